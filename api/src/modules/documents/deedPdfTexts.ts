// The texts of a filed deed, written from the company's own data as the registry held it on the day
// of filing: the kinds of deed a filing holds (procès-verbal of a general meeting, decisions of the
// sole shareholder, management report, articles of association brought up to date), each dated and
// signed by the company's executives in office that day. Which deeds a filing holds follows its
// kind and the decisions it records, so that the copy sold is the deed the customer chose.
import { formatDateFr } from '@portail/shared/format/dates';
import { formatMoney } from '../pdf';
import type { DeedData, DeedDrafting } from './types';

export const DEED_TITLES = {
  STATUTS_CONSTITUTIFS: 'Statuts constitutifs',
  STATUTS: 'Statuts mis à jour',
  PV_AGO: 'Procès-verbal de l’assemblée générale ordinaire',
  PV_AGE: 'Procès-verbal de l’assemblée générale extraordinaire',
  DECISIONS_AU: 'Décisions de l’associé unique',
  RAPPORT: 'Rapport de gestion',
  DECLARATION: 'Déclaration de modification',
} as const;
export type DeedKind = keyof typeof DEED_TITLES;

/** One deed of a filing: its title, what it is (subtitle), its numbered parts and its signatures. */
export interface DeedText {
  kind: DeedKind;
  title: string;
  subtitle: string;
  preamble: string[];
  parts: { heading: string; paragraphs: string[] }[];
  closing: string[];
  /** Where and when it was made: « Fait à Paris, le 12 mars 2025 ». */
  madeAt: string;
  signatures: { name: string; capacity: string }[];
}

const has = (text: string, ...words: string[]) => words.some((w) => text.toLowerCase().includes(w.toLowerCase()));

/** Whether the deed's decisions change the articles (then the articles brought up to date go with it). */
function changesArticles(a: Pick<DeedData['acte'], 'type_acte' | 'decisions'>): boolean {
  return has(`${a.type_acte} ${a.decisions.join(' ')}`, 'statut', 'capital', 'siège', 'objet', 'dénomination', 'transfert');
}

/** Whether the deed is the yearly approval of the accounts (then the management report goes with it). */
function approvesAccounts(a: Pick<DeedData['acte'], 'type_acte' | 'decisions'>): boolean {
  return has(`${a.type_acte} ${a.decisions.join(' ')}`, 'approbation des comptes', 'affectation du résultat', 'ordinaire annuelle');
}

/** The deeds a filing of deed `a` holds, in the order they are filed; a one-person company's sole shareholder decides. */
export function deedKinds(a: Pick<DeedData['acte'], 'type_acte' | 'decisions'>, sole: boolean): DeedKind[] {
  if (has(a.type_acte, 'statuts constitutifs') || has(a.decisions.join(' '), 'constitution de la société')) return ['STATUTS_CONSTITUTIFS'];
  if (has(a.type_acte, 'statuts')) return ['STATUTS'];
  // A sole trader's filing is their own declaration: no meeting, no articles.
  if (has(a.type_acte, 'déclaration')) return ['DECLARATION'];
  const extraordinary = changesArticles(a) || has(`${a.type_acte} ${a.decisions.join(' ')}`, 'dissolution', 'liquidation');
  const meeting: DeedKind = sole ? 'DECISIONS_AU' : approvesAccounts(a) || !extraordinary ? 'PV_AGO' : 'PV_AGE';
  if (approvesAccounts(a)) return [meeting, 'RAPPORT'];
  if (changesArticles(a)) return [meeting, 'STATUTS'];
  return [meeting];
}

function money(cents: number | null, devise: 'EUR' | 'XPF'): string | null {
  return cents === null ? null : formatMoney(cents, devise);
}

/** « DANONE, société anonyme au capital de 1 000 €, dont le siège est …, immatriculée … ». */
function companyLine(data: DeedData, r: DeedDrafting): string {
  const e = data.entreprise;
  return [
    e.denomination,
    [e.forme_juridique, r.capital ? `au capital de ${r.capital}` : null].filter(Boolean).join(' '),
    e.siege ? `dont le siège est ${e.siege}` : null,
    r.immatriculation ? `immatriculée sous le numéro ${r.immatriculation}` : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/** The person who presides and signs: the first executive in office, or the legal representative when none is known. */
function chair(r: DeedDrafting) {
  return r.signataires[0] ?? { nom: 'Le représentant légal', role: 'Représentant légal' };
}

/** The wording of one decision as a resolution. */
function resolution(decision: string, data: DeedData, r: DeedDrafting): string {
  const e = data.entreprise;
  const who = r.associe_unique ? 'L’associé unique' : 'L’assemblée générale';
  const ex = r.exercice;
  if (has(decision, 'approbation des comptes')) {
    return ex
      ? `${who}, après avoir pris connaissance du rapport de gestion, approuve les comptes annuels de l’exercice clos le ${formatDateFr(ex.date_cloture)}, tels qu’ils ont été présentés${
          ex.chiffre_affaires !== null ? `, faisant apparaître un chiffre d’affaires de ${money(ex.chiffre_affaires, r.devise)}` : ''
        }${ex.resultat !== null ? ` et un résultat de ${money(ex.resultat, r.devise)}` : ''}.`
      : `${who}, après avoir pris connaissance du rapport de gestion, approuve les comptes annuels du dernier exercice, tels qu’ils ont été présentés.`;
  }
  if (has(decision, 'affectation du résultat')) {
    if (ex?.resultat != null && ex.resultat > 0) {
      const reserve = Math.round(ex.resultat * 0.05);
      return `${who} décide d’affecter le bénéfice de l’exercice, soit ${money(ex.resultat, r.devise)}, à hauteur de ${money(reserve, r.devise)} à la réserve légale et pour le solde, soit ${money(ex.resultat - reserve, r.devise)}, au compte « report à nouveau ».`;
    }
    if (ex?.resultat != null && ex.resultat < 0) return `${who} décide d’affecter la perte de l’exercice, soit ${money(ex.resultat, r.devise)}, au compte « report à nouveau ».`;
    return `${who} décide d’affecter le résultat de l’exercice au compte « report à nouveau ».`;
  }
  if (has(decision, 'nomination')) {
    const n = r.nomme ?? chair(r);
    return `${who} nomme en qualité de ${n.role.toLowerCase()} ${n.nom}, pour une durée indéterminée, qui déclare accepter ces fonctions.`;
  }
  if (has(decision, 'démission')) {
    return r.parti
      ? `${who} prend acte de la démission de ${r.parti.nom} de ses fonctions de ${r.parti.role.toLowerCase()} et lui donne quitus de sa gestion.`
      : `${who} prend acte de la démission du représentant légal précédent et lui donne quitus de sa gestion.`;
  }
  if (has(decision, 'transfert du siège')) return `${who} décide de transférer le siège social ${e.siege ? `au ${e.siege}` : 'à l’adresse déclarée au registre'} et de modifier en conséquence l’article 4 des statuts.`;
  if (has(decision, 'augmentation du capital', 'réduction du capital')) {
    return `${who} décide ${has(decision, 'réduction') ? 'de réduire' : 'd’augmenter'} le capital social pour le porter à ${r.capital ?? 'la somme inscrite au registre'} et de modifier en conséquence l’article 7 des statuts.`;
  }
  if (has(decision, 'objet social')) return `${who} décide d’étendre l’objet social${r.activite ? ` à l’activité suivante : ${r.activite},` : ''} et de modifier en conséquence l’article 2 des statuts.`;
  if (has(decision, 'dénomination')) return `${who} décide d’adopter pour dénomination sociale « ${e.denomination} » et de modifier en conséquence l’article 3 des statuts.`;
  if (has(decision, 'dissolution')) return `${who} décide la dissolution anticipée de la société à compter de ce jour et sa liquidation amiable ; ${chair(r).nom} est nommé(e) liquidateur, avec les pouvoirs les plus étendus pour réaliser l’actif et apurer le passif.`;
  if (has(decision, 'clôture de la liquidation')) return `${who}, après avoir entendu le rapport du liquidateur, approuve les comptes de liquidation, lui donne quitus de sa gestion et constate la clôture de la liquidation.`;
  if (has(decision, 'situation de l’exploitant', "situation de l'exploitant")) return 'L’exploitant déclare la modification de sa situation telle qu’elle est inscrite au registre à la date du présent dépôt.';
  if (has(decision, 'modification statutaire', 'mise à jour des statuts')) return `${who} adopte article par article le texte des statuts mis à jour, qui est déposé avec le présent acte.`;
  return `${who} adopte la décision suivante : ${decision}.`;
}

const POWERS = (who: string) => `${who} confère tous pouvoirs au porteur d’un original, d’une copie ou d’un extrait du présent acte pour accomplir toutes les formalités de dépôt et de publicité.`;

function meeting(kind: 'PV_AGO' | 'PV_AGE' | 'DECISIONS_AU', data: DeedData, r: DeedDrafting): DeedText {
  const e = data.entreprise;
  const a = data.acte;
  const c = chair(r);
  const day = formatDateFr(r.date_acte);
  const decisions = a.decisions.length ? a.decisions : [a.type_acte];
  const resolutions = decisions.map((d, i) => ({ heading: `${ordinal(i + 1)} décision`, paragraphs: [resolution(d, data, r)] }));
  if (kind === 'DECISIONS_AU') {
    return {
      kind,
      title: DEED_TITLES.DECISIONS_AU,
      subtitle: `Décisions du ${day}`,
      preamble: [
        companyLine(data, r),
        `Le ${day}, l’associé unique de la société, représenté par ${c.nom}, ${c.role.toLowerCase()}, a pris les décisions suivantes, relatives à : ${decisions.join(' ; ')}.`,
      ],
      parts: [...resolutions, { heading: 'Pouvoirs', paragraphs: [POWERS('L’associé unique')] }],
      closing: ['Les décisions ci-dessus sont consignées dans le registre des décisions de la société.'],
      madeAt: `Fait à ${r.ville ?? 'au siège social'}, le ${day}`,
      signatures: [{ name: c.nom, capacity: `Pour l’associé unique, ${c.role}` }],
    };
  }
  const secretary = r.signataires[1];
  const nature = kind === 'PV_AGO' ? 'ordinaire' : 'extraordinaire';
  return {
    kind,
    title: DEED_TITLES[kind],
    subtitle: `Séance du ${day}`,
    preamble: [
      companyLine(data, r),
      `Le ${day}, les associés de la société ${e.denomination} se sont réunis en assemblée générale ${nature}, au siège social, sur convocation de ${c.nom}, ${c.role.toLowerCase()}.`,
      `L’assemblée est présidée par ${c.nom}${secretary ? ` ; ${secretary.nom} est désigné(e) comme secrétaire de séance` : ''}. La feuille de présence, certifiée exacte par le bureau, permet de constater que l’assemblée peut valablement délibérer.`,
      `Ordre du jour : ${decisions.join(' ; ')}.`,
    ],
    parts: [...resolutions.map((p, i) => ({ ...p, heading: `${ordinal(i + 1)} résolution`, paragraphs: [...p.paragraphs, 'Cette résolution est adoptée à l’unanimité.'] })), { heading: 'Pouvoirs', paragraphs: [POWERS('L’assemblée générale'), 'Cette résolution est adoptée à l’unanimité.'] }],
    closing: ['L’ordre du jour étant épuisé, la séance est levée. De tout ce que dessus, il a été dressé le présent procès-verbal, signé par les membres du bureau.'],
    madeAt: `Fait à ${r.ville ?? 'au siège social'}, le ${day}`,
    signatures: [{ name: c.nom, capacity: `Président(e) de séance, ${c.role}` }, ...(secretary ? [{ name: secretary.nom, capacity: `Secrétaire de séance, ${secretary.role}` }] : [])],
  };
}

function ordinal(n: number): string {
  return ['Première', 'Deuxième', 'Troisième', 'Quatrième', 'Cinquième', 'Sixième', 'Septième', 'Huitième', 'Neuvième', 'Dixième'][n - 1] ?? `${n}e`;
}

function articles(data: DeedData, r: DeedDrafting, constitutive = false): DeedText {
  const e = data.entreprise;
  const c = chair(r);
  const day = formatDateFr(r.date_acte);
  const dirigeants = r.signataires.map((s) => `${s.nom} (${s.role.toLowerCase()})`);
  const fin = r.exercice ? formatDateFr(r.exercice.date_cloture).replace(/ \d{4}$/, '') : '31 décembre';
  return {
    kind: constitutive ? 'STATUTS_CONSTITUTIFS' : 'STATUTS',
    title: constitutive ? DEED_TITLES.STATUTS_CONSTITUTIFS : DEED_TITLES.STATUTS,
    subtitle: constitutive ? `Établis le ${day}` : `Mis à jour le ${day}`,
    preamble: [companyLine(data, r)],
    parts: [
      { heading: 'Article 1 – Forme', paragraphs: [`La société est une ${e.forme_juridique ?? 'société commerciale'}, régie par les lois et règlements en vigueur et par les présents statuts.`] },
      { heading: 'Article 2 – Objet', paragraphs: [`La société a pour objet, en France et à l’étranger : ${r.activite ?? 'l’activité déclarée au registre'} ; et plus généralement toutes opérations se rattachant directement ou indirectement à cet objet.`] },
      { heading: 'Article 3 – Dénomination', paragraphs: [`La société a pour dénomination : ${e.denomination}.`] },
      { heading: 'Article 4 – Siège social', paragraphs: [`Le siège social est fixé ${e.siege ? `au ${e.siege}` : 'à l’adresse déclarée au registre'}. Il peut être transféré par décision de la collectivité des associés.`] },
      { heading: 'Article 5 – Durée', paragraphs: [r.duree ? `La durée de la société est de ${r.duree}, sauf dissolution anticipée ou prorogation.` : 'La durée de la société est de 99 ans à compter de son immatriculation, sauf dissolution anticipée ou prorogation.'] },
      { heading: 'Article 6 – Apports', paragraphs: ['Les apports faits à la société lors de sa constitution et de ses augmentations de capital successives ont été intégralement libérés.'] },
      { heading: 'Article 7 – Capital social', paragraphs: [r.capital ? `Le capital social est fixé à ${r.capital}.` : 'Le capital social est celui inscrit au registre.'] },
      {
        heading: 'Article 8 – Direction',
        paragraphs: [
          dirigeants.length
            ? `La société est dirigée et représentée à l’égard des tiers par : ${dirigeants.join(' ; ')}${constitutive ? ', nommés pour la première fois par les présents statuts' : ''}.`
            : 'La société est dirigée et représentée à l’égard des tiers par son représentant légal.',
        ],
      },
      {
        heading: 'Article 9 – Commissaires aux comptes',
        paragraphs: [r.commissaires.length ? `Sont désignés commissaires aux comptes : ${r.commissaires.map((s) => s.nom).join(' ; ')}.` : 'La société désigne un ou plusieurs commissaires aux comptes lorsque la loi l’y oblige.'],
      },
      { heading: 'Article 10 – Décisions collectives', paragraphs: [r.associe_unique ? 'L’associé unique exerce les pouvoirs dévolus à la collectivité des associés ; ses décisions sont consignées dans un registre.' : 'Les décisions collectives sont prises en assemblée générale, ordinaire ou extraordinaire, dans les conditions de majorité prévues par la loi.'] },
      { heading: 'Article 11 – Exercice social', paragraphs: [`L’exercice social commence le lendemain de la date de clôture et se termine le ${fin} de chaque année.`] },
      { heading: 'Article 12 – Affectation du résultat', paragraphs: ['Sur le bénéfice de l’exercice, diminué le cas échéant des pertes antérieures, il est prélevé 5 % au moins pour constituer la réserve légale, jusqu’à ce qu’elle atteigne le dixième du capital.'] },
      { heading: 'Article 13 – Dissolution et liquidation', paragraphs: ['À l’expiration de la société ou en cas de dissolution anticipée, la liquidation est effectuée conformément à la loi.'] },
    ],
    closing: [constitutive ? 'Fait en autant d’originaux que requis par la loi, dont un pour le dépôt au greffe.' : 'Statuts mis à jour à la suite des décisions déposées avec eux, certifiés conformes.'],
    madeAt: `Fait à ${r.ville ?? 'au siège social'}, le ${day}`,
    signatures: constitutive ? r.signataires.map((x) => ({ name: x.nom, capacity: x.role })).slice(0, 3) : [{ name: c.nom, capacity: `Certifié conforme, ${c.role}` }],
  };
}

/** A sole trader's declaration of what changed in their situation, signed by them. */
function declaration(data: DeedData, r: DeedDrafting): DeedText {
  const e = data.entreprise;
  const a = data.acte;
  const c = chair(r);
  const day = formatDateFr(r.date_acte);
  return {
    kind: 'DECLARATION',
    title: DEED_TITLES.DECLARATION,
    subtitle: `Déclaration du ${day}`,
    preamble: [companyLine(data, r)],
    parts: [
      { heading: 'Objet de la déclaration', paragraphs: (a.decisions.length ? a.decisions : [a.type_acte]).map((d) => resolution(d, data, r)) },
      { heading: 'Situation déclarée', paragraphs: [[e.siege ? `Adresse : ${e.siege}.` : null, r.activite ? `Activité : ${r.activite}.` : null].filter(Boolean).join(' ') || 'Telle qu’inscrite au registre.'] },
    ],
    closing: ['Le déclarant certifie l’exactitude des informations ci-dessus.'],
    madeAt: `Fait à ${r.ville ?? 'au lieu de l’exploitation'}, le ${day}`,
    signatures: [{ name: c.nom === 'Le représentant légal' ? e.denomination : c.nom, capacity: 'Le déclarant' }],
  };
}

function report(data: DeedData, r: DeedDrafting): DeedText {
  const c = chair(r);
  const day = formatDateFr(r.date_acte);
  const ex = r.exercice;
  const prev = r.exercice_precedent;
  const evolution =
    ex?.chiffre_affaires != null && prev?.chiffre_affaires
      ? ` (${ex.chiffre_affaires >= prev.chiffre_affaires ? '+' : ''}${(((ex.chiffre_affaires - prev.chiffre_affaires) / Math.abs(prev.chiffre_affaires)) * 100).toFixed(1).replace('.', ',')} % par rapport à l’exercice précédent, ${money(prev.chiffre_affaires, r.devise)})`
      : '';
  return {
    kind: 'RAPPORT',
    title: DEED_TITLES.RAPPORT,
    subtitle: ex ? `Exercice clos le ${formatDateFr(ex.date_cloture)}` : 'Dernier exercice clos',
    preamble: [companyLine(data, r), `Rapport de ${c.nom}, ${c.role.toLowerCase()}, ${r.associe_unique ? 'à l’associé unique' : 'à l’assemblée générale ordinaire'} appelée à statuer sur les comptes de l’exercice.`],
    parts: [
      { heading: '1. Activité de la société', paragraphs: [`La société a poursuivi son activité : ${r.activite ?? 'celle déclarée au registre'}.`] },
      {
        heading: '2. Résultats de l’exercice',
        paragraphs: ex
          ? [
              ex.chiffre_affaires !== null ? `Le chiffre d’affaires de l’exercice s’élève à ${money(ex.chiffre_affaires, r.devise)}${evolution}.` : 'Le chiffre d’affaires de l’exercice n’a pas été publié.',
              ex.resultat !== null ? `L’exercice se solde par un ${ex.resultat >= 0 ? 'bénéfice' : 'perte'} de ${money(Math.abs(ex.resultat), r.devise)}.` : 'Le résultat de l’exercice n’a pas été publié.',
              ex.effectif !== null ? `L’effectif moyen de l’exercice est de ${ex.effectif} salarié${ex.effectif > 1 ? 's' : ''}.` : '',
            ].filter(Boolean)
          : ['Les comptes de l’exercice sont présentés selon les règles et méthodes comptables en vigueur.'],
      },
      {
        heading: '3. Proposition d’affectation du résultat',
        paragraphs: [ex?.resultat != null && ex.resultat > 0 ? 'Il est proposé d’affecter 5 % du bénéfice à la réserve légale et le solde au compte « report à nouveau ».' : 'Il est proposé d’affecter le résultat au compte « report à nouveau ».'],
      },
      { heading: '4. Direction', paragraphs: [r.signataires.length ? `Les fonctions de direction sont exercées par : ${r.signataires.map((s) => `${s.nom} (${s.role.toLowerCase()})`).join(' ; ')}.` : 'Les fonctions de direction sont exercées par le représentant légal.'] },
    ],
    closing: ['Nous vous invitons à approuver les comptes qui vous sont présentés et à adopter les résolutions soumises à votre vote.'],
    madeAt: `Fait à ${r.ville ?? 'au siège social'}, le ${day}`,
    signatures: [{ name: c.nom, capacity: c.role }],
  };
}

/** The deeds of filing `data`, written from its drafting data; none when the snapshot predates it. */
export function deedTexts(data: DeedData): DeedText[] {
  const r = data.redaction;
  if (!r) return [];
  return deedKinds(data.acte, r.associe_unique).map((kind) => {
    switch (kind) {
      case 'STATUTS_CONSTITUTIFS':
        return articles(data, r, true);
      case 'STATUTS':
        return articles(data, r);
      case 'RAPPORT':
        return report(data, r);
      case 'DECLARATION':
        return declaration(data, r);
      default:
        return meeting(kind, data, r);
    }
  });
}
