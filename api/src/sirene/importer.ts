// Importer for INSEE's public SIRENE stock files (StockUniteLegale, StockEtablissement).
// Columns are mapped by header name, so the current 35-column legal-unit layout, the older
// 33-column one and the establishment layouts all load. Each file is read, checked and mapped row
// by row (a rejected row is reported with its line and reason) and copied (COPY) into an unlogged
// staging table; one set-based upsert per file then writes what is new or changed, and a row that
// has not changed is left alone, so re-importing the same file changes nothing. On a first load
// the search indexes are dropped before and built once at the end.
// statutDiffusion = P: no natural person's name or street address is stored for the unit.
// A re-import records what changed on companies already known (name, administrative state, main
// activity, head office and its address) as change events, in the transaction of the upsert that
// changes them; change detection then turns them into revelations.
import fs from 'node:fs';
import { createHash } from 'node:crypto';
import { isValidSiren, isValidSiret } from '@portail/shared/api';
import type { CodeEvenement } from '@portail/shared/api/monitoring';
import type { Database, Queryable } from '../db/types';
import { type DetectionResult, type NewEvent, detectRevelations, recordEvents } from '../modules/monitoring';
import { adresse, enqueueSearchDrain } from '../modules/companies';
import { PARIS_TODAY } from '../db/days';
import { normaliseNafCode } from '@portail/shared/format';
import { nafLabel } from '../data/naf';
import { departementOfCommune } from '../data/geo';
import { tailleRang } from '../data/effectifs';
import { type Col, ENTREPRISE_COLS, ETABLISSEMENT_COLS, copyText, refreshSearch, refreshSearchOf, sqlType } from '../corpus/writer';
import { createSearchIndexes, dropSearchIndexes } from '../corpus/seed';
import { readCsv } from './csv';

export const UNITE_LEGALE_COLUMNS_35 = [
  'siren', 'statutDiffusionUniteLegale', 'unitePurgeeUniteLegale', 'dateCreationUniteLegale', 'sigleUniteLegale',
  'sexeUniteLegale', 'prenom1UniteLegale', 'prenom2UniteLegale', 'prenom3UniteLegale', 'prenom4UniteLegale',
  'prenomUsuelUniteLegale', 'pseudonymeUniteLegale', 'identifiantAssociationUniteLegale', 'trancheEffectifsUniteLegale',
  'anneeEffectifsUniteLegale', 'dateDernierTraitementUniteLegale', 'nombrePeriodesUniteLegale', 'categorieEntreprise',
  'anneeCategorieEntreprise', 'dateDebut', 'etatAdministratifUniteLegale', 'nomUniteLegale', 'nomUsageUniteLegale',
  'denominationUniteLegale', 'denominationUsuelle1UniteLegale', 'denominationUsuelle2UniteLegale',
  'denominationUsuelle3UniteLegale', 'categorieJuridiqueUniteLegale', 'activitePrincipaleUniteLegale',
  'nomenclatureActivitePrincipaleUniteLegale', 'nicSiegeUniteLegale', 'economieSocialeSolidaireUniteLegale',
  'societeMissionUniteLegale', 'caractereEmployeurUniteLegale', 'activitePrincipaleNAF25UniteLegale',
] as const;
/** Older files lack societeMissionUniteLegale and activitePrincipaleNAF25UniteLegale. */
export const UNITE_LEGALE_COLUMNS_33 = UNITE_LEGALE_COLUMNS_35.filter(
  (c) => c !== 'societeMissionUniteLegale' && c !== 'activitePrincipaleNAF25UniteLegale',
);
/** The current StockEtablissement layout (older files lack some columns: they map by name too). */
export const ETABLISSEMENT_COLUMNS = [
  'siren', 'nic', 'siret', 'statutDiffusionEtablissement', 'dateCreationEtablissement',
  'trancheEffectifsEtablissement', 'anneeEffectifsEtablissement', 'activitePrincipaleRegistreMetiersEtablissement',
  'dateDernierTraitementEtablissement', 'etablissementSiege', 'nombrePeriodesEtablissement',
  'complementAdresseEtablissement', 'numeroVoieEtablissement', 'indiceRepetitionEtablissement',
  'dernierNumeroVoieEtablissement', 'indiceRepetitionDernierNumeroVoieEtablissement', 'typeVoieEtablissement',
  'libelleVoieEtablissement', 'codePostalEtablissement', 'libelleCommuneEtablissement',
  'libelleCommuneEtrangerEtablissement', 'distributionSpecialeEtablissement', 'codeCommuneEtablissement',
  'codeCedexEtablissement', 'libelleCedexEtablissement', 'codePaysEtrangerEtablissement',
  'libellePaysEtrangerEtablissement', 'identifiantAdresseEtablissement', 'coordonneeLambertAbscisseEtablissement',
  'coordonneeLambertOrdonneeEtablissement', 'complementAdresse2Etablissement', 'numeroVoie2Etablissement',
  'indiceRepetition2Etablissement', 'typeVoie2Etablissement', 'libelleVoie2Etablissement',
  'codePostal2Etablissement', 'libelleCommune2Etablissement', 'libelleCommuneEtranger2Etablissement',
  'distributionSpeciale2Etablissement', 'codeCommune2Etablissement', 'codeCedex2Etablissement',
  'libelleCedex2Etablissement', 'codePaysEtranger2Etablissement', 'libellePaysEtranger2Etablissement', 'dateDebut',
  'etatAdministratifEtablissement', 'enseigne1Etablissement', 'enseigne2Etablissement', 'enseigne3Etablissement',
  'denominationUsuelleEtablissement', 'activitePrincipaleEtablissement',
  'nomenclatureActivitePrincipaleEtablissement', 'caractereEmployeurEtablissement',
  'activitePrincipaleNAF25Etablissement',
] as const;
const UNITE_LEGALE_REQUIRED = ['siren', 'statutDiffusionUniteLegale', 'etatAdministratifUniteLegale', 'categorieJuridiqueUniteLegale'];
const ETABLISSEMENT_REQUIRED = ['siren', 'nic', 'siret', 'etablissementSiege', 'etatAdministratifEtablissement'];

/** INSEE street-type codes (typeVoie) and their words. */
export const TYPES_VOIE: Record<string, string> = {
  ALL: 'allée', AV: 'avenue', BD: 'boulevard', CAR: 'carrefour', CHE: 'chemin', CHS: 'chaussée', CITE: 'cité',
  COR: 'corniche', CRS: 'cours', DOM: 'domaine', DSC: 'descente', ECA: 'écart', ESP: 'esplanade', FG: 'faubourg',
  GR: 'grande rue', HAM: 'hameau', HLE: 'halle', IMP: 'impasse', LD: 'lieu-dit', LOT: 'lotissement', MAR: 'marché',
  MTE: 'montée', PAS: 'passage', PL: 'place', PLN: 'plaine', PLT: 'plateau', PRO: 'promenade', PRV: 'parvis',
  QUA: 'quartier', QUAI: 'quai', RES: 'résidence', RLE: 'ruelle', ROC: 'rocade', RPT: 'rond-point', RTE: 'route',
  RUE: 'rue', SEN: 'sente', SQ: 'square', TPL: 'terre-plein', TRA: 'traverse', VLA: 'villa', VLGE: 'village',
};
const INDICES: Record<string, string> = { B: 'bis', T: 'ter', Q: 'quater', C: 'quinquies' };

export type Layout = 'UNITE_LEGALE_35' | 'UNITE_LEGALE_33' | 'UNITE_LEGALE_AUTRE' | 'ETABLISSEMENT';

/** A file that is not the SIRENE stock file it was given as. */
export class SireneFileError extends Error {}

export interface Rejet {
  fichier: string;
  ligne: number;
  identifiant: string | null;
  raison: string;
}

export interface FileStats {
  fichier: string;
  layout: Layout;
  colonnes: number;
  lues: number;
  inserees: number;
  modifiees: number;
  inchangees: number;
  rejetees: number;
  /** Change events recorded for companies already known. */
  evenements: number;
  ms: number;
  lignesParSeconde: number;
}

export interface ImportOptions {
  unitesLegales?: string;
  etablissements?: string;
  batchSize?: number;
  /** Called with the bytes read so far of the current file, its size and the rows read. */
  onProgress?: (p: { fichier: string; octets: number; total: number; lignes: number }) => void;
  onRejet?: (r: Rejet) => void;
  /** Recompute search columns of the touched companies (default true). */
  refresh?: boolean;
  /**
   * Drop the search indexes during the load and build them once at the end. Default: only when
   * the company table is empty (a first load of the full stock), since searches suffer meanwhile.
   */
  bulk?: boolean;
  /**
   * Record a change event for each changed field of a company already known. Default: unless the
   * company table is empty (a first load reveals nothing).
   */
  evenements?: boolean;
}

export interface ImportResult {
  fichiers: FileStats[];
  rejets: Rejet[];
  /** Whether the search indexes were dropped and rebuilt. */
  bulk: boolean;
  /** Change events recorded, all files together. */
  evenements: number;
  /** Change detection run once the import committed: events detected, revelations made. */
  detection: DetectionResult;
  /** Whole import: files, search columns and, in bulk mode, index builds. */
  ms: number;
  /** Its steps (ms): the files read and merged, the search columns refreshed, the search indexes built. */
  etapes: { fichiers: number; recherche: number; index: number };
  lignesParSeconde: number;
}

const ND = '[ND]';
/** Empty strings and the literal [ND] (non-diffusible) become null. */
const val = (v: string | undefined): string | null => (v === undefined || v === '' || v === ND ? null : v);
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** A calendar date written YYYY-MM-DD (checked by arithmetic: two per row, millions of rows). */
const isoDate = (v: string | undefined): string | null | 'INVALID' => {
  const x = val(v);
  if (!x) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(x)) return 'INVALID';
  const y = Number(x.slice(0, 4));
  const m = Number(x.slice(5, 7));
  const d = Number(x.slice(8, 10));
  const leap = m === 2 && ((y % 4 === 0 && y % 100 !== 0) || y % 400 === 0);
  return m >= 1 && m <= 12 && d >= 1 && d <= DAYS_IN_MONTH[m - 1]! + (leap ? 1 : 0) ? x : 'INVALID';
};
const bool = (v: string | undefined) => v === 'true' || v === 'O';

/**
 * Builds the rows of one header: an object literal with the header's keys in order, so that every
 * row shares one shape (adding 35 to 54 keys one by one to each of millions of rows costs more than
 * mapping them). The keys are JSON string literals: any header text stays a key.
 */
function rowFactory(header: string[]): (fields: string[]) => Record<string, string> {
  return new Function('f', `return {${header.map((h, i) => `${JSON.stringify(h)}: f[${i}] ?? ''`).join(', ')}};`) as (fields: string[]) => Record<string, string>;
}

/** The file's rows, a chunk at a time (one await per chunk, not per row), with the header. */
async function* csvRows(
  file: string,
  onBytes: (n: number) => void,
): AsyncGenerator<{ header: string[]; rows: { row: Record<string, string>; line: number }[] }> {
  const stream = fs.createReadStream(file, { highWaterMark: 1 << 20 });
  let bytes = 0;
  stream.on('data', (chunk) => {
    bytes += chunk.length;
    onBytes(bytes);
  });
  let header: string[] | null = null;
  let makeRow: ((fields: string[]) => Record<string, string>) | null = null;
  for await (const records of readCsv(stream)) {
    const rows: { row: Record<string, string>; line: number }[] = [];
    for (const { fields, line } of records) {
      if (!header || !makeRow) {
        header = fields.map((x) => x.trim());
        makeRow = rowFactory(header);
        continue;
      }
      rows.push({ row: makeRow(fields), line });
    }
    if (header && rows.length) yield { header, rows };
  }
}

function detectLayout(header: string[]): Layout {
  if (header.includes('siret')) return 'ETABLISSEMENT';
  const set = new Set(header);
  if (header.length === 35 && UNITE_LEGALE_COLUMNS_35.every((c) => set.has(c))) return 'UNITE_LEGALE_35';
  if (header.length === 33 && UNITE_LEGALE_COLUMNS_33.every((c) => set.has(c))) return 'UNITE_LEGALE_33';
  return 'UNITE_LEGALE_AUTRE';
}

type Row = Record<string, unknown>;

/**
 * When the state of a row took effect: for a legal unit, the start of its current period (name,
 * state and activity are the variables INSEE dates that way), else the day INSEE last processed
 * it; for an establishment, that day.
 */
function changeDate(kind: 'UL' | 'ET', r: Record<string, string>): string | null {
  const debut = kind === 'UL' ? isoDate(r.dateDebut) : null;
  if (debut && debut !== 'INVALID') return debut;
  const traitement = isoDate((kind === 'UL' ? r.dateDernierTraitementUniteLegale : r.dateDernierTraitementEtablissement)?.slice(0, 10));
  return traitement && traitement !== 'INVALID' ? traitement : null;
}

/** One StockUniteLegale row -> entreprise row, or the reason it is rejected. */
export function mapUniteLegale(r: Record<string, string>): Row | string {
  const siren = r.siren?.trim() ?? '';
  if (!/^\d{9}$/.test(siren)) return 'SIREN absent ou mal formé (9 chiffres attendus)';
  if (!isValidSiren(siren)) return 'SIREN invalide (clé de contrôle)';
  const diffusion = r.statutDiffusionUniteLegale;
  if (diffusion !== 'O' && diffusion !== 'P') return `statutDiffusionUniteLegale inconnu : « ${diffusion ?? ''} »`;
  const etat = r.etatAdministratifUniteLegale;
  if (etat !== 'A' && etat !== 'C') return `etatAdministratifUniteLegale inconnu : « ${etat ?? ''} »`;
  const cj = r.categorieJuridiqueUniteLegale;
  if (!cj || !/^\d{4}$/.test(cj)) return 'categorieJuridiqueUniteLegale absente ou mal formée';
  const creation = isoDate(r.dateCreationUniteLegale);
  const debut = isoDate(r.dateDebut);
  if (creation === 'INVALID') return 'dateCreationUniteLegale invalide';
  if (debut === 'INVALID') return 'dateDebut invalide';
  const partielle = diffusion === 'P';
  const personneMorale = !cj.startsWith('1');
  const nomenclature = val(r.nomenclatureActivitePrincipaleUniteLegale);
  const codeNaf = nomenclature === 'NAFRev2' ? normaliseNafCode(r.activitePrincipaleUniteLegale) : null;
  let denomination: string | null;
  let nom: string | null = null;
  let prenoms: string | null = null;
  if (personneMorale) {
    denomination = val(r.denominationUniteLegale) ?? val(r.denominationUsuelle1UniteLegale);
  } else if (partielle) {
    // A natural person who asked for partial diffusion: nothing of the name is kept.
    denomination = null;
  } else {
    nom = val(r.nomUsageUniteLegale) ?? val(r.nomUniteLegale);
    prenoms = [r.prenom1UniteLegale, r.prenom2UniteLegale, r.prenom3UniteLegale, r.prenom4UniteLegale].map(val).filter(Boolean).join(' ') || null;
    const prenom = val(r.prenomUsuelUniteLegale) ?? val(r.prenom1UniteLegale);
    denomination = [nom, prenom].filter(Boolean).join(' ') || null;
  }
  const tranche = val(r.trancheEffectifsUniteLegale);
  const categorie = val(r.categorieEntreprise);
  return {
    siren,
    ridet: null,
    numero_identification: siren,
    denomination,
    sigle: partielle && !personneMorale ? null : val(r.sigleUniteLegale),
    denominations_precedentes: [],
    personne_morale: personneMorale,
    nom,
    prenoms,
    forme_juridique: cj,
    code_naf: codeNaf,
    capital_social: null,
    devise: 'EUR',
    date_creation: creation,
    date_immatriculation: null,
    date_radiation: etat === 'C' ? debut : null,
    statut: 'INSEE',
    statut_entreprise: etat === 'A' ? 'ACTIF' : 'RADIE',
    categorie_entreprise: categorie && ['PME', 'ETI', 'GE'].includes(categorie) ? categorie : null,
    tranche_effectif: tranche,
    code_greffe: null,
    territoire: 'FR',
    diffusion_partielle: partielle,
    source: 'SIRENE',
    siege_code_postal: null,
    siege_commune: null,
    siege_code_commune: null,
    departement: null,
    taille: tailleRang(tranche, categorie),
  };
}

/** One StockEtablissement row -> etablissement row (plus its siren), or the reason it is rejected. */
export function mapEtablissement(r: Record<string, string>): Row | string {
  const siren = r.siren?.trim() ?? '';
  const siret = r.siret?.trim() ?? '';
  if (!/^\d{14}$/.test(siret)) return 'SIRET absent ou mal formé (14 chiffres attendus)';
  if (!isValidSiret(siret)) return 'SIRET invalide (clé de contrôle)';
  if (siret.slice(0, 9) !== siren || siret.slice(9) !== r.nic) return 'SIRET incohérent avec siren et nic';
  const etat = r.etatAdministratifEtablissement;
  if (etat !== 'A' && etat !== 'F') return `etatAdministratifEtablissement inconnu : « ${etat ?? ''} »`;
  const creation = isoDate(r.dateCreationEtablissement);
  const debut = isoDate(r.dateDebut);
  if (creation === 'INVALID') return 'dateCreationEtablissement invalide';
  if (debut === 'INVALID') return 'dateDebut invalide';
  const partielle = r.statutDiffusionEtablissement === 'P';
  const codeCommune = val(r.codeCommuneEtablissement);
  const etranger = val(r.libellePaysEtrangerEtablissement);
  const nomenclature = val(r.nomenclatureActivitePrincipaleEtablissement);
  const typeVoie = val(r.typeVoieEtablissement);
  const indice = val(r.indiceRepetitionEtablissement);
  return {
    siren,
    siret,
    nic: r.nic,
    rang: null,
    siege: bool(r.etablissementSiege),
    enseignes: [r.enseigne1Etablissement, r.enseigne2Etablissement, r.enseigne3Etablissement].map(val).filter((x): x is string => !!x),
    denomination_usuelle: val(r.denominationUsuelleEtablissement),
    code_naf: nomenclature === 'NAFRev2' ? normaliseNafCode(r.activitePrincipaleEtablissement) : null,
    // Street address of a partially diffusible establishment is not kept ([ND] in the file anyway).
    numero_voie: partielle ? null : val(r.numeroVoieEtablissement),
    indice_repetition: partielle || !indice ? null : (INDICES[indice] ?? indice.toLowerCase()),
    type_voie: partielle || !typeVoie ? null : (TYPES_VOIE[typeVoie] ?? typeVoie.toLowerCase()),
    libelle_voie: partielle ? null : val(r.libelleVoieEtablissement),
    complement: partielle ? null : val(r.complementAdresseEtablissement),
    code_postal: val(r.codePostalEtablissement),
    commune: val(r.libelleCommuneEtablissement) ?? val(r.libelleCommuneEtrangerEtablissement),
    code_commune: codeCommune,
    departement: codeCommune ? departementOfCommune(codeCommune) : null,
    pays: etranger ?? 'FRANCE',
    date_creation: creation,
    date_fermeture: etat === 'F' ? debut : null,
    actif: etat === 'A',
    diffusion_partielle: partielle,
  };
}

// ---------- writing: COPY into a staging table, then one set-based statement per file ----------

/** Columns of the staging tables beside the mapped row: where it was read, and when its state took effect. */
const STAGING_EXTRA: readonly Col[] = [
  ['ligne', 'int'],
  ['date_changement', 'date'],
];
const UL_STAGING: readonly Col[] = [...ENTREPRISE_COLS, ...STAGING_EXTRA];
const ET_ROW_COLS = ETABLISSEMENT_COLS.filter(([n]) => n !== 'entreprise_id');
const ET_STAGING: readonly Col[] = [['siren', 'text'], ...ET_ROW_COLS, ...STAGING_EXTRA];

const UL_NAMES = ENTREPRISE_COLS.map(([n]) => n);
const ET_NAMES = ET_ROW_COLS.map(([n]) => n);
const UL_UPDATABLE = UL_NAMES.filter((n) => !['siren', 'numero_identification', 'ridet', 'siege_code_postal', 'siege_commune', 'siege_code_commune', 'departement', 'code_greffe', 'capital_social', 'date_immatriculation', 'denominations_precedentes'].includes(n));
const ET_UPDATABLE = ET_NAMES.filter((n) => !['siret', 'rang'].includes(n));

function distinctClause(table: string, cols: string[]): string {
  return `(${cols.map((c) => `${table}.${c}`).join(', ')}) is distinct from (${cols.map((c) => `excluded.${c}`).join(', ')})`;
}

/** An unlogged table of the import's own, dropped at its end (a crash leaves it to the next clean-up). */
async function createStaging(db: Database, kind: 'UL' | 'ET'): Promise<string> {
  const name = `sirene_import_${kind.toLowerCase()}_${process.pid}_${Date.now().toString(36)}`;
  const cols = kind === 'UL' ? UL_STAGING : ET_STAGING;
  await db.exec(`create unlogged table ${name} (${cols.map(([n, t]) => `${n} ${sqlType(t)}`).join(', ')})`);
  return name;
}

/** Staging tables left by an import that did not end (a crashed process): older than a day. */
async function dropStaleStaging(db: Database): Promise<void> {
  const stale = await db.query<{ name: string }>(
    `select c.relname as name from pg_class c
      where c.relkind = 'r' and c.relname like 'sirene\\_import\\_%' and c.relpersistence = 'u'
        and c.relnamespace in (select oid from pg_namespace where nspname = any (current_schemas(false)))`,
  );
  const dayAgo = Date.now() - 86_400_000;
  for (const { name } of stale) {
    const stamp = parseInt(name.split('_').pop() ?? '', 36);
    if (Number.isFinite(stamp) && stamp < dayAgo) await db.exec(`drop table if exists ${name}`);
  }
}

/** What a change event of a SIRENE row needs besides the change itself. */
interface ChangeContext {
  /** Today in Paris, for rows whose file gives no date. */
  today: string;
  events: NewEvent[];
}

const shortHash = (s: string) => createHash('md5').update(s).digest('base64url').slice(0, 12);

function addEvent(
  ctx: ChangeContext,
  row: { siren: string; date: string | null },
  entrepriseId: number,
  code: CodeEvenement,
  ancienne: string | null,
  nouvelle: string | null,
): void {
  const date = row.date ?? ctx.today;
  ctx.events.push({
    entreprise_id: entrepriseId,
    code,
    ancienne_valeur: ancienne,
    nouvelle_valeur: nouvelle,
    date_evenement: date,
    source: 'SIRENE',
    // The same change read again (a re-run after a failure, the same file) has the same key.
    cle: `sirene:${row.siren}:${code}:${date}:${shortHash(`${ancienne ?? ''}\u001f${nouvelle ?? ''}`)}`,
  });
}

const etatLabel = (statut: string | null) => (statut === 'ACTIF' ? 'Active' : 'Cessée');
const activiteLabel = (code: string) => {
  const libelle = nafLabel(code);
  return libelle ? `${code} (${libelle})` : code;
};

/** What one merge wrote: counts, and the ids of the companies it touched. */
interface Merged {
  inserted: number;
  updated: number;
  lo: number | null;
  hi: number | null;
  /** The touched company ids, while there are at most TOUCHED_IDS_MAX of them. */
  ids: number[] | null;
}

/** The companies an import wrote: their id range, and their ids while there are few. */
interface Touched {
  min: number;
  max: number;
  ids: Set<number> | null;
}
const TOUCHED_IDS_MAX = 500_000;

function touch(touched: Touched, m: Merged): void {
  if (m.lo === null || m.hi === null) return;
  touched.min = Math.min(touched.min, m.lo);
  touched.max = Math.max(touched.max, m.hi);
  if (!touched.ids) return;
  if (!m.ids) touched.ids = null;
  else {
    for (const id of m.ids) touched.ids.add(id);
    if (touched.ids.size > TOUCHED_IDS_MAX) touched.ids = null;
  }
}

/** Counts and touched ids of a written set `w` (returning entreprise `id` and `inserted`), in one row. */
const SUMMARY = `select count(*) filter (where inserted)::int as inserted, count(*) filter (where not inserted)::int as updated,
  min(id) as lo, max(id) as hi, case when count(*) <= ${TOUCHED_IDS_MAX} then array_agg(distinct id) end as ids from w`;

/** One of `of` parts of a staging table, by a hash of its key: a first load merges them side by side. */
interface Part {
  of: number;
  index: number;
}

/** The staged rows of one identifier: the last one read wins (a statement cannot write a row twice). */
const dedupe = (staging: string, key: string, cols: readonly string[], part?: Part) =>
  `select distinct on (${key}) ${cols.join(', ')} from ${staging}
    ${part ? `where abs(hashtext(${key})::bigint) % ${part.of} = ${part.index}` : ''} order by ${key}, ligne desc`;

/** Upserts the staged legal units; rows that did not change are not written. */
async function mergeUnites(q: Queryable, staging: string, changes: ChangeContext | null, part?: Part): Promise<Merged> {
  const upsert = `insert into entreprise (${UL_NAMES.join(', ')}) select ${UL_NAMES.join(', ')} from s
     on conflict (siren) do update set ${UL_UPDATABLE.map((c) => `${c} = excluded.${c}`).join(', ')}, maj = now()
     where ${distinctClause('entreprise', UL_UPDATABLE)}
     returning id, (xmax = 0) as inserted, siren, denomination, statut_entreprise, code_naf`;
  const s = `s as (${dedupe(staging, 'siren', [...UL_NAMES, 'date_changement'], part)})`;
  if (!changes) {
    const [m] = await q.query<Merged>(`with ${s}, w as (${upsert}) ${SUMMARY}`);
    return m!;
  }
  // Beside each written row, the stored one as it was: the statement's snapshot precedes its writes.
  type Written = { id: number; inserted: boolean; siren: string; date: string | null; denomination: string | null; statut_entreprise: string; code_naf: string | null };
  type Before = { a_denomination: string | null; a_statut: string; a_code_naf: string | null };
  const out = await q.query<Written & Before>(
    `with ${s}, w as (${upsert})
     select w.*, s.date_changement::text as date, a.denomination as a_denomination, a.statut_entreprise as a_statut, a.code_naf as a_code_naf
       from w join s on s.siren = w.siren left join entreprise a on a.id = w.id and not w.inserted`,
  );
  for (const r of out) {
    if (r.inserted) continue;
    // A partially diffusible natural person's name is not stored: it never appears in an event.
    if (r.a_denomination && r.denomination && r.a_denomination !== r.denomination) addEvent(changes, r, r.id, 'DENOMINATION', r.a_denomination, r.denomination);
    if ((r.a_statut === 'ACTIF') !== (r.statut_entreprise === 'ACTIF')) addEvent(changes, r, r.id, 'ETAT_ADMINISTRATIF', etatLabel(r.a_statut), etatLabel(r.statut_entreprise));
    // A code the file gives in another nomenclature is not a change of activity.
    if (r.a_code_naf && r.code_naf && r.a_code_naf !== r.code_naf) addEvent(changes, r, r.id, 'ACTIVITE', activiteLabel(r.a_code_naf), activiteLabel(r.code_naf));
  }
  return summarise(out);
}

function summarise(rows: { id: number; inserted: boolean }[]): Merged {
  const ids = new Set<number>();
  let inserted = 0;
  let lo: number | null = null;
  let hi: number | null = null;
  for (const r of rows) {
    ids.add(r.id);
    if (r.inserted) inserted++;
    // Not Math.min(...ids): a re-import can write hundreds of thousands of rows, past the
    // arguments a call takes.
    if (lo === null || r.id < lo) lo = r.id;
    if (hi === null || r.id > hi) hi = r.id;
  }
  return { inserted, updated: rows.length - inserted, lo, hi, ids: ids.size <= TOUCHED_IDS_MAX ? [...ids] : null };
}

type AddressColumns = Parameters<typeof adresse>[0];
type HeadOffice = AddressColumns & { siret: string; nic: string; partielle: boolean };
const ADDRESS_COLUMNS = ['numero_voie', 'indice_repetition', 'type_voie', 'libelle_voie', 'complement', 'code_postal', 'commune', 'code_commune', 'departement', 'pays', 'diffusion_partielle'];

/** The staged establishments whose company is unknown (their last occurrence), by line. */
function orphansOf(q: Queryable, staging: string): Promise<{ ligne: number; siret: string }[]> {
  return q.query<{ ligne: number; siret: string }>(
    `with s as (${dedupe(staging, 'siret', ['siren', 'siret', 'ligne'])})
     select ligne, siret from s where not exists (select 1 from entreprise e where e.siren = s.siren::bpchar) order by ligne`,
  );
}

/** Upserts the staged establishments of known companies (those of unknown ones are left: see orphansOf). */
async function mergeEtablissements(q: Queryable, staging: string, changes: ChangeContext | null, part?: Part): Promise<Merged> {
  const s = `s as (${dedupe(staging, 'siret', ['siren', ...ET_NAMES, 'ligne', 'date_changement'], part)})`;
  const upsert = `insert into etablissement (entreprise_id, ${ET_NAMES.join(', ')})
     select e.id, ${ET_NAMES.map((n) => `s.${n}`).join(', ')} from s join entreprise e on e.siren = s.siren::bpchar
     on conflict (siret) do update set ${ET_UPDATABLE.map((c) => `${c} = excluded.${c}`).join(', ')}
     where ${distinctClause('etablissement', ET_UPDATABLE)}
     returning entreprise_id as id, (xmax = 0) as inserted, siret, nic, siege, ${ADDRESS_COLUMNS.join(', ')}`;
  if (!changes) {
    const [m] = await q.query<Merged>(`with ${s}, w as (${upsert}) ${SUMMARY}`);
    return m!;
  }
  // Beside each written head office, the company's head office(s) as stored before the statement.
  type Written = HeadOffice & { id: number; inserted: boolean; siege: boolean; siren: string; date: string | null; avant: HeadOffice | null };
  const rows = await q.query<Written>(
    `with ${s}, w as (${upsert})
     select w.*, e.diffusion_partielle as partielle, s.siren, s.date_changement::text as date,
            case when a.id is null then null
                 else jsonb_build_object('siret', a.siret, 'nic', a.nic, ${ADDRESS_COLUMNS.map((c) => `'${c}', a.${c}`).join(', ')}, 'partielle', e.diffusion_partielle) end as avant
       from w join s on s.siret = w.siret join entreprise e on e.id = w.id
       left join etablissement a on a.entreprise_id = w.id and a.siege and w.siege`,
  );
  // One row per establishment written; a company stored with two head offices joins twice: the
  // former head office is the establishment itself when it was one.
  const bySiret = new Map<string, Written>();
  for (const r of rows) {
    const kept = bySiret.get(r.siret);
    if (!kept || (r.avant?.siret === r.siret && kept.avant?.siret !== r.siret)) bySiret.set(r.siret, r);
  }
  for (const r of bySiret.values()) {
    const a = r.avant;
    // A company whose establishments arrive for the first time has no former head office: nothing changed.
    if (!r.siege || !a) continue;
    if (a.siret !== r.siret) addEvent(changes, r, r.id, 'SIEGE', a.siret, r.siret);
    const before = adresse(a, a.partielle).ligne;
    const after = adresse(r, r.partielle).ligne;
    if (before !== after) addEvent(changes, r, r.id, 'ADRESSE_SIEGE', before || null, after || null);
  }
  return summarise([...bySiret.values()]);
}

/**
 * Denormalised head-office columns of the companies whose establishments were imported, when the
 * search columns are not refreshed (refresh_search sets them otherwise).
 */
async function updateHeadOffices(q: Queryable, fromId: number, toId: number): Promise<void> {
  await q.query(
    `update entreprise e set siege_code_postal = t.code_postal, siege_commune = t.commune, siege_code_commune = t.code_commune,
            departement = t.departement
       from etablissement t
      where t.entreprise_id = e.id and t.siege and e.id between $1 and $2
        and (e.siege_code_postal, e.siege_commune, e.siege_code_commune, e.departement)
            is distinct from (t.code_postal, t.commune, t.code_commune, t.departement)`,
    [fromId, toId],
  );
}

/** Reads, checks and maps one file into its staging table; rejected rows are reported, not staged. */
async function stageFile(
  db: Database,
  file: string,
  kind: 'UL' | 'ET',
  staging: string,
  opts: ImportOptions,
  reject: (line: number, identifiant: string | null, raison: string) => void,
): Promise<{ layout: Layout; colonnes: number; lues: number }> {
  const size = fs.statSync(file).size;
  const batchSize = opts.batchSize ?? 20_000;
  const cols = kind === 'UL' ? UL_STAGING : ET_STAGING;
  const names = cols.map(([n]) => n);
  let layout: Layout | null = null;
  let colonnes = 0;
  let lues = 0;
  let bytes = 0;
  let batch: Row[] = [];
  // One batch is copied while the next one is read.
  let inflight: Promise<void> = Promise.resolve();
  const flush = async () => {
    if (!batch.length) return;
    const text = copyText(cols, batch);
    batch = [];
    await inflight;
    inflight = db.copyFrom(staging, names, text);
    inflight.catch(() => undefined); // surfaced by the next await
  };
  for await (const chunk of csvRows(file, (b) => (bytes = b))) {
    const { header } = chunk;
    if (!layout) {
      layout = detectLayout(header);
      colonnes = header.length;
      const required = kind === 'UL' ? UNITE_LEGALE_REQUIRED : ETABLISSEMENT_REQUIRED;
      const missing = required.filter((c) => !header.includes(c));
      if (missing.length) throw new SireneFileError(`${file} : colonnes manquantes (${missing.join(', ')}) — ce n'est pas un fichier ${kind === 'UL' ? 'StockUniteLegale' : 'StockEtablissement'}`);
      if (kind === 'UL' && layout === 'ETABLISSEMENT') throw new SireneFileError(`${file} est un fichier d'établissements`);
    }
    for (const { row, line } of chunk.rows) {
      lues++;
      const mapped = kind === 'UL' ? mapUniteLegale(row) : mapEtablissement(row);
      if (typeof mapped === 'string') reject(line, (kind === 'UL' ? row.siren : row.siret) ?? null, mapped);
      else {
        mapped.ligne = line;
        mapped.date_changement = changeDate(kind, row);
        batch.push(mapped);
        if (batch.length >= batchSize) await flush();
      }
    }
    opts.onProgress?.({ fichier: file, octets: bytes, total: size, lignes: lues });
  }
  await flush();
  await inflight;
  opts.onProgress?.({ fichier: file, octets: size, total: size, lignes: lues });
  return { layout: layout ?? 'UNITE_LEGALE_AUTRE', colonnes, lues };
}

/** A file read into its staging table, waiting for its merge. */
interface Staged {
  file: string;
  kind: 'UL' | 'ET';
  staging: string;
  t0: number;
  layout: Layout;
  colonnes: number;
  lues: number;
  rejetees: number;
}

async function stage(db: Database, file: string, kind: 'UL' | 'ET', opts: ImportOptions, rejets: Rejet[]): Promise<Staged> {
  const t0 = Date.now();
  const staged = { file, kind, t0, rejetees: 0 };
  const reject = (line: number, identifiant: string | null, raison: string) => {
    const r = { fichier: file, ligne: line, identifiant, raison };
    rejets.push(r);
    staged.rejetees++;
    opts.onRejet?.(r);
  };
  const staging = await createStaging(db, kind);
  try {
    const read = await stageFile(db, file, kind, staging, opts, reject);
    await db.exec(`analyze ${staging}`);
    return Object.assign(staged, { staging, ...read });
  } catch (e) {
    await db.exec(`drop table if exists ${staging}`);
    throw e;
  }
}

/** What several parts merged side by side wrote, together. */
function combine(parts: Merged[]): Merged {
  const los = parts.map((m) => m.lo).filter((x): x is number => x !== null);
  const his = parts.map((m) => m.hi).filter((x): x is number => x !== null);
  return {
    inserted: parts.reduce((n, m) => n + m.inserted, 0),
    updated: parts.reduce((n, m) => n + m.updated, 0),
    lo: los.length ? Math.min(...los) : null,
    hi: his.length ? Math.max(...his) : null,
    ids: parts.every((m) => m.ids) ? parts.flatMap((m) => m.ids!) : null,
  };
}

/** Parts a first load without change events merges side by side on PostgreSQL: one per core here. */
const FIRST_LOAD_PARTS = 2;

async function merge(
  db: Database,
  staged: Staged,
  opts: ImportOptions,
  rejets: Rejet[],
  touched: Touched,
  /** Today in Paris when change events are recorded, else null. */
  eventsToday: string | null,
  /** A first load (bulk): no row to compare with, nothing to record. */
  firstLoad: boolean,
): Promise<FileStats> {
  const { file, kind, staging } = staged;
  const mergePart = (q: Queryable, changes: ChangeContext | null, part?: Part) =>
    kind === 'UL' ? mergeUnites(q, staging, changes, part) : mergeEtablissements(q, staging, changes, part);
  try {
    let res: Merged & { evenements: number };
    if (firstLoad && !eventsToday && db.kind === 'postgres') {
      // The parts of a first load are written side by side, each in its own transaction, so that
      // both cores work. Should one fail, the other's rows stay: importing the file again (an
      // idempotent upsert) completes it.
      const settled = await Promise.allSettled(
        Array.from({ length: FIRST_LOAD_PARTS }, (_, index) => db.transaction((tx) => mergePart(tx, null, { of: FIRST_LOAD_PARTS, index }))),
      );
      for (const r of settled) if (r.status === 'rejected') throw r.reason;
      res = { ...combine(settled.map((r) => (r as PromiseFulfilledResult<Merged>).value)), evenements: 0 };
    } else {
      const changes: ChangeContext | null = eventsToday ? { today: eventsToday, events: [] } : null;
      // The rows and the events of what they changed: committed together or not at all.
      res = await db.transaction(async (tx) => {
        const m = await mergePart(tx, changes);
        return { ...m, evenements: changes?.events.length ? await recordEvents(tx, changes.events) : 0 };
      });
    }
    const orphans = kind === 'ET' ? await orphansOf(db, staging) : [];
    for (const o of orphans) {
      const r = { fichier: file, ligne: o.ligne, identifiant: o.siret, raison: 'Unité légale inconnue : importer StockUniteLegale d’abord' };
      rejets.push(r);
      opts.onRejet?.(r);
    }
    const rejetees = staged.rejetees + orphans.length;
    touch(touched, res);
    const ms = Date.now() - staged.t0;
    return {
      fichier: file,
      layout: staged.layout,
      colonnes: staged.colonnes,
      lues: staged.lues,
      inserees: res.inserted,
      modifiees: res.updated,
      inchangees: staged.lues - rejetees - res.inserted - res.updated,
      rejetees,
      evenements: res.evenements,
      ms,
      lignesParSeconde: Math.round(staged.lues / Math.max(0.001, ms / 1000)),
    };
  } finally {
    await db.exec(`drop table if exists ${staging}`);
  }
}

export async function importSirene(db: Database, opts: ImportOptions): Promise<ImportResult> {
  const t0 = Date.now();
  const rejets: Rejet[] = [];
  const fichiers: FileStats[] = [];
  const touched: Touched = { min: Number.MAX_SAFE_INTEGER, max: 0, ids: new Set() };
  const etapes = { fichiers: 0, recherche: 0, index: 0 };
  await dropStaleStaging(db);
  const [{ vide, today } = { vide: true, today: '' }] = await db.query<{ vide: boolean; today: string }>(
    `select not exists (select 1 from entreprise) as vide, ${PARIS_TODAY}::text as today`,
  );
  const bulk = opts.bulk ?? vide;
  // A first load reveals nothing: only companies already known can change.
  const eventsToday = (opts.evenements ?? !vide) ? today : null;
  if (bulk) await dropSearchIndexes(db);
  try {
    // The establishments are read while the legal units are merged: Node reads, PostgreSQL writes.
    const ul = opts.unitesLegales ? await stage(db, opts.unitesLegales, 'UL', opts, rejets) : null;
    const ulMerged = ul ? merge(db, ul, opts, rejets, touched, eventsToday, bulk) : null;
    const et = opts.etablissements ? stage(db, opts.etablissements, 'ET', opts, rejets) : null;
    const [ulStats, etStaged] = await Promise.allSettled([ulMerged, et]);
    if (etStaged.status === 'fulfilled' && etStaged.value && ulStats.status === 'rejected') await db.exec(`drop table if exists ${etStaged.value.staging}`);
    for (const r of [ulStats, etStaged]) if (r.status === 'rejected') throw r.reason;
    if (ulStats.status === 'fulfilled' && ulStats.value) fichiers.push(ulStats.value);
    if (etStaged.status === 'fulfilled' && etStaged.value) fichiers.push(await merge(db, etStaged.value, opts, rejets, touched, eventsToday, bulk));
    etapes.fichiers = Date.now() - t0;
    // A first load's tables have no statistics yet: the refresh's plans need them.
    if (bulk) await db.exec('analyze entreprise; analyze etablissement');
    if (touched.max > 0) {
      if (opts.refresh === false) {
        if (opts.etablissements) await updateHeadOffices(db, touched.min, touched.max);
      } else if (touched.ids && touched.ids.size * 4 < touched.max - touched.min + 1) {
        // A re-import changes a few companies spread over the table: those alone, not the range.
        await refreshSearchOf(db, [...touched.ids]);
      } else {
        await refreshSearch(db, touched.min, touched.max, 5000, db.kind === 'postgres' ? 2 : 1);
      }
      // refresh_search noted the companies in the search outbox: a drain takes them to the index.
      if (opts.refresh !== false) await enqueueSearchDrain(db);
      // The words' upserts leave dead rows and a pending list in the dictionary's trigram index:
      // without this, the planner scans the whole dictionary for each misspelt word (46 ms against
      // 0.3 ms on a million companies).
      if (opts.refresh !== false) await db.exec('vacuum analyze mot_nom');
    }
    etapes.recherche = Date.now() - t0 - etapes.fichiers;
  } finally {
    if (bulk) {
      const t1 = Date.now();
      await createSearchIndexes(db, 2);
      // The refresh rewrote every company: the old versions go, and the visibility map and the
      // statistics are those of the loaded tables.
      await db.exec('vacuum analyze entreprise, etablissement');
      etapes.index = Date.now() - t1;
    }
  }
  const detection = await detectRevelations(db);
  const ms = Date.now() - t0;
  const lues = fichiers.reduce((n, f) => n + f.lues, 0);
  const evenements = fichiers.reduce((n, f) => n + f.evenements, 0);
  return { fichiers, rejets, bulk, evenements, detection, ms, etapes, lignesParSeconde: Math.round(lues / Math.max(0.001, ms / 1000)) };
}
