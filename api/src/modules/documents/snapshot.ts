// What each document states, read from the live tables at the moment of issue: the Kbis shows the
// company as it is then, and a later change never reaches a document already issued. What is in
// force is judged on the company's registry's day; the document is dated by the clock of the site
// that sold it (`clock`: the order's territory, Nouméa's for an order of the New Caledonia site),
// the company's own when none is named.
import type { AnnualAccountsType, Entreprise } from '@portail/shared/api';
import { dayIn, formatDateFr } from '@portail/shared/format/dates';
import { establishmentNumberText } from '@portail/shared/format/identifiers';
import type { Queryable } from '../../db/types';
import type { Territory } from '../basket';
import { ROLE_LABELS } from '../../corpus/generator';
import { formatMoney } from '../pdf';
import { GENERATED_SOURCES, accountsOfYear, findDebtors, registrationsOf, getEntreprise, listEtablissements, registryAsOf } from '../companies';
import type { AccountsData, DebtStatementData, DeedData, KbisData } from './types';

/** Secondary establishments a Kbis lists, at most (the rest are counted). */
const KBIS_MAX_SECONDARY = 200;

const REGISTRE_LIBELLE: Record<string, string> = {
  RCS: 'Registre du commerce et des sociétés',
  RCS_NC: 'Registre du commerce et des sociétés de Nouvelle-Calédonie',
  RM: 'Répertoire des métiers',
  RSAC: 'Registre spécial des agents commerciaux',
};

/** The company's name as documents print it: its denomination, or a sole trader's name. */
export function companyName(e: Entreprise): string {
  return e.denomination ?? 'Entrepreneur individuel (diffusion partielle)';
}

function addYears(iso: string, years: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + years, m - 1, d - 1));
  return date.toISOString().slice(0, 10);
}

/** The legal person's duration: the statutory 99 years from registration, unless it was struck off. */
function duration(e: Entreprise): string | null {
  if (!e.personne_morale || !e.date_immatriculation) return null;
  return `99 ans à compter du ${formatDateFr(e.date_immatriculation)}, soit jusqu'au ${formatDateFr(addYears(e.date_immatriculation, 99))}`;
}

/** The company as its Kbis states it on `issuedAt`, dated by `clock`'s time; null when it does not exist. */
export async function kbisSnapshot(db: Queryable, entrepriseId: number, issuedAt: Date, verification: { code: string; url: string }, clock?: Territory): Promise<KbisData | null> {
  const e = await getEntreprise(db, entrepriseId);
  if (!e) return null;
  // What is in force on the day of issue in the company's territory (Paris, Nouméa): its registry's calendar.
  const today = dayIn(e.territoire, issuedAt);
  // The registry's state on that day: the same reconstruction as the record « au … » of a past day.
  const [state, secondaries] = await Promise.all([registryAsOf(db, e, today), listEtablissements(db, e.id, { limit: KBIS_MAX_SECONDARY, offset: 0, etat: 'ACTIF' })]);
  const { principal, actes } = state;
  const others = secondaries.items.filter((s) => !s.siege);
  const mentions: string[] = [];
  if (e.date_radiation) mentions.push(`Radiation du registre le ${formatDateFr(e.date_radiation)}.`);
  if (e.denominations_precedentes.length > 0) mentions.push(`Dénomination(s) précédente(s) : ${e.denominations_precedentes.join(', ')}.`);
  for (const a of actes) {
    mentions.push(`Dépôt du ${formatDateFr(a.date_depot)} – ${a.type_acte}${a.decisions.length ? ` : ${a.decisions.join(' ; ')}` : ''}.`);
  }
  if (secondaries.total - (secondaries.items.length - others.length) > others.length) {
    mentions.push(`Établissements secondaires : ${others.length} premiers listés sur ${secondaries.total - (secondaries.items.length - others.length)}.`);
  }
  return {
    territoire: clock ?? e.territoire,
    code_verification: verification.code,
    url_verification: verification.url,
    emis_le: issuedAt.toISOString(),
    greffe: principal?.greffe ?? e.greffe,
    mention: principal?.mention ?? e.numero_identification,
    registre: REGISTRE_LIBELLE[principal?.registre ?? 'RCS'] ?? 'Registre du commerce et des sociétés',
    entreprise: {
      id: e.id,
      denomination: companyName(e),
      sigle: e.sigle,
      siren: e.siren,
      numero_identification: e.numero_identification,
      personne_morale: e.personne_morale,
      forme_juridique: e.forme_juridique?.libelle ?? null,
      capital: e.capital_social !== null ? { montant: e.capital_social, devise: e.devise } : null,
      date_immatriculation: principal?.date_immatriculation ?? e.date_immatriculation,
      date_creation: e.date_creation,
      date_radiation: e.date_radiation,
      duree: duration(e),
      activite: e.activite.libelle ? `${e.activite.libelle}${e.activite.code_naf ? ` (NAF ${e.activite.code_naf})` : ''}` : null,
      siege: e.siege?.adresse.ligne ?? null,
      date_debut_activite: e.siege?.date_creation ?? e.date_creation,
    },
    dirigeants: state.dirigeants,
    commissaires: state.commissaires,
    etablissements_secondaires: others.map((s) => ({
      adresse: s.adresse.ligne,
      activite: s.activite.libelle,
      depuis: s.date_creation,
      numero: establishmentNumberText(s.numero).display,
    })),
    mentions,
    procedures: state.procedures.map((p) => ({
      libelle: p.libelle,
      date_jugement: p.date_jugement,
      mandataire: p.mandataire,
      statut: p.cloturee_le ? `Clôturée le ${formatDateFr(p.cloturee_le)}` : 'En cours',
    })),
  };
}

async function identity(db: Queryable, entrepriseId: number) {
  const e = await getEntreprise(db, entrepriseId);
  if (!e) return null;
  return {
    e,
    entreprise: { denomination: companyName(e), siren: e.siren, forme_juridique: e.forme_juridique?.libelle ?? null, siege: e.siege?.adresse.ligne ?? null },
  };
}

/** Filed accounts `depotId` of the company, with the figures of that financial year, dated by `clock`'s time. */
export async function accountsSnapshot(db: Queryable, entrepriseId: number, depotId: number, issuedAt: Date, clock?: Territory): Promise<AccountsData | null> {
  const who = await identity(db, entrepriseId);
  const [depot] = await db.query<{ date_cloture: string; date_depot: string; type: AnnualAccountsType; confidentiel: boolean }>(
    'select date_cloture::text as date_cloture, date_depot::text as date_depot, type, confidentiel from depot_comptes where id = $1 and entreprise_id = $2',
    [depotId, entrepriseId],
  );
  if (!who || !depot) return null;
  if (depot.confidentiel) throw new Error('comptes déposés avec une déclaration de confidentialité');
  const [figures] = await db.query<{ chiffre_affaires: string | null; resultat: string | null; effectif: number | null; duree_mois: number }>(
    'select chiffre_affaires::text, resultat::text, effectif, duree_mois from exercice where entreprise_id = $1 and date_cloture = $2::date',
    [entrepriseId, depot.date_cloture],
  );
  return {
    territoire: clock ?? who.e.territoire,
    emis_le: issuedAt.toISOString(),
    greffe: who.e.greffe,
    entreprise: { ...who.entreprise, devise: who.e.devise },
    comptes: { date_cloture: depot.date_cloture, date_depot: depot.date_depot, type: depot.type, duree_mois: figures?.duree_mois ?? null },
    figures: figures
      ? {
          chiffre_affaires: figures.chiffre_affaires === null ? null : Number(figures.chiffre_affaires),
          resultat: figures.resultat === null ? null : Number(figures.resultat),
          effectif: figures.effectif,
        }
      : null,
    liasse: await accountsOfYear(db, entrepriseId, { date_cloture: depot.date_cloture }),
  };
}

/** One-person companies (EURL, SASU): their sole shareholder decides instead of a general meeting. */
const ONE_PERSON_FORMS = new Set(['5498', '5720']);
/** How far before its filing a recorded change dates the deed that decided it. */
const DEED_LOOKBACK_DAYS = 31;

/** The filed deed `depotId` of the company, with what its text is written from, dated by `clock`'s time. */
export async function deedSnapshot(db: Queryable, entrepriseId: number, depotId: number, issuedAt: Date, clock?: Territory): Promise<DeedData | null> {
  const who = await identity(db, entrepriseId);
  const [acte] = await db.query<{ numero_depot: string; date_depot: string; type_acte: string; decisions: string[] }>(
    'select numero_depot, date_depot::text as date_depot, type_acte, decisions from depot_acte where id = $1 and entreprise_id = $2',
    [depotId, entrepriseId],
  );
  if (!who || !acte) return null;
  const e = who.e;
  const day = acte.date_depot;
  // The registry on the day of filing: the executives who sign, the capital and activity then.
  const [state, [source], changes, exercices] = await Promise.all([
    registryAsOf(db, e, day),
    db.query<{ source: string }>('select source from entreprise where id = $1', [e.id]),
    db.query<{ kind: 'nomme' | 'parti' | 'change'; day: string; nom: string | null; role: string | null }>(
      `select 'nomme' as kind, f.date_debut::text as day, coalesce(nullif(concat_ws(' ', p.prenoms, coalesce(p.nom_usage, p.nom)), ''), f.pm_denomination) as nom, f.role
         from fonction f left join personne p on p.id = f.personne_id
        where f.entreprise_id = $1 and f.nature = 'DIRIGEANT' and f.date_debut between $2::date - $3::int and $2::date
       union all
       select 'parti', f.date_fin::text, coalesce(nullif(concat_ws(' ', p.prenoms, coalesce(p.nom_usage, p.nom)), ''), f.pm_denomination), f.role
         from fonction f left join personne p on p.id = f.personne_id
        where f.entreprise_id = $1 and f.nature = 'DIRIGEANT' and f.date_fin between $2::date - $3::int and $2::date
       union all
       select 'change', date_evenement::text, null, null from evenement_entreprise
        where entreprise_id = $1 and code in ('CAPITAL', 'DENOMINATION', 'ADRESSE_SIEGE', 'ACTIVITE') and date_evenement between $2::date - $3::int and $2::date
       order by 2 desc`,
      [e.id, day, DEED_LOOKBACK_DAYS],
    ),
    db.query<{ date_cloture: string; chiffre_affaires: string | null; resultat: string | null; effectif: number | null; confidentiel: boolean }>(
      `select date_cloture::text as date_cloture, chiffre_affaires::text, resultat::text, effectif, confidentiel
         from exercice where entreprise_id = $1 and date_cloture < $2::date order by date_cloture desc limit 2`,
      [e.id, day],
    ),
  ]);
  const roleOf = (code: string | null) => (code ? (ROLE_LABELS[code] ?? code) : 'Dirigeant');
  const nomme = changes.find((c) => c.kind === 'nomme');
  const parti = changes.find((c) => c.kind === 'parti');
  const year = (x: (typeof exercices)[number] | undefined) =>
    x
      ? {
          date_cloture: x.date_cloture,
          // Accounts filed with a confidentiality declaration: their figures stay out of the deed too.
          chiffre_affaires: x.confidentiel || x.chiffre_affaires === null ? null : Number(x.chiffre_affaires),
          resultat: x.confidentiel || x.resultat === null ? null : Number(x.resultat),
          effectif: x.effectif,
        }
      : null;
  const capitalNow = e.capital_social === null ? null : formatMoney(e.capital_social, e.devise);
  const filing = { territoire: clock ?? e.territoire, emis_le: issuedAt.toISOString(), greffe: e.greffe, entreprise: who.entreprise, acte };
  // A deed's text is written out only for a generated company, whose deeds exist nowhere else: a
  // company loaded from a public source has real deeds, which the site does not hold and must not
  // make up; its copy is the filing receipt.
  if (!GENERATED_SOURCES.includes(source?.source ?? '')) return filing;
  return {
    ...filing,
    redaction: {
      date_acte: changes[0]?.day ?? day,
      associe_unique: ONE_PERSON_FORMS.has(e.forme_juridique?.code ?? ''),
      capital: 'CAPITAL' in state.before ? (state.before.CAPITAL ?? null) : capitalNow,
      devise: e.devise,
      activite: 'ACTIVITE' in state.before ? (state.before.ACTIVITE ?? null) : (e.activite.libelle ?? null),
      duree: e.personne_morale && e.date_immatriculation ? `99 ans à compter du ${formatDateFr(e.date_immatriculation)}` : null,
      immatriculation: state.principal?.mention ?? null,
      ville: e.siege?.adresse.commune ?? null,
      signataires: state.dirigeants.map((p) => ({ nom: p.nom, role: p.role })),
      commissaires: state.commissaires.map((p) => ({ nom: p.nom, role: p.role })),
      nomme: nomme?.nom ? { nom: nomme.nom, role: roleOf(nomme.role) } : null,
      parti: parti?.nom ? { nom: parti.nom, role: roleOf(parti.role) } : null,
      exercice: year(exercices[0]),
      exercice_precedent: year(exercices[1]),
    },
  };
}

/** The registrations in effect against the debtors a criterion designates, on `issuedAt`, dated by `clock`'s time. */
export async function debtSnapshot(
  db: Queryable,
  critere: { siren: string | null; denomination: string | null; code_postal: string | null },
  libelle: string,
  issuedAt: Date,
  clock: Territory,
): Promise<DebtStatementData> {
  const debiteurs = await findDebtors(db, critere);
  const rows = await registrationsOf(
    db,
    debiteurs.map((d) => d.id_entreprise).filter((id): id is number => id !== null),
  );
  return {
    territoire: clock,
    emis_le: issuedAt.toISOString(),
    arrete_au: issuedAt.toISOString(),
    libelle,
    critere,
    debiteurs,
    inscriptions: rows.map(({ entreprise_id: _id, ...r }) => r),
  };
}
