// Deterministic generator of a realistic company corpus of any size. Company #i depends only on
// (seed, i): valid SIREN/SIRET (Luhn), RIDET in New Caledonia, real legal forms, NAF codes,
// communes and registries, executives, beneficial owners, key figures, filings, procedures and
// registrations against the company as debtor.
import { NC_PROVINCES, type TypeInscription, luhnCheckDigit } from '@portail/shared/api';
import { COMMUNES, type Commune, DEPARTEMENT_BY_CODE, REGIONS } from '../data/geo';
import { type GreffeRecord, greffeForCommune } from '../data/greffes';
import { NAF_BY_CODE } from '../data/naf';
import { TRANCHES_EFFECTIF, tailleRang } from '../data/effectifs';
import { FORMES_NON_IMMATRICULEES } from '../data/formes-juridiques';
import { Rng, WeightedTable, dayOf, hash32, isoDay } from './random';
import { annualAccountsOf } from './accounts';
import {
  ACTIVITES,
  ACTIVITES_ASSOCIATION,
  ACTIVITES_SCI,
  ACTIVITES_SEL,
  ACTIVITE_HOLDING,
  BANQUES,
  BANQUES_NC,
  CAISSES_COMPLEMENTAIRES,
  COMPLEMENTS,
  CREDIT_BAILLEURS,
  FOURNISSEURS,
  LIBELLES_VOIE,
  LIEUX_F,
  LIEUX_M,
  NATIONALITES,
  NOMS,
  NOMS_NC,
  PRENOMS,
  SCI_NOMS,
  SYLLABES,
  TYPES_ACTES,
  TYPES_VOIE,
  type Activite,
} from './words';
import type {
  ActeRow,
  CompanyRecord,
  ComptesRow,
  EntrepriseRow,
  EtablissementRow,
  ExerciceRow,
  FonctionRow,
  InscriptionRow,
  PersonneRow,
  ProcedureRow,
  SureteRow,
} from './types';

export const DEFAULT_SEED = 20250116;
/** Share of New Caledonia companies (about 40,000 active ones against millions in SIRENE). */
export const NC_SHARE = 0.03;
/** Whether company #index of the corpus is a New Caledonia company: drawn apart, with NC_SHARE odds. */
export function isNcCompany(seed: number, index: number): boolean {
  return new Rng(seed, index, 0x4e43).next() < NC_SHARE;
}
/** Persons shared between companies (serial directors): drawn from a fixed pool. */
const PERSON_POOL = 20_000;
const TODAY = dayOf('2025-06-30');

// ---------- identifiers ----------

/** Bijection of [0, 9e7) used to spread SIRENs: a*i+b mod m with gcd(a, m) = 1. */
const SIREN_SPACE = 90_000_000;
export function sirenOf(seed: number, index: number): string {
  if (index < 0 || index >= SIREN_SPACE) throw new Error('corpus index out of range');
  const a = 48_271; // prime, coprime with 2^7 * 3^2 * 5^7
  const b = hash32(seed, 7) % SIREN_SPACE;
  const body = String(10_000_000 + ((a * index + b) % SIREN_SPACE)).padStart(8, '0');
  return body + luhnCheckDigit(body);
}

const RIDET_SPACE = 9_000_000;
export function ridetOf(seed: number, index: number): string {
  const a = 7_919;
  const b = hash32(seed, 11) % RIDET_SPACE;
  return String(1_000_000 + ((a * (index % RIDET_SPACE) + b) % RIDET_SPACE));
}

/** NIC for sequence number `seq`: 4 digits then a key making the SIRET Luhn-valid. */
export function nicOf(siren: string, seq: number): string {
  const body = String(seq).padStart(4, '0');
  return body + luhnCheckDigit(siren + body);
}

// ---------- reference tables ----------

const PLM_PARENTS = new Set(['75056', '69123', '13055']);
const communesFr = COMMUNES.filter(
  (c) => !PLM_PARENTS.has(c.code) && c.codes_postaux.length > 0 && !['975', '977', '978', '984', '986', '987', '988', '989'].includes(c.departement),
);
/** The communes of New Caledonia's three provinces, as the site's search lists them. */
const NC_COMMUNE_CODES = new Set(NC_PROVINCES.flatMap((p) => p.communes));
const communesNc = COMMUNES.filter((c) => NC_COMMUNE_CODES.has(c.code) && c.codes_postaux.length > 0);
const communeTable = new WeightedTable(communesFr, (c) => Math.pow(Math.max(c.population ?? 0, 30), 0.92));
const communeTableNc = new WeightedTable(communesNc, (c) => Math.max(c.population ?? 0, 100));
const byDepartement = new Map<string, Commune[]>();
for (const c of communesFr) byDepartement.set(c.departement, [...(byDepartement.get(c.departement) ?? []), c]);

function checkActivites(list: Activite[]): Activite[] {
  for (const a of list) if (!NAF_BY_CODE.has(a.naf)) throw new Error(`Unknown NAF code in vocabulary: ${a.naf}`);
  return list;
}
const activites = checkActivites(ACTIVITES).map((a) => [a, a.weight] as const);
const activitesSci = checkActivites(ACTIVITES_SCI).map((a) => [a, a.weight] as const);
const activitesAsso = checkActivites(ACTIVITES_ASSOCIATION).map((a) => [a, a.weight] as const);
const activitesSel = checkActivites(ACTIVITES_SEL).map((a) => [a, a.weight] as const);
checkActivites([ACTIVITE_HOLDING]);

/** Legal forms and their share of the corpus. */
const FORMES: readonly (readonly [string, number])[] = [
  ['1000', 22],
  ['5499', 18],
  ['5498', 6],
  ['5710', 14],
  ['5720', 13],
  ['6540', 10],
  ['9220', 5],
  ['5599', 2],
  ['5699', 0.5],
  ['5202', 1],
  ['6599', 2],
  ['5485', 1.5],
  ['5785', 1],
  ['6220', 0.4],
  ['5306', 0.2],
  ['5800', 0.1],
];

/**
 * Legal forms of New Caledonia's companies: the mainland's, without the European company (5800),
 * a form of European Union law, which does not apply in the territory.
 */
const FORMES_NC: readonly (readonly [string, number])[] = FORMES.filter(([forme]) => forme !== '5800');

/**
 * The largest headcount band of a New Caledonia company: the territory's largest private employers
 * (the nickel industry) count their staff in thousands, not in tens of thousands.
 */
const TRANCHE_MAX_NC = '42';

const TRANCHES_BY_FORME: Record<string, readonly (readonly [string, number])[]> = {
  EI: [['NN', 55], ['00', 30], ['01', 10], ['02', 4], ['03', 1]],
  SMALL: [['NN', 10], ['00', 35], ['01', 22], ['02', 14], ['03', 9], ['11', 6], ['12', 3], ['21', 0.7], ['22', 0.3]],
  SAS: [['NN', 8], ['00', 30], ['01', 18], ['02', 12], ['03', 9], ['11', 8], ['12', 7], ['21', 3], ['22', 2], ['31', 0.6], ['32', 0.8], ['41', 0.4], ['42', 0.15], ['51', 0.07], ['52', 0.03], ['53', 0.02]],
  SA: [['00', 5], ['01', 5], ['02', 6], ['03', 8], ['11', 14], ['12', 20], ['21', 14], ['22', 10], ['31', 4], ['32', 6], ['41', 4], ['42', 2], ['51', 1.2], ['52', 0.5], ['53', 0.3]],
  CIVIL: [['NN', 80], ['00', 15], ['01', 5]],
  ASSO: [['NN', 50], ['00', 20], ['01', 12], ['02', 8], ['03', 5], ['11', 3], ['12', 2]],
};

const ROLES = {
  PRESIDENT: 'Président',
  DG: 'Directeur général',
  DGD: 'Directeur général délégué',
  GERANT: 'Gérant',
  PCA: "Président du conseil d'administration",
  ADMIN: 'Administrateur',
  PDIR: 'Président du directoire',
  MDIR: 'Membre du directoire',
  PCS: 'Président du conseil de surveillance',
  MCS: 'Membre du conseil de surveillance',
  ASSOCIE: 'Associé en nom',
  EXPLOITANT: 'Entrepreneur individuel',
  CACTITh: 'Commissaire aux comptes titulaire',
  CACSUPh: 'Commissaire aux comptes suppléant',
  CACh: 'Commissaire aux comptes',
  BE: 'Bénéficiaire effectif',
} as const;
export const ROLE_LABELS: Record<string, string> = ROLES;

const MODALITES = {
  CAPITAL: 'Détention directe de plus de 25 % du capital',
  VOTES: 'Détention directe de plus de 25 % des droits de vote',
  INDIRECT: 'Détention indirecte de plus de 25 % du capital',
  CONTROLE: 'Pouvoir de contrôle sur les organes de direction',
  REPRESENTANT: 'Représentant légal (à défaut d’autre bénéficiaire effectif)',
};

// ---------- helpers ----------

const upper = (s: string) => s.toLocaleUpperCase('fr-FR');
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function brandName(rng: Rng): string {
  const n = rng.int(2, 3);
  let s = '';
  for (let i = 0; i < n; i++) s += rng.pick(SYLLABES);
  return capitalise(s);
}

function acronym(rng: Rng): string {
  const n = rng.int(2, 4);
  let s = '';
  for (let i = 0; i < n; i++) s += String.fromCharCode(65 + rng.int(0, 25));
  return s;
}

function lieu(rng: Rng): string {
  return rng.chance(0.55) ? `du ${rng.pick(LIEUX_M)}` : `de la ${rng.pick(LIEUX_F)}`;
}

function shortCommune(c: Commune): string {
  return c.nom.replace(/ \d+(er|e) Arrondissement$/, '');
}

function surname(rng: Rng, nc: boolean): string {
  return nc && rng.chance(0.5) ? rng.pick(NOMS_NC) : rng.pick(NOMS);
}

function person(cle: string, rng: Rng, nc: boolean, bornBefore: number): PersonneRow {
  const nom = surname(rng, nc);
  const nPrenoms = rng.weighted([[1, 55], [2, 30], [3, 15]] as const);
  const prenoms: string[] = [];
  while (prenoms.length < nPrenoms) {
    const p = rng.pick(PRENOMS);
    if (!prenoms.includes(p)) prenoms.push(p);
  }
  const maxYear = Math.min(2005, bornBefore - 18);
  const annee = rng.int(Math.min(1940, maxYear - 5), maxYear);
  return {
    cle,
    nom: upper(nom),
    nom_usage: rng.chance(0.07) ? upper(rng.pick(NOMS)) : null,
    prenoms: prenoms.join(' '),
    mois_naissance: rng.int(1, 12),
    annee_naissance: annee,
    nationalite: rng.weighted(NATIONALITES),
  };
}

function pooledPerson(seed: number, k: number, nc: boolean): PersonneRow {
  return person(`q:${seed}:${nc ? 'nc' : 'fr'}:${k}`, new Rng(seed, 0x5eed, k, nc ? 1 : 0), nc, 2000);
}

function address(rng: Rng, c: Commune, pays: string): Omit<EtablissementRow, 'siret' | 'nic' | 'rang' | 'siege' | 'enseignes' | 'denomination_usuelle' | 'code_naf' | 'date_creation' | 'date_fermeture' | 'actif' | 'diffusion_partielle'> {
  return {
    numero_voie: rng.chance(0.9) ? String(rng.weighted([[rng.int(1, 20), 60], [rng.int(21, 80), 30], [rng.int(81, 250), 10]] as const)) : null,
    indice_repetition: rng.chance(0.04) ? rng.pick(['bis', 'ter']) : null,
    type_voie: rng.weighted(TYPES_VOIE),
    libelle_voie: rng.pick(LIBELLES_VOIE),
    complement: rng.chance(0.1) ? rng.pick(COMPLEMENTS) : null,
    code_postal: rng.pick(c.codes_postaux),
    commune: shortCommune(c),
    code_commune: c.code,
    departement: c.departement,
    pays,
  };
}

function nearbyCommune(rng: Rng, c: Commune): Commune {
  if (rng.chance(0.25)) return communeTable.pick(rng);
  const list = byDepartement.get(c.departement);
  return list && list.length ? rng.pick(list) : c;
}

// ---------- the company ----------

type Kind = 'EI' | 'SARL' | 'EURL' | 'SAS' | 'SASU' | 'SA' | 'SAD' | 'SNC' | 'SCS' | 'SCI' | 'CIVILE' | 'ASSO' | 'SEL' | 'GIE' | 'SE';
const KIND_OF_FORME: Record<string, Kind> = {
  '1000': 'EI',
  '5499': 'SARL',
  '5498': 'EURL',
  '5710': 'SAS',
  '5720': 'SASU',
  '5599': 'SA',
  '5699': 'SAD',
  '5202': 'SNC',
  '5306': 'SCS',
  '6540': 'SCI',
  '6599': 'CIVILE',
  '9220': 'ASSO',
  '5485': 'SEL',
  '5785': 'SEL',
  '6220': 'GIE',
  '5800': 'SE',
};
const SUFFIX: Partial<Record<Kind, string>> = { SARL: 'SARL', EURL: 'EURL', SAS: 'SAS', SASU: 'SASU', SA: 'SA', SAD: 'SA', SNC: 'SNC', GIE: 'GIE', SE: 'SE' };

function companyName(rng: Rng, kind: Kind, act: Activite, commune: Commune, nc: boolean): string {
  const word = rng.pick(act.words);
  const nom = surname(rng, nc);
  if (kind === 'SCI') {
    return rng.weighted([
      [`SCI ${rng.pick(SCI_NOMS)}`, 45],
      [`SCI ${nom}`, 30],
      [`SCI ${acronym(rng)}`, 15],
      [`SCI ${nom} ${rng.pick(NOMS)}`, 10],
    ] as const);
  }
  if (kind === 'ASSO') {
    return rng.weighted([
      [`${word} ${lieu(rng)}`, 30],
      [`${word} de ${shortCommune(commune)}`, 45],
      [`${word} ${brandName(rng)}`, 25],
    ] as const);
  }
  if (act === ACTIVITE_HOLDING) {
    return rng.weighted([
      [`${nom} ${word}`, 40],
      [`${word} ${nom}`, 30],
      [`${acronym(rng)} ${word}`, 30],
    ] as const);
  }
  const base = rng.weighted([
    [`${word} ${nom}`, 26],
    [`${word} ${lieu(rng)}`, 14],
    [`${nom} et Fils`, 4],
    [`${nom} & Associés`, 4],
    [`${nom} Frères`, 2],
    [`${acronym(rng)} ${word}`, 12],
    [`${word} de ${shortCommune(commune)}`, 10],
    [`${brandName(rng)}`, 14],
    [`${brandName(rng)} ${word}`, 8],
    [`${nom} ${rng.pick(NOMS)}`, 6],
  ] as const);
  const suffix = SUFFIX[kind];
  return suffix && rng.chance(0.15) ? `${base} ${suffix}` : base;
}

function signName(rng: Rng, act: Activite, prenom: string): string {
  if (act.signs && rng.chance(0.7)) return rng.pick(act.signs);
  return rng.weighted([
    [`Chez ${prenom}`, 30],
    [`${rng.pick(act.words)} ${brandName(rng)}`, 40],
    [`L'Atelier ${lieu(rng)}`, 30],
  ] as const);
}

/** Share capital of a public limited company (SA) at least: 37,000 €, or its counter-value in CFP francs, rounded up to the franc. */
export function publicLimitedMinimum(devise: 'EUR' | 'XPF'): number {
  return devise === 'XPF' ? Math.ceil(37_000 * XPF_PER_EUR) : 37_000;
}

/** A capital of this size or more (in units of the currency) belongs to a large company. */
export const LARGE_CAPITAL = { EUR: 10_000_000, XPF: 1_000_000_000 } as const;

function capitalFor(rng: Rng, kind: Kind, categorie: string | null): number | null {
  const drawn = (() => {
    switch (kind) {
      case 'EI':
      case 'ASSO':
        return null;
      case 'SARL':
      case 'EURL':
        return rng.weighted([[rng.int(1, 10) * 100, 30], [rng.int(1, 10) * 1000, 45], [rng.int(1, 10) * 10_000, 20], [rng.int(1, 50) * 100_000, 5]] as const);
      case 'SAS':
      case 'SASU':
        return rng.weighted([[rng.int(1, 10), 10], [rng.int(1, 10) * 100, 25], [rng.int(1, 10) * 1000, 35], [rng.int(1, 10) * 10_000, 20], [rng.int(1, 100) * 100_000, 9], [rng.int(1, 500) * 1_000_000, 1]] as const);
      case 'SA':
      case 'SAD':
      case 'SE':
        return rng.weighted([[37_000 + rng.int(0, 20) * 1000, 40], [rng.int(1, 50) * 100_000, 40], [rng.int(1, 2000) * 1_000_000, 20]] as const);
      case 'SCI':
      case 'CIVILE':
        return rng.weighted([[rng.int(1, 10) * 100, 50], [rng.int(1, 20) * 1000, 40], [rng.int(1, 50) * 10_000, 10]] as const);
      default:
        return rng.int(1, 100) * 1000;
    }
  })();
  if (drawn === null) return null;
  // Capitals of tens of millions and more belong to large companies; others keep the same draw
  // scaled down (never below the legal minimum of a public limited company), so the rest of the
  // corpus stays as it was.
  const minimum = kind === 'SA' || kind === 'SAD' || kind === 'SE' ? publicLimitedMinimum('EUR') : 1;
  const euros = drawn >= LARGE_CAPITAL.EUR && categorie !== 'GE' ? Math.max(minimum, Math.round(drawn / 1000)) : drawn;
  return euros * 100;
}

/**
 * Share capital of a New Caledonia company, in whole CFP francs (stored in hundredths): the round
 * sums its companies are formed with, 100,000 F for a small SARL, some millions for an SA, billions
 * only for the largest companies.
 */
function capitalForNc(rng: Rng, kind: Kind, categorie: string | null): number | null {
  const minimum = kind === 'SA' || kind === 'SAD' ? publicLimitedMinimum('XPF') : 1_000;
  const drawn = (() => {
    switch (kind) {
      case 'EI':
      case 'ASSO':
        return null;
      case 'SARL':
      case 'EURL':
        return rng.weighted([[100_000, 35], [rng.int(2, 10) * 100_000, 40], [rng.int(1, 10) * 1_000_000, 20], [rng.int(1, 10) * 10_000_000, 5]] as const);
      case 'SAS':
      case 'SASU':
        return rng.weighted([[rng.int(1, 10) * 10_000, 15], [rng.int(1, 10) * 100_000, 45], [rng.int(1, 10) * 1_000_000, 30], [rng.int(1, 10) * 10_000_000, 9], [rng.int(1, 50) * 100_000_000, 1]] as const);
      case 'SA':
      case 'SAD':
        return rng.weighted([[Math.ceil(minimum / 100_000) * 100_000 + rng.int(0, 20) * 100_000, 40], [rng.int(1, 50) * 10_000_000, 40], [rng.int(1, 100) * 100_000_000, 20]] as const);
      case 'SCI':
      case 'CIVILE':
        return rng.weighted([[100_000, 50], [rng.int(2, 20) * 100_000, 40], [rng.int(1, 50) * 1_000_000, 10]] as const);
      default:
        return rng.int(1, 100) * 100_000;
    }
  })();
  if (drawn === null) return null;
  // A billion francs and more: large companies only; others keep the draw scaled down.
  const francs = drawn >= LARGE_CAPITAL.XPF && categorie !== 'GE' ? Math.max(minimum, Math.round(drawn / 1000)) : drawn;
  return Math.max(minimum, francs) * 100;
}

/**
 * What the sections of one company share: its generator and the basic draw every later section
 * depends on. Sections draw from `rng` in the order `generateCompany` calls them, so that order is
 * part of the corpus: changing it changes every company.
 */
interface CompanyContext {
  readonly seed: number;
  readonly index: number;
  readonly rng: Rng;
  readonly nc: boolean;
  readonly forme: string;
  readonly kind: Kind;
  readonly act: Activite;
  readonly commune: Commune;
  readonly greffe: GreffeRecord | null;
  readonly creationDay: number;
  readonly creationYear: number;
  readonly statutEntreprise: 'ACTIF' | 'RADIE' | 'INTERDIT' | 'SUSPENDU';
  readonly radiationDay: number | null;
  readonly lastDay: number;
  readonly personneMorale: boolean;
  readonly registered: boolean;
  readonly statut: string;
  readonly diffusionPartielle: boolean;
  readonly tranche: string;
  readonly rang: number;
  readonly categorie: 'GE' | 'ETI' | 'PME' | null;
  /** The individual entrepreneur (EI only). */
  readonly eiPerson: PersonneRow | null;
  /** Counter of the executives' persons drawn so far: it keys each new person. */
  slot: number;
}

/** Generates company #index of the corpus with the given seed. */
export function generateCompany(seed: number, index: number): CompanyRecord {
  const ctx = drawBasics(seed, index);
  const entreprise = identityOf(ctx);
  const etablissements = establishmentsOf(ctx, entreprise.siren);
  // The head office's address is only known once the establishments are drawn.
  const siegeRow = etablissements[0]!;
  entreprise.siege_code_postal = siegeRow.code_postal;
  entreprise.siege_commune = siegeRow.commune;
  entreprise.siege_code_commune = siegeRow.code_commune;
  const fonctions = executivesOf(ctx);
  formerExecutiveOf(ctx, fonctions);
  auditorsOf(ctx, fonctions);
  beneficialOwnersOf(ctx, fonctions);
  const { exercices, comptes } = accountsOf(ctx);
  const actes = deedsOf(ctx);
  const procedures = proceduresOf(ctx, entreprise);
  const inscriptions = registrationsOf(ctx, entreprise, etablissements);
  const suretes = suretesOf(seed, index, entreprise, { civil: ctx.kind === 'SCI' || ctx.kind === 'CIVILE', exercices, procedures });
  return { entreprise, etablissements, fonctions, exercices, actes, comptes, procedures, inscriptions, suretes, comptes_annuels: annualAccountsOf(entreprise, exercices, comptes) };
}

/** Kind, activity, commune, dates, status and headcount: what every other section depends on. */
function drawBasics(seed: number, index: number): CompanyContext {
  const rng = new Rng(seed, index);
  const nc = isNcCompany(seed, index);
  const forme = rng.weighted(nc ? FORMES_NC : FORMES);
  const kind = KIND_OF_FORME[forme]!;
  const holding = (kind === 'SAS' || kind === 'SASU' || kind === 'SARL') && rng.chance(0.05);
  const act: Activite =
    kind === 'SCI'
      ? rng.weighted(activitesSci)
      : kind === 'ASSO'
        ? rng.weighted(activitesAsso)
        : kind === 'SEL'
          ? rng.weighted(activitesSel)
          : holding
            ? ACTIVITE_HOLDING
            : rng.weighted(activites);
  const commune = nc ? communeTableNc.pick(rng) : communeTable.pick(rng);
  const greffe = greffeForCommune(commune.code);

  // Dates: creation skewed towards recent years.
  const creationDay = Math.floor(dayOf('1950-01-01') + Math.pow(rng.next(), 0.45) * (TODAY - 30 - dayOf('1950-01-01')));
  const creationYear = Math.floor(creationDay / 365.25) + 1970;
  const statutEntreprise = rng.weighted([['ACTIF', 84], ['RADIE', 14], ['INTERDIT', 1], ['SUSPENDU', 1]] as const);
  const radiationDay = statutEntreprise === 'RADIE' ? rng.int(Math.min(creationDay + 200, TODAY - 1), TODAY - 1) : null;
  const lastDay = radiationDay ?? TODAY;

  const personneMorale = kind !== 'EI';
  const registered = !FORMES_NON_IMMATRICULEES.has(forme) && !(kind === 'EI' && rng.chance(0.45));
  const statut = registered
    ? rng.weighted([['A', 70], ['B', 10], ['C', 6], ['D', 4], ['I', 4], ['NI', 3], ['AC', 3]] as const)
    : 'INSEE';
  const diffusionPartielle = kind === 'EI' && rng.chance(0.3);

  const trancheTable =
    kind === 'EI'
      ? TRANCHES_BY_FORME.EI!
      : kind === 'SA' || kind === 'SAD' || kind === 'SE'
        ? TRANCHES_BY_FORME.SA!
        : kind === 'SAS' || kind === 'SASU'
          ? TRANCHES_BY_FORME.SAS!
          : kind === 'SCI' || kind === 'CIVILE'
            ? TRANCHES_BY_FORME.CIVIL!
            : kind === 'ASSO'
              ? TRANCHES_BY_FORME.ASSO!
              : TRANCHES_BY_FORME.SMALL!;
  const drawnTranche = rng.weighted(trancheTable);
  const tranche = nc && TRANCHES_EFFECTIF[drawnTranche]!.rang > TRANCHES_EFFECTIF[TRANCHE_MAX_NC]!.rang ? TRANCHE_MAX_NC : drawnTranche;
  const rang = TRANCHES_EFFECTIF[tranche]!.rang;
  const categorie = kind === 'EI' || kind === 'ASSO' ? null : rang >= 12 ? 'GE' : rang >= 10 ? 'ETI' : 'PME';

  // The individual entrepreneur is drawn last, right before the identity that names the unit after them.
  const eiPerson = kind === 'EI' ? person(`p:${seed}:${index}:ei`, rng, nc, creationYear) : null;

  return {
    seed,
    index,
    rng,
    nc,
    forme,
    kind,
    act,
    commune,
    greffe,
    creationDay,
    creationYear,
    statutEntreprise,
    radiationDay,
    lastDay,
    personneMorale,
    registered,
    statut,
    diffusionPartielle,
    tranche,
    rang,
    categorie,
    eiPerson,
    slot: 0,
  };
}

/** The `entreprise` row; its head office address is filled in once the establishments exist. */
function identityOf(ctx: CompanyContext): EntrepriseRow {
  const { seed, index, rng, nc, forme, kind, act, commune, greffe, creationDay, radiationDay, personneMorale, registered, eiPerson } = ctx;
  const siren = nc ? null : sirenOf(seed, index);
  const ridet = nc ? ridetOf(seed, index) : null;
  const nom = eiPerson ? `${eiPerson.nom} ${eiPerson.prenoms!.split(' ')[0]}` : companyName(rng, kind, act, commune, nc);
  // A partially diffusible unit's name is a natural person's: it is not even stored.
  const denomination = ctx.diffusionPartielle ? null : nom;
  const words = nom.split(/\s+/).filter((w) => /^[A-Za-zÀ-ÿ]/.test(w) && w.length > 2);
  const sigle = personneMorale && kind !== 'SCI' && words.length >= 2 && rng.chance(0.08) ? words.map((w) => w[0]!.toUpperCase()).join('') : null;
  const anciens = personneMorale && rng.chance(0.06) ? [companyName(rng, kind, act, commune, nc)] : [];

  return {
    siren,
    ridet,
    numero_identification: (siren ?? ridet)!,
    denomination,
    sigle,
    denominations_precedentes: anciens.filter((a) => a !== nom),
    personne_morale: personneMorale,
    nom: eiPerson?.nom ?? null,
    prenoms: eiPerson?.prenoms ?? null,
    forme_juridique: forme,
    code_naf: act.naf,
    capital_social: nc ? capitalForNc(rng, kind, ctx.categorie) : capitalFor(rng, kind, ctx.categorie),
    devise: nc ? 'XPF' : 'EUR',
    date_creation: isoDay(creationDay),
    date_immatriculation: registered ? isoDay(creationDay + rng.int(0, 25)) : null,
    date_radiation: radiationDay === null ? null : isoDay(radiationDay),
    statut: ctx.statut,
    statut_entreprise: ctx.statutEntreprise,
    categorie_entreprise: ctx.categorie,
    tranche_effectif: ctx.tranche,
    code_greffe: registered ? (greffe?.code ?? null) : null,
    territoire: nc ? 'NC' : 'FR',
    diffusion_partielle: ctx.diffusionPartielle,
    source: 'CORPUS',
    siege_code_postal: null,
    siege_commune: null,
    siege_code_commune: null,
    departement: commune.departement,
    taille: tailleRang(ctx.tranche, ctx.categorie),
  };
}

/** Establishments: head office first. */
function establishmentsOf(ctx: CompanyContext, siren: string | null): EtablissementRow[] {
  const { rng, nc, kind, act, commune, creationDay, radiationDay, lastDay, rang } = ctx;
  const nEtab = Math.min(
    20,
    kind === 'EI' ? rng.weighted([[1, 92], [2, 8]] as const) : rang >= 10 ? rng.int(3, 20) : rang >= 6 ? rng.int(1, 6) : rng.weighted([[1, 80], [2, 14], [3, 6]] as const),
  );
  const etablissements: EtablissementRow[] = [];
  let seq = rng.int(1, 3);
  const firstPrenom = ctx.eiPerson?.prenoms?.split(' ')[0] ?? rng.pick(PRENOMS);
  for (let k = 0; k < nEtab; k++) {
    const siege = k === 0;
    const c = siege ? commune : nc ? communeTableNc.pick(rng) : nearbyCommune(rng, commune);
    const open = creationDay + (siege ? 0 : rng.int(0, Math.max(1, lastDay - creationDay)));
    const closed = radiationDay !== null ? radiationDay : !siege && rng.chance(0.15) ? rng.int(open, TODAY) : null;
    const retail = !!act.signs;
    const addr = address(rng, c, nc ? 'NOUVELLE-CALÉDONIE' : 'FRANCE');
    const nic = nc ? null : nicOf(siren!, seq);
    etablissements.push({
      siret: nc ? null : siren! + nic!,
      nic,
      rang: nc ? String(k).padStart(3, '0') : null,
      siege,
      enseignes: rng.chance(retail ? 0.55 : 0.12) ? [signName(rng, act, firstPrenom)] : [],
      denomination_usuelle: null,
      code_naf: act.naf,
      ...addr,
      date_creation: isoDay(open),
      date_fermeture: closed === null ? null : isoDay(closed),
      actif: closed === null,
      diffusion_partielle: ctx.diffusionPartielle,
    });
    seq += rng.int(1, 2);
  }
  return etablissements;
}

// ---------- executives ----------

/** A new executive's person: a quarter come from the shared pool (serial directors). */
function newPerson(ctx: CompanyContext): PersonneRow {
  const { seed, index, rng, nc } = ctx;
  ctx.slot++;
  if (rng.chance(0.25)) return pooledPerson(seed, rng.int(0, PERSON_POOL - 1), nc);
  return person(`p:${seed}:${index}:${ctx.slot}`, rng, nc, ctx.creationYear);
}

/** A day between the creation and the last day of the company. */
function since(ctx: CompanyContext): string {
  return isoDay(ctx.rng.int(ctx.creationDay, Math.max(ctx.creationDay, ctx.lastDay - 1)));
}

function dirigeant(ctx: CompanyContext, role: keyof typeof ROLES, p: PersonneRow | null, pm?: { denomination: string; numero: string | null }): FonctionRow {
  return {
    nature: 'DIRIGEANT',
    role,
    personne: p,
    pm_denomination: pm?.denomination ?? null,
    pm_numero: pm?.numero ?? null,
    date_debut: ctx.rng.chance(0.6) ? isoDay(ctx.creationDay) : since(ctx),
    date_fin: null,
    pourcentage_capital: null,
    pourcentage_votes: null,
    modalites_controle: [],
  };
}

/** A legal person executive: the holding of an earlier company of the corpus. */
function holdingOf(ctx: CompanyContext): { denomination: string; numero: string | null } {
  const { seed, index, rng, nc } = ctx;
  const j = Math.floor(rng.next() * Math.max(1, index));
  const other = new Rng(seed, j, 0xb01d);
  return { denomination: `${upper(surname(other, nc))} ${rng.pick(['HOLDING', 'PARTICIPATIONS', 'INVEST', 'FINANCIÈRE'])}`, numero: index > 0 && !nc ? sirenOf(seed, j) : null };
}

/** The serving executives the legal form calls for. */
function executivesOf(ctx: CompanyContext): FonctionRow[] {
  const { rng, kind, rang } = ctx;
  const fonctions: FonctionRow[] = [];
  switch (kind) {
    case 'EI':
      fonctions.push(dirigeant(ctx, 'EXPLOITANT', ctx.eiPerson));
      break;
    case 'SARL':
    case 'EURL':
    case 'SCI':
    case 'CIVILE':
    case 'SEL':
      fonctions.push(dirigeant(ctx, 'GERANT', newPerson(ctx)));
      if (kind !== 'EURL' && rng.chance(0.3)) fonctions.push(dirigeant(ctx, 'GERANT', newPerson(ctx)));
      break;
    case 'SAS':
    case 'SASU':
      fonctions.push(rng.chance(0.2) ? dirigeant(ctx, 'PRESIDENT', null, holdingOf(ctx)) : dirigeant(ctx, 'PRESIDENT', newPerson(ctx)));
      if (rng.chance(0.3)) fonctions.push(dirigeant(ctx, 'DG', newPerson(ctx)));
      if (rang >= 8 && rng.chance(0.4)) fonctions.push(dirigeant(ctx, 'DGD', newPerson(ctx)));
      break;
    case 'SA':
    case 'SE':
      fonctions.push(dirigeant(ctx, 'PCA', newPerson(ctx)));
      fonctions.push(dirigeant(ctx, 'DG', newPerson(ctx)));
      for (let k = rng.int(2, 5); k > 0; k--) fonctions.push(rng.chance(0.15) ? dirigeant(ctx, 'ADMIN', null, holdingOf(ctx)) : dirigeant(ctx, 'ADMIN', newPerson(ctx)));
      break;
    case 'SAD':
      fonctions.push(dirigeant(ctx, 'PDIR', newPerson(ctx)));
      fonctions.push(dirigeant(ctx, 'MDIR', newPerson(ctx)));
      fonctions.push(dirigeant(ctx, 'PCS', newPerson(ctx)));
      for (let k = rng.int(2, 4); k > 0; k--) fonctions.push(dirigeant(ctx, 'MCS', newPerson(ctx)));
      break;
    case 'SNC':
    case 'SCS':
      fonctions.push(dirigeant(ctx, 'GERANT', newPerson(ctx)));
      fonctions.push(dirigeant(ctx, 'ASSOCIE', newPerson(ctx)));
      fonctions.push(dirigeant(ctx, 'ASSOCIE', newPerson(ctx)));
      break;
    case 'ASSO':
      fonctions.push(dirigeant(ctx, 'PRESIDENT', newPerson(ctx)));
      break;
    case 'GIE':
      fonctions.push(dirigeant(ctx, 'ADMIN', newPerson(ctx)));
      fonctions.push(dirigeant(ctx, 'ADMIN', null, holdingOf(ctx)));
      break;
  }
  return fonctions;
}

/** A former executive, appended to `fonctions`. */
function formerExecutiveOf(ctx: CompanyContext, fonctions: FonctionRow[]): void {
  const { rng, kind, creationDay, lastDay } = ctx;
  if (ctx.personneMorale && kind !== 'ASSO' && rng.chance(0.2)) {
    const f = dirigeant(ctx, fonctions[0]?.role === 'PRESIDENT' ? 'PRESIDENT' : 'GERANT', newPerson(ctx));
    f.date_debut = isoDay(creationDay);
    f.date_fin = isoDay(rng.int(creationDay + 1, Math.max(creationDay + 2, lastDay)));
    fonctions.push(f);
  }
}

/** Auditors, appended to `fonctions`. */
function auditorsOf(ctx: CompanyContext, fonctions: FonctionRow[]): void {
  const { rng, nc, kind, rang } = ctx;
  const audited = kind === 'SA' || kind === 'SAD' || kind === 'SE' || ((kind === 'SAS' || kind === 'SASU') && rang >= 6 && rng.chance(0.7));
  if (audited) {
    const cabinet = `${rng.pick(['Cabinet', 'Audit', 'Fiduciaire', 'Expertise'])} ${surname(rng, nc)} ${rng.pick(['Audit', 'et Associés', 'Commissariat', 'Conseil'])}`;
    const cac = (role: 'CACTITh' | 'CACSUPh' | 'CACh', p: PersonneRow | null, pm: string | null): FonctionRow => ({
      nature: 'COMMISSAIRE_AUX_COMPTES',
      role,
      personne: p,
      pm_denomination: pm,
      pm_numero: null,
      date_debut: since(ctx),
      date_fin: null,
      pourcentage_capital: null,
      pourcentage_votes: null,
      modalites_controle: [],
    });
    if (rng.chance(0.05)) fonctions.push(cac('CACh', newPerson(ctx), null));
    else {
      fonctions.push(rng.chance(0.7) ? cac('CACTITh', null, cabinet) : cac('CACTITh', newPerson(ctx), null));
      if (rng.chance(0.6)) fonctions.push(cac('CACSUPh', newPerson(ctx), null));
    }
  }
}

/** Beneficial owners: natural persons controlling the company, appended to `fonctions`. */
function beneficialOwnersOf(ctx: CompanyContext, fonctions: FonctionRow[]): void {
  const { rng, kind, creationDay } = ctx;
  if (ctx.personneMorale && kind !== 'ASSO') {
    const n = rng.weighted([[1, 60], [2, 30], [3, 10]] as const);
    const executives = fonctions.filter((f) => f.nature === 'DIRIGEANT' && f.personne && !f.date_fin);
    let remaining = 100;
    for (let k = 0; k < n; k++) {
      const p = k < executives.length && rng.chance(0.6) ? executives[k]!.personne! : newPerson(ctx);
      const pct = k === n - 1 ? remaining : Math.max(25, Math.min(remaining - 25 * (n - k - 1), rng.int(25, 75)));
      remaining -= pct;
      const modalites = pct > 25 ? [MODALITES.CAPITAL, MODALITES.VOTES] : [MODALITES.CONTROLE];
      if (rng.chance(0.1)) modalites.push(MODALITES.INDIRECT);
      fonctions.push({
        nature: 'BENEFICIAIRE_EFFECTIF',
        role: 'BE',
        personne: p,
        pm_denomination: null,
        pm_numero: null,
        date_debut: isoDay(Math.max(creationDay, dayOf('2017-08-01'))),
        date_fin: null,
        pourcentage_capital: pct,
        pourcentage_votes: pct,
        modalites_controle: modalites,
      });
      if (remaining <= 0) break;
    }
  }
}

// ---------- accounts, deeds, procedures, registrations ----------

/** Revenue a head [min, max] and the smallest revenue a year, in euros and in CFP francs. */
const EUR_REVENUE = [60_000, 260_000, 20_000] as const;
const NC_REVENUE = [6_000_000, 20_000_000, 2_500_000] as const;

/** Key figures and annual accounts. */
function accountsOf(ctx: CompanyContext): { exercices: ExerciceRow[]; comptes: ComptesRow[] } {
  const { rng, nc, kind, personneMorale, lastDay, rang } = ctx;
  const exercices: ExerciceRow[] = [];
  const comptes: ComptesRow[] = [];
  const files = personneMorale && kind !== 'ASSO' && kind !== 'SCI' && kind !== 'CIVILE' ? rng.chance(0.75) : kind === 'EI' ? false : rng.chance(0.1);
  if (files) {
    const t = TRANCHES_EFFECTIF[ctx.tranche]!;
    const baseEffectif = rng.int(t.min, t.max);
    // Revenue per head and the smallest revenue, in units of the company's currency: euros, or
    // CFP francs for a New Caledonia company (6 to 20 million F a head, 2.5 million F at least).
    const [perHeadMin, perHeadMax, smallest] = nc ? NC_REVENUE : EUR_REVENUE;
    const perHead = rng.int(perHeadMin, perHeadMax);
    let ca = Math.max(smallest, (baseEffectif || 1) * perHead) * (0.6 + rng.next());
    const closingMonth = rng.weighted([[12, 80], [6, 8], [3, 6], [9, 6]] as const);
    const lastYear = Math.min(2024, Math.floor(lastDay / 365.25) + 1970 - (closingMonth === 12 ? 1 : 0));
    const years = Math.min(5, lastYear - ctx.creationYear);
    const confidentiel = rang <= 4 && rng.chance(0.25);
    for (let y = lastYear - years + 1; y <= lastYear; y++) {
      ca = ca * (0.9 + rng.next() * 0.25);
      const cloture = `${y}-${String(closingMonth).padStart(2, '0')}-${closingMonth === 6 || closingMonth === 9 ? '30' : closingMonth === 3 ? '31' : '31'}`;
      const effectif = Math.max(0, Math.round(baseEffectif * (0.85 + rng.next() * 0.3)));
      exercices.push({
        date_cloture: cloture,
        duree_mois: 12,
        chiffre_affaires: confidentiel ? null : Math.round(ca) * 100,
        resultat: confidentiel ? null : Math.round(ca * (0.04 + rng.gauss() * 0.06)) * 100,
        effectif: confidentiel ? null : effectif,
        confidentiel,
      });
      const depot = dayOf(cloture) + rng.int(90, 210);
      if (depot <= TODAY) {
        comptes.push({ date_cloture: cloture, date_depot: isoDay(depot), type: rang <= 4 ? 'SIMPLIFIES' : 'COMPLETS', confidentiel });
        if (ctx.categorie === 'GE') comptes.push({ date_cloture: cloture, date_depot: isoDay(depot + 10), type: 'CONSOLIDES', confidentiel: false });
      }
    }
  }
  return { exercices, comptes };
}

/** Filed deeds. */
function deedsOf(ctx: CompanyContext): ActeRow[] {
  const { rng, creationDay, radiationDay, lastDay } = ctx;
  const actes: ActeRow[] = [];
  if (ctx.registered && ctx.personneMorale) {
    const numero = (d: number) => `${isoDay(d).slice(0, 4)}-${String(rng.int(1, 99_999)).padStart(5, '0')}`;
    const d0 = creationDay + rng.int(0, 20);
    actes.push({ date_depot: isoDay(d0), numero_depot: numero(d0), type_acte: 'Statuts constitutifs', decisions: ['Constitution de la société', 'Nomination du représentant légal'] });
    for (let k = rng.weighted([[0, 35], [1, 25], [2, 20], [3, 12], [5, 8]] as const); k > 0; k--) {
      const t = rng.pick(TYPES_ACTES);
      const d = rng.int(d0, Math.max(d0, lastDay));
      actes.push({ date_depot: isoDay(d), numero_depot: numero(d), type_acte: t.type, decisions: t.decisions });
    }
    if (radiationDay !== null) {
      actes.push({ date_depot: isoDay(Math.max(d0, radiationDay - 30)), numero_depot: numero(radiationDay), type_acte: 'Dissolution et liquidation', decisions: ['Dissolution anticipée', 'Clôture de la liquidation'] });
    }
    actes.sort((a, b) => a.date_depot.localeCompare(b.date_depot));
  }
  return actes;
}

function mandataire(ctx: CompanyContext): string {
  return `SELARL ${surname(ctx.rng, ctx.nc)} & Associés, mandataire judiciaire`;
}

/** Collective procedures. */
function proceduresOf(ctx: CompanyContext, entreprise: EntrepriseRow): ProcedureRow[] {
  const { rng, creationDay, radiationDay, statutEntreprise } = ctx;
  const procedures: ProcedureRow[] = [];
  if (ctx.registered && (statutEntreprise === 'RADIE' ? rng.chance(0.2) : rng.chance(0.025))) {
    const start = statutEntreprise === 'RADIE' ? Math.max(creationDay + 100, radiationDay! - rng.int(100, 700)) : rng.int(Math.max(creationDay + 100, TODAY - 1500), TODAY - 10);
    const cessation = start - rng.int(10, 45);
    if (statutEntreprise === 'RADIE') {
      const type = rng.chance(0.5) ? 'LIQUIDATION_JUDICIAIRE_SIMPLIFIEE' : 'LIQUIDATION_JUDICIAIRE';
      const end = Math.max(start + 30, radiationDay!);
      procedures.push({
        type,
        date_jugement: isoDay(start),
        date_cessation_paiements: isoDay(cessation),
        date_cloture: isoDay(end),
        code_greffe: entreprise.code_greffe,
        mandataire: mandataire(ctx),
        evenements: [
          { date: isoDay(start), libelle: 'Jugement d’ouverture de liquidation judiciaire' },
          { date: isoDay(end), libelle: 'Jugement de clôture pour insuffisance d’actif' },
        ],
      });
    } else {
      const type = rng.weighted([['SAUVEGARDE', 30], ['REDRESSEMENT_JUDICIAIRE', 60], ['SAUVEGARDE_ACCELEREE', 10]] as const);
      const planned = rng.chance(0.4);
      const evenements = [{ date: isoDay(start), libelle: `Jugement d’ouverture (${type === 'REDRESSEMENT_JUDICIAIRE' ? 'redressement judiciaire' : 'sauvegarde'})` }];
      if (planned) evenements.push({ date: isoDay(Math.min(TODAY, start + rng.int(120, 400))), libelle: 'Jugement arrêtant le plan' });
      procedures.push({
        type,
        date_jugement: isoDay(start),
        date_cessation_paiements: type === 'REDRESSEMENT_JUDICIAIRE' ? isoDay(cessation) : null,
        date_cloture: null,
        code_greffe: entreprise.code_greffe,
        mandataire: mandataire(ctx),
        evenements,
      });
    }
  }
  return procedures;
}

/** Registrations: the main one, then one per other registry an establishment depends on. */
function registrationsOf(ctx: CompanyContext, entreprise: EntrepriseRow, etablissements: EtablissementRow[]): InscriptionRow[] {
  const { rng, nc, kind, act } = ctx;
  const inscriptions: InscriptionRow[] = [];
  if (ctx.registered) {
    const regYear = (entreprise.date_immatriculation ?? entreprise.date_creation!).slice(0, 4);
    const letter = kind === 'EI' ? 'A' : kind === 'SCI' || kind === 'CIVILE' ? 'D' : 'B';
    const registre: InscriptionRow['registre'] = nc ? 'RCS_NC' : kind === 'EI' && act.artisan ? 'RM' : kind === 'EI' && act.naf.startsWith('46.1') ? 'RSAC' : 'RCS';
    inscriptions.push({
      registre,
      type: 'PRINCIPALE',
      code_greffe: registre === 'RM' ? null : entreprise.code_greffe,
      numero_gestion: `${regYear}${letter}${String(rng.int(1, 99_999)).padStart(5, '0')}`,
      date_immatriculation: entreprise.date_immatriculation,
      date_radiation: entreprise.date_radiation,
    });
    const seen = new Set([entreprise.code_greffe]);
    for (const e of etablissements.slice(1)) {
      const g = greffeForCommune(e.code_commune);
      if (!g || seen.has(g.code) || registre !== 'RCS') continue;
      seen.add(g.code);
      inscriptions.push({
        registre,
        type: 'SECONDAIRE',
        code_greffe: g.code,
        numero_gestion: `${e.date_creation!.slice(0, 4)}${letter}${String(rng.int(1, 99_999)).padStart(5, '0')}`,
        date_immatriculation: e.date_creation,
        date_radiation: e.date_fermeture,
      });
    }
  }
  return inscriptions;
}

// ---------- registrations against the debtor ----------

/** Kinds registered against a trading company, and their share. */
export const SURETES_COMMERCIALES: readonly (readonly [TypeInscription, number])[] = [
  ['CREDIT_BAIL', 28],
  ['NANTISSEMENT_FONDS', 22],
  ['NANTISSEMENT_OUTILLAGE', 12],
  ['PRIVILEGE_TRESOR', 13],
  ['PRIVILEGE_SECURITE_SOCIALE', 11],
  ['RESERVE_PROPRIETE', 9],
  ['GAGE_STOCKS', 5],
];
/** A civil company (SCI...) has no business, tools or stocks to pledge. */
export const SURETES_CIVILES: readonly (readonly [TypeInscription, number])[] = [
  ['PRIVILEGE_TRESOR', 60],
  ['PRIVILEGE_SECURITE_SOCIALE', 15],
  ['CREDIT_BAIL', 25],
];
/** Amount as a share of a year's revenue [min, max], and a floor in units of the currency. */
const SURETE_MONTANT: Record<TypeInscription, readonly [number, number, number]> = {
  PRIVILEGE_TRESOR: [0.01, 0.08, 1_500],
  PRIVILEGE_SECURITE_SOCIALE: [0.01, 0.06, 1_000],
  NANTISSEMENT_FONDS: [0.1, 0.6, 15_000],
  NANTISSEMENT_OUTILLAGE: [0.03, 0.25, 8_000],
  GAGE_STOCKS: [0.05, 0.2, 10_000],
  CREDIT_BAIL: [0.02, 0.15, 5_000],
  RESERVE_PROPRIETE: [0.01, 0.08, 2_000],
  PROTET: [0.002, 0.02, 500],
};
/** Letter of the registration number, registry style ("2021 N 01234"). */
export const SURETE_LETTRE: Record<TypeInscription, string> = {
  PRIVILEGE_TRESOR: 'T',
  PRIVILEGE_SECURITE_SOCIALE: 'S',
  NANTISSEMENT_FONDS: 'N',
  NANTISSEMENT_OUTILLAGE: 'M',
  GAGE_STOCKS: 'G',
  CREDIT_BAIL: 'C',
  RESERVE_PROPRIETE: 'R',
  PROTET: 'P',
};
/** Privileges and pledges take effect for 10 years unless renewed. */
export const DIX_ANS: ReadonlySet<TypeInscription> = new Set(['PRIVILEGE_TRESOR', 'PRIVILEGE_SECURITE_SOCIALE', 'NANTISSEMENT_FONDS', 'NANTISSEMENT_OUTILLAGE', 'GAGE_STOCKS']);
export const XPF_PER_EUR = 119.332;
const REGION_NOM = new Map(REGIONS.map((r) => [r.code, r.nom]));

/** The ISO date `months` months after day number `day` (the 29th of February gives the 28th). */
export function addMonths(day: number, months: number): string {
  const d = new Date(day * 86_400_000);
  const total = d.getUTCMonth() + months;
  const y = d.getUTCFullYear() + Math.floor(total / 12);
  const m = total % 12;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return `${y}-${String(m + 1).padStart(2, '0')}-${String(Math.min(d.getUTCDate(), last)).padStart(2, '0')}`;
}

/** "de Lyon", "d'Amiens", "du Havre", "des Sables-d'Olonne". */
export function deVille(ville: string): string {
  if (ville.startsWith('Le ')) return `du ${ville.slice(3)}`;
  if (ville.startsWith('Les ')) return `des ${ville.slice(4)}`;
  return /^[aeiouyéèêâîôû]/i.test(ville) ? `d'${ville}` : `de ${ville}`;
}

/** The social-security collector of a department: its region's URSSAF, a CGSS overseas. */
export function urssaf(departement: string | null): string {
  const region = DEPARTEMENT_BY_CODE.get(departement ?? '')?.region;
  const nom = (region && REGION_NOM.get(region)) ?? DEPARTEMENT_BY_CODE.get(departement ?? '')?.nom;
  if (departement === '976') return 'Caisse de sécurité sociale de Mayotte';
  if (departement && departement.startsWith('97')) return `CGSS ${nom ?? 'des départements d’outre-mer'}`;
  return nom ? `URSSAF ${nom}` : 'URSSAF';
}

/**
 * Who holds a registration of `type` against a company: the tax office or social-security collector
 * of its place for a privilege, a lessor for a lease, `supplier()` for a reservation of title, a
 * bank otherwise (New Caledonia's own for a company there). Draws from `rng` only what its case needs.
 */
export function creancierOf(
  type: TypeInscription,
  company: { nc: boolean; siege_commune: string | null; departement: string | null },
  rng: Rng,
  supplier: () => string,
): string {
  const { nc } = company;
  switch (type) {
    case 'PRIVILEGE_TRESOR':
      return nc ? 'Direction des services fiscaux de la Nouvelle-Calédonie' : `Service des impôts des entreprises ${deVille(company.siege_commune ?? 'Paris')}`;
    case 'PRIVILEGE_SECURITE_SOCIALE':
      return nc ? 'CAFAT' : rng.chance(0.85) ? urssaf(company.departement) : rng.pick(CAISSES_COMPLEMENTAIRES);
    case 'CREDIT_BAIL':
      return rng.weighted(nc ? BANQUES_NC : CREDIT_BAILLEURS);
    case 'RESERVE_PROPRIETE':
      return supplier();
    default:
      return rng.weighted(nc ? BANQUES_NC : BANQUES);
  }
}

/**
 * Registrations against a company registered at a greffe: about one such company in six has 1 to 4
 * (some 15 % of the corpus), older companies more often, and nearly every company under a collective
 * procedure has the Treasury's or social security's privilege registered in the two years before
 * the judgement. Registration dates fall between registration at the greffe and the removal or the
 * reference date, recent ones more likely.
 * Drawn from their own generator, so the rest of company #index does not depend on them.
 */
function suretesOf(
  seed: number,
  index: number,
  e: EntrepriseRow,
  ctx: { civil: boolean; exercices: ExerciceRow[]; procedures: ProcedureRow[] },
): SureteRow[] {
  const codeGreffe = e.code_greffe;
  if (!codeGreffe) return [];
  const rng = new Rng(seed, index, 0x5e7e);
  const from = dayOf(e.date_immatriculation ?? e.date_creation!) + 30;
  const until = Math.min(TODAY, e.date_radiation ? dayOf(e.date_radiation) : TODAY);
  if (until <= from) return [];
  const procedure = ctx.procedures[0];
  const years = (TODAY - from) / 365.25;
  const chance = procedure ? 0.85 : Math.min(0.35, 0.02 + 0.006 * years) * (ctx.civil ? 0.4 : 1);
  if (!rng.chance(chance)) return [];

  const nc = e.territoire === 'NC';
  const jugement = procedure ? dayOf(procedure.date_jugement) : null;
  // After a liquidation is ordered, no creditor registers anything against the debtor.
  const last = jugement !== null && procedure!.type.startsWith('LIQUIDATION') ? Math.min(until, jugement - 1) : until;
  // A year's revenue in units of the currency: the latest known, else guessed from the headcount.
  const ca = ctx.exercices.reduce<number | null>((v, x) => (x.chiffre_affaires !== null ? x.chiffre_affaires / 100 : v), null);
  const t = TRANCHES_EFFECTIF[e.tranche_effectif ?? 'NN'] ?? TRANCHES_EFFECTIF.NN!;
  const revenue = Math.min(20_000_000 * (nc ? XPF_PER_EUR : 1), ca ?? Math.max(80_000, ((t.min + t.max) / 2) * 120_000) * (nc ? XPF_PER_EUR : 1));
  /** A day in [a, b], recent days more likely: older registrations have often lapsed. */
  const dayIn = (a: number, b: number) => b - Math.floor(Math.pow(rng.next(), 2.5) * (b - a + 1));

  const kinds: TypeInscription[] = [];
  if (jugement !== null) {
    const first = rng.chance(0.6) ? 'PRIVILEGE_TRESOR' : 'PRIVILEGE_SECURITE_SOCIALE';
    kinds.push(first);
    if (rng.chance(0.5)) kinds.push(first === 'PRIVILEGE_TRESOR' ? 'PRIVILEGE_SECURITE_SOCIALE' : 'PRIVILEGE_TRESOR');
  }
  for (let n = rng.weighted([[1, 50], [2, 27], [3, 15], [4, 8]] as const) - kinds.length; n > 0; n--) {
    kinds.push(rng.weighted(ctx.civil ? SURETES_CIVILES : SURETES_COMMERCIALES));
  }

  const suretes: SureteRow[] = [];
  for (const type of kinds) {
    const privilege = type === 'PRIVILEGE_TRESOR' || type === 'PRIVILEGE_SECURITE_SOCIALE';
    // Privileges of a company under a procedure: the unpaid taxes and contributions before it.
    const a = privilege && jugement !== null ? Math.max(from, jugement - 730) : from;
    const b = privilege && jugement !== null ? Math.min(last, jugement - 15) : last;
    if (b < a) continue;
    const day = dayIn(a, b);
    const [min, max, floor] = SURETE_MONTANT[type];
    const units = Math.max(floor * (nc ? XPF_PER_EUR : 1), revenue * (min + rng.next() * (max - min)));
    const step = type === 'NANTISSEMENT_FONDS' || type === 'NANTISSEMENT_OUTILLAGE' || type === 'GAGE_STOCKS' ? 100 : 1;
    const creancier = creancierOf(type, { nc, siege_commune: e.siege_commune, departement: e.departement }, rng, () => `${upper(surname(rng, nc))} ${rng.pick(FOURNISSEURS)}${rng.chance(0.5) ? ' SAS' : ''}`);
    // Privileges and pledges last 10 years; a lease until the end of its contract; a reservation
    // of title until the goods are paid for, when a date is given at all.
    let fin: string | null = null;
    if (DIX_ANS.has(type)) fin = addMonths(day, 120);
    else if (type === 'CREDIT_BAIL') fin = rng.chance(0.85) ? addMonths(day, rng.pick([36, 48, 60, 72, 84])) : null;
    else if (rng.chance(0.4)) fin = addMonths(day, rng.int(6, 24));
    suretes.push({
      numero: `${isoDay(day).slice(0, 4)} ${SURETE_LETTRE[type]} ${String(rng.int(1, 99_999)).padStart(5, '0')}`,
      type_inscription: type,
      date_inscription: isoDay(day),
      date_effet_fin: fin,
      creancier,
      montant: type === 'RESERVE_PROPRIETE' && rng.chance(0.1) ? null : Math.round(units / step) * step * 100,
      devise: e.devise,
      code_greffe: codeGreffe,
    });
  }
  return suretes.sort((x, y) => x.date_inscription.localeCompare(y.date_inscription));
}
