// Hand-written fixture companies for tests: well-known French companies with their public SIREN,
// plus fictitious ones for the cases the corpus does not pin down (New Caledonia, partial diffusion,
// removed companies). Executives here are fictitious people.
import { luhnCheckDigit } from '@portail/shared/api';
import { nicOf } from '../corpus/generator';
import { greffeForCommune } from '../data/greffes';
import { tailleRang } from '../data/effectifs';
import type { CompanyRecord, EtablissementRow, FonctionRow, PersonneRow, SureteRow } from '../corpus/types';

export interface FixtureSpec {
  siren?: string;
  ridet?: string;
  denomination: string | null;
  forme: string;
  naf: string;
  commune: { code: string; nom: string; cp: string; departement: string };
  rue?: string;
  anciens?: string[];
  sigle?: string;
  enseignes?: string[];
  secondaires?: { enseigne?: string; commune: { code: string; nom: string; cp: string; departement: string } }[];
  statut_entreprise?: 'ACTIF' | 'RADIE' | 'INTERDIT' | 'SUSPENDU';
  tranche?: string;
  capital?: number;
  dirigeants?: { role: string; nom: string; prenoms: string; annee: number; mois: number }[];
  beneficiaires?: { nom: string; prenoms: string; annee: number; mois: number; pct: number }[];
  diffusion_partielle?: boolean;
  personne_morale?: boolean;
  /** Registrations against the company as debtor (in its currency, at its greffe). */
  suretes?: (Omit<SureteRow, 'devise' | 'code_greffe' | 'montant'> & { montant?: number | null })[];
}

const C = {
  paris9: { code: '75109', nom: 'Paris', cp: '75009', departement: '75' },
  paris8: { code: '75108', nom: 'Paris', cp: '75008', departement: '75' },
  paris15: { code: '75115', nom: 'Paris', cp: '75015', departement: '75' },
  clichy: { code: '92024', nom: 'Clichy', cp: '92110', departement: '92' },
  boulogne: { code: '92012', nom: 'Boulogne-Billancourt', cp: '92100', departement: '92' },
  massy: { code: '91377', nom: 'Massy', cp: '91300', departement: '91' },
  courbevoie: { code: '92026', nom: 'Courbevoie', cp: '92400', departement: '92' },
  tremblay: { code: '93073', nom: 'Tremblay-en-France', cp: '93290', departement: '93' },
  issy: { code: '92040', nom: 'Issy-les-Moulineaux', cp: '92130', departement: '92' },
  clermont: { code: '63113', nom: 'Clermont-Ferrand', cp: '63000', departement: '63' },
  vda: { code: '59009', nom: "Villeneuve-d'Ascq", cp: '59650', departement: '59' },
  blagnac: { code: '31069', nom: 'Blagnac', cp: '31700', departement: '31' },
  montrouge: { code: '92049', nom: 'Montrouge', cp: '92120', departement: '92' },
  lyon3: { code: '69383', nom: 'Lyon', cp: '69003', departement: '69' },
  noumea: { code: '98818', nom: 'Nouméa', cp: '98800', departement: '988' },
  metz: { code: '57463', nom: 'Metz', cp: '57000', departement: '57' },
  lille: { code: '59350', nom: 'Lille', cp: '59000', departement: '59' },
};

export const WELL_KNOWN: FixtureSpec[] = [
  { siren: '552032534', denomination: 'DANONE', forme: '5599', naf: '70.10Z', commune: C.paris9, rue: '17 boulevard Haussmann', anciens: ['GROUPE DANONE'], tranche: '42' },
  { siren: '632012100', denomination: "L'ORÉAL", forme: '5599', naf: '20.42Z', commune: C.clichy, rue: '41 rue Martre', tranche: '53' },
  { siren: '441639465', denomination: 'RENAULT', forme: '5599', naf: '70.10Z', commune: C.boulogne, rue: '122 avenue du Général Leclerc', tranche: '21' },
  {
    siren: '652014051',
    denomination: 'CARREFOUR',
    forme: '5599',
    naf: '70.10Z',
    commune: C.massy,
    rue: '93 avenue de Paris',
    tranche: '42',
    secondaires: [{ enseigne: 'CARREFOUR MARKET', commune: C.lyon3 }],
  },
  { siren: '662042449', denomination: 'BNP PARIBAS', forme: '5599', naf: '64.19Z', commune: C.paris9, rue: '16 boulevard des Italiens', tranche: '53' },
  { siren: '552120222', denomination: 'SOCIÉTÉ GÉNÉRALE', forme: '5599', naf: '64.19Z', commune: C.paris9, rue: '29 boulevard Haussmann', tranche: '53' },
  { siren: '542051180', denomination: 'TOTALENERGIES SE', forme: '5800', naf: '70.10Z', commune: C.courbevoie, rue: '2 place Jean Millier', anciens: ['TOTAL SE'], tranche: '52' },
  { siren: '420495178', denomination: 'SOCIÉTÉ AIR FRANCE', forme: '5599', naf: '51.10Z', commune: C.tremblay, rue: '45 rue de Paris', sigle: 'AF', tranche: '53' },
  { siren: '380129866', denomination: 'ORANGE', forme: '5599', naf: '61.10Z', commune: C.issy, rue: '111 quai du Président Roosevelt', anciens: ['FRANCE TELECOM'], tranche: '53' },
  {
    siren: '855200887',
    denomination: 'COMPAGNIE GÉNÉRALE DES ÉTABLISSEMENTS MICHELIN',
    forme: '5308',
    naf: '70.10Z',
    commune: C.clermont,
    rue: '23 place des Carmes-Déchaux',
    tranche: '42',
    dirigeants: [{ role: 'GERANT', nom: 'QUILLEMBOIS', prenoms: 'Hortense', annee: 1971, mois: 4 }],
  },
  { siren: '306138900', denomination: 'DECATHLON SE', forme: '5800', naf: '47.64Z', commune: C.vda, rue: '4 boulevard de Mons', tranche: '53', secondaires: [{ enseigne: 'DECATHLON', commune: C.lille }] },
  { siren: '356000000', denomination: 'LA POSTE', forme: '5599', naf: '53.10Z', commune: C.paris15, rue: '9 rue du Colonel Pierre Avia', tranche: '53' },
  { siren: '383474814', denomination: 'AIRBUS', forme: '5710', naf: '30.30Z', commune: C.blagnac, rue: '2 rond-point Émile Dewoitine', tranche: '53' },
  { siren: '542107651', denomination: 'ENGIE', forme: '5599', naf: '70.10Z', commune: C.courbevoie, rue: '1 place Samuel de Champlain', anciens: ['GDF SUEZ'], tranche: '51' },
  { siren: '542039532', denomination: 'COMPAGNIE DE SAINT-GOBAIN', forme: '5599', naf: '70.10Z', commune: C.courbevoie, rue: "12 place de l'Iris", tranche: '41' },
  { siren: '784608416', denomination: 'CRÉDIT AGRICOLE S.A.', forme: '5599', naf: '64.19Z', commune: C.montrouge, rue: '12 place des États-Unis', tranche: '51' },
  { siren: '775670417', denomination: 'LVMH MOËT HENNESSY LOUIS VUITTON', forme: '5800', naf: '70.10Z', commune: C.paris8, rue: '22 avenue Montaigne', tranche: '31' },
];

/** Fictitious companies for specific behaviours. */
export const FICTITIOUS: FixtureSpec[] = [
  // New Caledonia (RIDET, no SIREN).
  { ridet: '1234567', denomination: 'NOUMÉA PÊCHE LAGON', forme: '5499', naf: '03.11Z', commune: C.noumea, rue: '12 rue de Sébastopol', tranche: '02' },
  { siren: withKey('91234501'), denomination: 'PÊCHE LAGON MÉTROPOLE', forme: '5499', naf: '03.11Z', commune: C.metz, rue: '3 rue Serpenoise', tranche: '12' },
  // Partially diffusible sole trader: the name must never come out.
  {
    siren: withKey('91234502'),
    denomination: null,
    personne_morale: false,
    forme: '1000',
    naf: '96.02A',
    commune: C.lyon3,
    rue: '8 rue Secrète',
    diffusion_partielle: true,
    dirigeants: [{ role: 'EXPLOITANT', nom: 'ZÉBULON', prenoms: 'Anatole', annee: 1980, mois: 6 }],
  },
  // Removed vs active companies sharing a word: active first, unless etat says otherwise.
  { siren: withKey('91234503'), denomination: 'FORGES DU NORD BOREALIS', forme: '5599', naf: '25.50A', commune: C.lille, statut_entreprise: 'RADIE', tranche: '42' },
  { siren: withKey('91234504'), denomination: 'FORGES DE L’EST BOREALIS', forme: '5499', naf: '25.50A', commune: C.metz, tranche: '01' },
];

export function withKey(body8: string): string {
  return body8 + luhnCheckDigit(body8);
}

let personSeq = 0;
function fixturePerson(nom: string, prenoms: string, annee: number, mois: number): PersonneRow {
  personSeq++;
  return { cle: `fixture:${nom}:${prenoms}:${annee}`, nom, nom_usage: null, prenoms, mois_naissance: mois, annee_naissance: annee, nationalite: 'Française' };
}

function etab(spec: FixtureSpec, siren: string | null, k: number, commune: FixtureSpec['commune'], enseigne: string | undefined, rue: string | undefined): EtablissementRow {
  const [numero, ...rest] = (rue ?? '1 rue Principale').split(' ');
  const nic = siren ? nicOf(siren, 1 + k) : null;
  return {
    siret: siren ? siren + nic : null,
    nic,
    rang: siren ? null : String(k).padStart(3, '0'),
    siege: k === 0,
    enseignes: enseigne ? [enseigne] : [],
    denomination_usuelle: null,
    code_naf: spec.naf,
    numero_voie: numero ?? null,
    indice_repetition: null,
    type_voie: rest[0] ?? null,
    libelle_voie: rest.slice(1).join(' ') || null,
    complement: null,
    code_postal: commune.cp,
    commune: commune.nom,
    code_commune: commune.code,
    departement: commune.departement,
    pays: commune.departement === '988' ? 'NOUVELLE-CALÉDONIE' : 'FRANCE',
    date_creation: '2000-01-01',
    date_fermeture: spec.statut_entreprise === 'RADIE' ? '2020-06-30' : null,
    actif: spec.statut_entreprise !== 'RADIE',
    diffusion_partielle: !!spec.diffusion_partielle,
  };
}

export function fixtureRecord(spec: FixtureSpec): CompanyRecord {
  const siren = spec.siren ?? null;
  const ridet = spec.ridet ?? null;
  const statut = spec.statut_entreprise ?? 'ACTIF';
  const tranche = spec.tranche ?? '11';
  const categorie = spec.personne_morale === false ? null : ['42', '51', '52', '53'].includes(tranche) ? 'GE' : ['32', '41'].includes(tranche) ? 'ETI' : 'PME';
  const greffe = greffeForCommune(spec.commune.code);
  const etablissements = [etab(spec, siren, 0, spec.commune, spec.enseignes?.[0], spec.rue)];
  (spec.secondaires ?? []).forEach((s, i) => etablissements.push(etab(spec, siren, i + 1, s.commune, s.enseigne, undefined)));
  const fonctions: FonctionRow[] = (spec.dirigeants ?? []).map((d) => ({
    nature: 'DIRIGEANT',
    role: d.role,
    personne: fixturePerson(d.nom, d.prenoms, d.annee, d.mois),
    pm_denomination: null,
    pm_numero: null,
    date_debut: '2015-05-01',
    date_fin: null,
    pourcentage_capital: null,
    pourcentage_votes: null,
    modalites_controle: [],
  }));
  for (const b of spec.beneficiaires ?? []) {
    fonctions.push({
      nature: 'BENEFICIAIRE_EFFECTIF',
      role: 'BE',
      personne: fixturePerson(b.nom, b.prenoms, b.annee, b.mois),
      pm_denomination: null,
      pm_numero: null,
      date_debut: '2018-01-01',
      date_fin: null,
      pourcentage_capital: b.pct,
      pourcentage_votes: b.pct,
      modalites_controle: ['Détention directe de plus de 25 % du capital'],
    });
  }
  return {
    entreprise: {
      siren,
      ridet,
      numero_identification: (siren ?? ridet)!,
      denomination: spec.denomination,
      sigle: spec.sigle ?? null,
      denominations_precedentes: spec.anciens ?? [],
      personne_morale: spec.personne_morale ?? true,
      nom: spec.personne_morale === false ? (spec.dirigeants?.[0]?.nom ?? null) : null,
      prenoms: spec.personne_morale === false ? (spec.dirigeants?.[0]?.prenoms ?? null) : null,
      forme_juridique: spec.forme,
      code_naf: spec.naf,
      capital_social: spec.capital ?? (spec.personne_morale === false ? null : 100_000_000),
      devise: ridet ? 'XPF' : 'EUR',
      date_creation: '1950-01-01',
      date_immatriculation: '1955-01-01',
      date_radiation: statut === 'RADIE' ? '2020-06-30' : null,
      statut: 'A',
      statut_entreprise: statut,
      categorie_entreprise: categorie,
      tranche_effectif: tranche,
      code_greffe: greffe?.code ?? null,
      territoire: ridet ? 'NC' : 'FR',
      diffusion_partielle: !!spec.diffusion_partielle,
      source: 'FIXTURE',
      siege_code_postal: spec.commune.cp,
      siege_commune: spec.commune.nom,
      siege_code_commune: spec.commune.code,
      departement: spec.commune.departement,
      taille: tailleRang(tranche, categorie),
    },
    etablissements,
    fonctions,
    exercices: [
      { date_cloture: '2023-12-31', duree_mois: 12, chiffre_affaires: 1_000_000_000_00, resultat: 50_000_000_00, effectif: 1000, confidentiel: false },
      { date_cloture: '2024-12-31', duree_mois: 12, chiffre_affaires: 1_100_000_000_00, resultat: 60_000_000_00, effectif: 1100, confidentiel: false },
    ],
    actes: [{ date_depot: '1955-01-10', numero_depot: '1955-00001', type_acte: 'Statuts constitutifs', decisions: ['Constitution de la société'] }],
    comptes: [{ date_cloture: '2024-12-31', date_depot: '2025-04-30', type: 'COMPLETS', confidentiel: false }],
    procedures: [],
    inscriptions: siren
      ? [{ registre: 'RCS', type: 'PRINCIPALE', code_greffe: greffe?.code ?? null, numero_gestion: '1955B00001', date_immatriculation: '1955-01-01', date_radiation: null }]
      : [{ registre: 'RCS_NC', type: 'PRINCIPALE', code_greffe: greffe?.code ?? null, numero_gestion: '2001B00001', date_immatriculation: '2001-01-01', date_radiation: null }],
    suretes: (spec.suretes ?? []).map((s) => {
      if (!greffe) throw new Error(`Fixture ${spec.denomination}: registrations need a greffe`);
      return { ...s, montant: s.montant ?? null, devise: ridet ? 'XPF' : 'EUR', code_greffe: greffe.code };
    }),
  };
}

export const ALL_FIXTURES = [...WELL_KNOWN, ...FICTITIOUS];
void personSeq;
