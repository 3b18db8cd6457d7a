// The French annual accounts (liasse fiscale): the lines of the official forms, once, with their
// codes and labels, and the key figures and ratios computed from them. Two layouts:
// - the normal one (« régime réel normal », forms 2050 bilan actif, 2051 bilan passif, 2052-2053
//   compte de résultat), the one of companies filing complete accounts;
// - the simplified one (« régime simplifié », forms 2033-A bilan simplifié and 2033-B compte de
//   résultat simplifié), the one of small companies.
// Amounts are keyed by the code of the form's box; on the balance sheet's asset side a line has a
// gross amount (its code) and, for fixed assets, depreciation (the code of the next column): the
// net amount is their difference. Every amount is in hundredths of the company's currency.

import type { ChiffresComptes, RatiosComptes } from './accountsFigures';

export type RegimeComptes = 'COMPLET' | 'SIMPLIFIE';
export type EtatId = 'ACTIF' | 'PASSIF' | 'RESULTAT';

export interface LigneLiasse {
  /** The box of the form (gross column on the asset side). */
  code: string;
  libelle: string;
  /** The box of the depreciation and provisions column (asset side). */
  amort?: string;
  /** A subtotal or total line: the sum of other lines, printed in bold. */
  total?: boolean;
}

export interface EtatLiasse {
  id: EtatId;
  titre: string;
  formulaire: string;
  lignes: readonly LigneLiasse[];
}

export type Postes = Readonly<Record<string, number>>;

const l = (code: string, libelle: string, amort?: string): LigneLiasse => (amort ? { code, libelle, amort } : { code, libelle });
const t = (code: string, libelle: string, amort?: string): LigneLiasse => ({ ...l(code, libelle, amort), total: true });

/** Forms 2050 to 2053 (régime réel normal). */
const COMPLET: readonly EtatLiasse[] = [
  {
    id: 'ACTIF',
    titre: 'Bilan – actif',
    formulaire: '2050',
    lignes: [
      l('AF', 'Concessions, brevets et droits similaires', 'AG'),
      l('AH', 'Fonds commercial', 'AI'),
      l('AN', 'Terrains', 'AO'),
      l('AP', 'Constructions', 'AQ'),
      l('AR', 'Installations techniques, matériel et outillage industriels', 'AS'),
      l('AT', 'Autres immobilisations corporelles', 'AU'),
      l('CU', 'Autres participations', 'CV'),
      l('BH', 'Autres immobilisations financières', 'BI'),
      t('BJ', 'Total actif immobilisé (II)', 'BK'),
      l('BL', 'Matières premières, approvisionnements', 'BM'),
      l('BR', 'Produits intermédiaires et finis', 'BS'),
      l('BT', 'Marchandises', 'BU'),
      l('BX', 'Clients et comptes rattachés', 'BY'),
      l('BZ', 'Autres créances', 'CA'),
      l('CD', 'Valeurs mobilières de placement', 'CE'),
      l('CF', 'Disponibilités', 'CG'),
      l('CH', 'Charges constatées d’avance', 'CI'),
      t('CJ', 'Total actif circulant (III)', 'CK'),
      t('CO', 'Total général (I à VI)', '1A'),
    ],
  },
  {
    id: 'PASSIF',
    titre: 'Bilan – passif',
    formulaire: '2051',
    lignes: [
      l('DA', 'Capital social ou individuel'),
      l('DB', 'Primes d’émission, de fusion, d’apport'),
      l('DD', 'Réserve légale'),
      l('DG', 'Autres réserves'),
      l('DH', 'Report à nouveau'),
      l('DI', 'Résultat de l’exercice (bénéfice ou perte)'),
      l('DJ', 'Subventions d’investissement'),
      t('DL', 'Total capitaux propres (I)'),
      l('DP', 'Provisions pour risques'),
      l('DQ', 'Provisions pour charges'),
      t('DR', 'Total provisions (III)'),
      l('DU', 'Emprunts et dettes auprès des établissements de crédit'),
      l('EH', 'dont concours bancaires courants et soldes créditeurs de banques'),
      l('DV', 'Emprunts et dettes financières divers'),
      l('DW', 'Avances et acomptes reçus sur commandes en cours'),
      l('DX', 'Dettes fournisseurs et comptes rattachés'),
      l('DY', 'Dettes fiscales et sociales'),
      l('DZ', 'Dettes sur immobilisations et comptes rattachés'),
      l('EA', 'Autres dettes'),
      l('EB', 'Produits constatés d’avance'),
      t('EC', 'Total dettes (IV)'),
      t('EE', 'Total général (I à V)'),
    ],
  },
  {
    id: 'RESULTAT',
    titre: 'Compte de résultat de l’exercice',
    formulaire: '2052 et 2053',
    lignes: [
      l('FC', 'Ventes de marchandises'),
      l('FF', 'Production vendue de biens'),
      l('FI', 'Production vendue de services'),
      t('FL', 'Chiffre d’affaires net'),
      l('FM', 'Production stockée'),
      l('FN', 'Production immobilisée'),
      l('FO', 'Subventions d’exploitation'),
      l('FP', 'Reprises sur amortissements et provisions, transferts de charges'),
      l('FQ', 'Autres produits'),
      t('FR', 'Total des produits d’exploitation (I)'),
      l('FS', 'Achats de marchandises (y compris droits de douane)'),
      l('FT', 'Variation de stock (marchandises)'),
      l('FU', 'Achats de matières premières et autres approvisionnements'),
      l('FV', 'Variation de stock (matières premières et approvisionnements)'),
      l('FW', 'Autres achats et charges externes'),
      l('FX', 'Impôts, taxes et versements assimilés'),
      l('FY', 'Salaires et traitements'),
      l('FZ', 'Charges sociales'),
      l('GA', 'Dotations aux amortissements sur immobilisations'),
      l('GB', 'Dotations aux provisions sur immobilisations'),
      l('GC', 'Dotations aux provisions sur actif circulant'),
      l('GD', 'Dotations aux provisions pour risques et charges'),
      l('GE', 'Autres charges'),
      t('GF', 'Total des charges d’exploitation (II)'),
      t('GG', 'Résultat d’exploitation (I – II)'),
      l('GL', 'Autres intérêts et produits assimilés'),
      t('GP', 'Total des produits financiers (V)'),
      l('GR', 'Intérêts et charges assimilées'),
      t('GU', 'Total des charges financières (VI)'),
      t('GV', 'Résultat financier (V – VI)'),
      t('GW', 'Résultat courant avant impôts'),
      l('HA', 'Produits exceptionnels sur opérations de gestion'),
      l('HB', 'Produits exceptionnels sur opérations en capital'),
      t('HD', 'Total des produits exceptionnels (VII)'),
      l('HE', 'Charges exceptionnelles sur opérations de gestion'),
      l('HF', 'Charges exceptionnelles sur opérations en capital'),
      t('HH', 'Total des charges exceptionnelles (VIII)'),
      t('HI', 'Résultat exceptionnel (VII – VIII)'),
      l('HJ', 'Participation des salariés aux résultats de l’entreprise (IX)'),
      l('HK', 'Impôts sur les bénéfices (X)'),
      t('HL', 'Total des produits'),
      t('HM', 'Total des charges'),
      t('HN', 'Bénéfice ou perte'),
    ],
  },
];

/** Forms 2033-A and 2033-B (régime simplifié). */
const SIMPLIFIE: readonly EtatLiasse[] = [
  {
    id: 'ACTIF',
    titre: 'Bilan simplifié – actif',
    formulaire: '2033-A',
    lignes: [
      l('010', 'Fonds commercial', '012'),
      l('014', 'Autres immobilisations incorporelles', '016'),
      l('028', 'Immobilisations corporelles', '030'),
      l('040', 'Immobilisations financières', '042'),
      t('044', 'Total actif immobilisé (I)', '048'),
      l('050', 'Matières premières, approvisionnements, en cours de production', '052'),
      l('060', 'Marchandises', '062'),
      l('068', 'Clients et comptes rattachés', '070'),
      l('072', 'Autres créances', '074'),
      l('080', 'Valeurs mobilières de placement', '082'),
      l('084', 'Disponibilités', '086'),
      l('092', 'Charges constatées d’avance', '094'),
      t('096', 'Total actif circulant (II)', '098'),
      t('110', 'Total général (I + II)', '112'),
    ],
  },
  {
    id: 'PASSIF',
    titre: 'Bilan simplifié – passif',
    formulaire: '2033-A',
    lignes: [
      l('120', 'Capital social ou individuel'),
      l('126', 'Réserve légale'),
      l('132', 'Autres réserves'),
      l('134', 'Report à nouveau'),
      l('136', 'Résultat de l’exercice'),
      t('142', 'Total capitaux propres (I)'),
      t('154', 'Provisions pour risques et charges (II)'),
      l('156', 'Emprunts et dettes assimilées'),
      l('164', 'Avances et acomptes reçus sur commandes en cours'),
      l('166', 'Fournisseurs et comptes rattachés'),
      l('172', 'Autres dettes'),
      l('174', 'Produits constatés d’avance'),
      t('176', 'Total dettes (III)'),
      t('180', 'Total général (I + II + III)'),
    ],
  },
  {
    id: 'RESULTAT',
    titre: 'Compte de résultat simplifié de l’exercice',
    formulaire: '2033-B',
    lignes: [
      l('210', 'Ventes de marchandises'),
      l('214', 'Production vendue de biens'),
      l('218', 'Production vendue de services'),
      l('222', 'Production stockée'),
      l('224', 'Production immobilisée'),
      l('226', 'Subventions d’exploitation reçues'),
      l('230', 'Autres produits'),
      t('232', 'Total des produits d’exploitation (I)'),
      l('234', 'Achats de marchandises (y compris droits de douane)'),
      l('236', 'Variation de stock (marchandises)'),
      l('238', 'Achats de matières premières et autres approvisionnements'),
      l('240', 'Variation de stock (matières premières et approvisionnements)'),
      l('242', 'Autres charges externes'),
      l('244', 'Impôts, taxes et versements assimilés'),
      l('250', 'Rémunérations du personnel'),
      l('252', 'Charges sociales'),
      l('254', 'Dotations aux amortissements'),
      l('256', 'Dotations aux provisions'),
      l('262', 'Autres charges'),
      t('264', 'Total des charges d’exploitation (II)'),
      t('270', 'Résultat d’exploitation (I – II)'),
      l('280', 'Produits financiers (III)'),
      l('290', 'Produits exceptionnels (IV)'),
      l('294', 'Charges financières (V)'),
      l('300', 'Charges exceptionnelles (VI)'),
      l('306', 'Impôts sur les bénéfices (VII)'),
      t('310', 'Bénéfice ou perte (I + III + IV – II – V – VI – VII)'),
    ],
  },
];

/** The statements of each layout, in the order of the forms. */
export const LIASSE: Readonly<Record<RegimeComptes, readonly EtatLiasse[]>> = { COMPLET, SIMPLIFIE };

/** The codes of every box of a layout (gross and depreciation columns). */
export function codesOf(regime: RegimeComptes): string[] {
  return LIASSE[regime].flatMap((e) => e.lignes.flatMap((x) => (x.amort ? [x.code, x.amort] : [x.code])));
}

/** The boxes of the key figures, per layout: what each figure adds (+) and takes away (−). */
const BOXES = {
  COMPLET: {
    chiffre_affaires: ['FL'],
    marge_et_production: ['FC', '-FS', '-FT', 'FF', 'FI', 'FM', 'FN'],
    consommations: ['FU', 'FV', 'FW'],
    subventions: ['FO'],
    impots_et_personnel: ['FX', 'FY', 'FZ'],
    resultat_net: ['HN'],
    fonds_propres: ['DL'],
    endettement: ['DU', 'DV', '-EH'],
    actif_circulant_exploitation: ['BL', '-BM', 'BR', '-BS', 'BT', '-BU', 'BX', '-BY', 'BZ', '-CA', 'CH'],
    passif_exploitation: ['DW', 'DX', 'DY', 'DZ', 'EA', 'EB'],
    tresorerie: ['CD', '-CE', 'CF', '-EH'],
    total_bilan: ['EE'],
    clients: ['BX', '-BY'],
    fournisseurs: ['DX'],
    achats: ['FS', 'FU', 'FW'],
  },
  SIMPLIFIE: {
    chiffre_affaires: ['210', '214', '218'],
    marge_et_production: ['210', '-234', '-236', '214', '218', '222', '224'],
    consommations: ['238', '240', '242'],
    subventions: ['226'],
    impots_et_personnel: ['244', '250', '252'],
    resultat_net: ['310'],
    fonds_propres: ['142'],
    endettement: ['156'],
    actif_circulant_exploitation: ['050', '-052', '060', '-062', '068', '-070', '072', '-074', '092'],
    passif_exploitation: ['164', '166', '172', '174'],
    tresorerie: ['080', '-082', '084'],
    total_bilan: ['180'],
    clients: ['068', '-070'],
    fournisseurs: ['166'],
    achats: ['234', '238', '242'],
  },
} as const satisfies Record<RegimeComptes, Record<string, readonly string[]>>;

type Aggregate = keyof (typeof BOXES)['COMPLET'];

function sum(postes: Postes, boxes: readonly string[]): number {
  let s = 0;
  for (const b of boxes) s += b.startsWith('-') ? -(postes[b.slice(1)] ?? 0) : (postes[b] ?? 0);
  return s;
}

/**
 * The key figures of one year's accounts, in hundredths: value added (commercial margin and
 * production less what was consumed from third parties), gross operating surplus (value added
 * and operating grants less taxes and staff costs), equity, financial debt (bank overdrafts
 * counted in cash instead), working capital requirement (operating assets less operating
 * liabilities) and net cash (investments and cash less bank overdrafts).
 */
export function chiffresDesComptes(regime: RegimeComptes, postes: Postes): ChiffresComptes {
  const b = BOXES[regime];
  const s = (k: Aggregate) => sum(postes, b[k]);
  const valeurAjoutee = s('marge_et_production') - s('consommations');
  return {
    chiffre_affaires: s('chiffre_affaires'),
    valeur_ajoutee: valeurAjoutee,
    ebe: valeurAjoutee + s('subventions') - s('impots_et_personnel'),
    resultat_net: s('resultat_net'),
    fonds_propres: s('fonds_propres'),
    endettement: s('endettement'),
    bfr: s('actif_circulant_exploitation') - s('passif_exploitation'),
    tresorerie: s('tresorerie'),
  };
}

const share = (a: number, b: number): number | null => (b > 0 ? a / b : null);
const days = (a: number, b: number): number | null => (b > 0 ? Math.round((a / b) * 365) : null);

/** The usual ratios of one year's accounts (see RATIOS for their formulas). */
export function ratiosDesComptes(regime: RegimeComptes, postes: Postes): RatiosComptes {
  const b = BOXES[regime];
  const s = (k: Aggregate) => sum(postes, b[k]);
  const ca = s('chiffre_affaires');
  const resultat = s('resultat_net');
  const fondsPropres = s('fonds_propres');
  return {
    marge_nette: share(resultat, ca),
    rentabilite_capitaux_propres: share(resultat, fondsPropres),
    autonomie_financiere: share(fondsPropres, s('total_bilan')),
    delai_clients: days(s('clients'), ca),
    delai_fournisseurs: days(s('fournisseurs'), s('achats')),
  };
}
