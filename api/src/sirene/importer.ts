// Streaming importer for INSEE's public SIRENE stock files (StockUniteLegale, StockEtablissement).
// Columns are mapped by header name, so the current 35-column legal-unit layout, the older
// 33-column one and the establishment layouts all load. Rows are upserted in batches and a row
// that has not changed is left alone, so re-importing the same file changes nothing.
// statutDiffusion = P: no natural person's name or street address is stored for the unit.
// A re-import records what changed on companies already known (name, administrative state, main
// activity, head office and its address) as change events, in the transaction of the upsert that
// changes them; change detection then turns them into revelations.
import fs from 'node:fs';
import { createHash } from 'node:crypto';
import { isValidSiren, isValidSiret } from '@portail/shared/src/api';
import type { CodeEvenement } from '@portail/shared/src/api/monitoring';
import type { Database, Queryable } from '../db/types';
import { type DetectionResult, type NewEvent, detectRevelations, recordEvents } from '../modules/monitoring/detection';
import { adresse } from '../modules/companies/mappers';
import { PARIS_TODAY } from '../modules/orders/orders';
import { nafLabel, normaliseNafCode } from '../data/naf';
import { departementOfCommune } from '../data/geo';
import { tailleRang } from '../data/effectifs';
import { ENTREPRISE_COLS, ETABLISSEMENT_COLS, refreshSearch, refreshSearchOf, unnestInsert } from '../corpus/writer';
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
const UNITE_LEGALE_REQUIRED = ['siren', 'statutDiffusionUniteLegale', 'etatAdministratifUniteLegale', 'categorieJuridiqueUniteLegale'];
const ETABLISSEMENT_REQUIRED = ['siren', 'nic', 'siret', 'etablissementSiege', 'etatAdministratifEtablissement'];

/** INSEE street-type codes (typeVoie) and their words. */
const TYPES_VOIE: Record<string, string> = {
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
  lignesParSeconde: number;
}

const ND = '[ND]';
/** Empty strings and the literal [ND] (non-diffusible) become null. */
const val = (v: string | undefined): string | null => (v === undefined || v === '' || v === ND ? null : v);
const isoDate = (v: string | undefined): string | null | 'INVALID' => {
  const x = val(v);
  if (!x) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(x)) return 'INVALID';
  const d = new Date(`${x}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== x ? 'INVALID' : x;
};
const bool = (v: string | undefined) => v === 'true' || v === 'O';

async function* csvRows(file: string, onBytes: (n: number) => void): AsyncGenerator<{ header: string[]; row: Record<string, string>; line: number }> {
  const stream = fs.createReadStream(file, { highWaterMark: 1 << 20 });
  let bytes = 0;
  stream.on('data', (chunk) => {
    bytes += chunk.length;
    onBytes(bytes);
  });
  let header: string[] | null = null;
  for await (const records of readCsv(stream)) {
    for (const { fields, line } of records) {
      if (!header) {
        header = fields.map((x) => x.trim());
        continue;
      }
      const row: Record<string, string> = {};
      for (let i = 0; i < header.length; i++) row[header[i]!] = fields[i] ?? '';
      yield { header, row, line };
    }
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
/** A mapped row waiting in a batch, with its line and the date its current state took effect. */
type Batched = { row: Row; line: number; date: string | null };

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

const FINGERPRINT: readonly [string, 'text'] = ['empreinte_import', 'text'];
const UL_COLS = [...ENTREPRISE_COLS, FINGERPRINT];
const ET_COLS = [...ETABLISSEMENT_COLS, FINGERPRINT];

/** Fingerprint of a mapped row: a change in the file or in the mapping both change it. */
function fingerprint(row: Row): string {
  return createHash('md5').update(JSON.stringify(row)).digest('base64');
}

/** Keeps the rows whose fingerprint differs from the stored one (new rows included). */
async function changedRows(q: Queryable, kind: 'UL' | 'ET', rows: Row[]): Promise<Row[]> {
  const key = kind === 'UL' ? 'siren' : 'siret';
  const stored = new Map(
    (
      await q.query<{ k: string; f: string | null }>(
        `select ${key} as k, empreinte_import as f from ${kind === 'UL' ? 'entreprise' : 'etablissement'} where ${key} = any($1::bpchar[])`,
        [rows.map((r) => r[key] as string)],
      )
    ).map((r) => [r.k, r.f]),
  );
  return rows.filter((r) => stored.get(r[key] as string) !== r.empreinte_import);
}

const UL_UPDATABLE = UL_COLS.map(([n]) => n).filter((n) => !['siren', 'numero_identification', 'ridet', 'siege_code_postal', 'siege_commune', 'siege_code_commune', 'departement', 'code_greffe', 'capital_social', 'date_immatriculation', 'denominations_precedentes'].includes(n));
const ET_UPDATABLE = ET_COLS.map(([n]) => n).filter((n) => !['siret', 'entreprise_id', 'rang'].includes(n));

function distinctClause(table: string, cols: string[]): string {
  return `(${cols.map((c) => `${table}.${c}`).join(', ')}) is distinct from (${cols.map((c) => `excluded.${c}`).join(', ')})`;
}

/** Where a change event of a SIRENE row gets its date and key. */
interface RowContext {
  siren: string;
  /** ISO date the row's current state took effect, or null when the file does not say. */
  date: string | null;
}

/** What one batch statement changed on companies already known, as change events. */
interface ChangeContext {
  rows: Map<string, RowContext>;
  /** Today in Paris, for rows whose file gives no date. */
  today: string;
  events: NewEvent[];
}

const shortHash = (s: string) => createHash('md5').update(s).digest('base64url').slice(0, 12);

function addEvent(ctx: ChangeContext, entrepriseId: number, key: string, code: CodeEvenement, ancienne: string | null, nouvelle: string | null): void {
  const row = ctx.rows.get(key);
  if (!row) return;
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

async function upsertUnites(q: Queryable, rows: Row[], changes: ChangeContext | null): Promise<{ inserted: number; updated: number; ids: number[] }> {
  const [sql, params] = unnestInsert(
    'entreprise',
    UL_COLS,
    rows,
    `on conflict (siren) do update set ${UL_UPDATABLE.map((c) => `${c} = excluded.${c}`).join(', ')}, maj = now()
     where ${distinctClause('entreprise', UL_UPDATABLE)}
     returning id, (xmax = 0) as inserted${changes ? ', siren, denomination, statut_entreprise, code_naf' : ''}`,
  );
  if (!changes) {
    const out = await q.query<{ id: number; inserted: boolean }>(sql, params);
    return { inserted: out.filter((r) => r.inserted).length, updated: out.filter((r) => !r.inserted).length, ids: out.map((r) => r.id) };
  }
  // The stored rows as they were before this statement, beside what it wrote: one statement.
  type Changed = { id: number; inserted: boolean; siren: string; denomination: string | null; statut_entreprise: string; code_naf: string | null };
  const out = await q.query<Changed & { avant: Omit<Changed, 'id' | 'inserted' | 'siren'> | null }>(
    `with avant as (
       select id, denomination, statut_entreprise, code_naf from entreprise where siren = any($1::text[]::bpchar[])
     ), ecrit as (${sql})
     select ecrit.*, to_jsonb(a) - 'id' as avant from ecrit left join avant a on a.id = ecrit.id`,
    params,
  );
  for (const r of out) {
    const a = r.avant;
    if (r.inserted || !a) continue;
    // A partially diffusible natural person's name is not stored: it never appears in an event.
    if (a.denomination && r.denomination && a.denomination !== r.denomination) addEvent(changes, r.id, r.siren, 'DENOMINATION', a.denomination, r.denomination);
    if ((a.statut_entreprise === 'ACTIF') !== (r.statut_entreprise === 'ACTIF')) {
      addEvent(changes, r.id, r.siren, 'ETAT_ADMINISTRATIF', etatLabel(a.statut_entreprise), etatLabel(r.statut_entreprise));
    }
    // A code the file gives in another nomenclature is not a change of activity.
    if (a.code_naf && r.code_naf && a.code_naf !== r.code_naf) addEvent(changes, r.id, r.siren, 'ACTIVITE', activiteLabel(a.code_naf), activiteLabel(r.code_naf));
  }
  return { inserted: out.filter((r) => r.inserted).length, updated: out.filter((r) => !r.inserted).length, ids: out.map((r) => r.id) };
}

type AddressColumns = Parameters<typeof adresse>[0];
type HeadOffice = AddressColumns & { siret: string; nic: string; partielle: boolean };
const ADDRESS_COLUMNS = ['numero_voie', 'indice_repetition', 'type_voie', 'libelle_voie', 'complement', 'code_postal', 'commune', 'code_commune', 'departement', 'pays', 'diffusion_partielle'];

async function upsertEtablissements(
  q: Queryable,
  rows: Row[],
  changes: ChangeContext | null,
): Promise<{ inserted: number; updated: number; ids: number[]; orphans: Set<string> }> {
  const cols = ET_COLS.filter(([n]) => n !== 'entreprise_id');
  const [inner, params] = unnestInsert('x', [['siren', 'text'], ...cols], rows);
  // Reuse the unnest() select of the generated statement, joined to the companies by SIREN.
  const select = inner.slice(inner.indexOf(' select ') + 1);
  const names = cols.map(([n]) => n);
  const upsert = `insert into etablissement (entreprise_id, ${names.join(', ')})
     select e.id, ${names.map((n) => `s.${n}`).join(', ')} from (${select}) s join entreprise e on e.siren = s.siren::bpchar
     on conflict (siret) do update set ${ET_UPDATABLE.map((c) => `${c} = excluded.${c}`).join(', ')}
     where ${distinctClause('etablissement', ET_UPDATABLE)}
     returning entreprise_id as id, (xmax = 0) as inserted, entreprise_id, siret${changes ? `, nic, siege, ${ADDRESS_COLUMNS.join(', ')}` : ''}`;
  type Written = { id: number; inserted: boolean; entreprise_id: number; siret: string };
  let out: Written[];
  if (!changes) out = await q.query<Written>(upsert, params);
  else {
    // The head offices stored before this statement, beside the establishments it wrote.
    const rowsOut = await q.query<Written & HeadOffice & { siege: boolean; avant: HeadOffice | null }>(
      `with avant as (
         select t.entreprise_id, t.siret, t.nic, ${ADDRESS_COLUMNS.map((c) => `t.${c}`).join(', ')}, e.diffusion_partielle as partielle
           from entreprise e join etablissement t on t.entreprise_id = e.id and t.siege
          where e.siren = any($1::text[]::bpchar[])
       ), ecrit as (${upsert})
       select ecrit.*, e.diffusion_partielle as partielle, to_jsonb(a) as avant
         from ecrit join entreprise e on e.id = ecrit.entreprise_id
         left join avant a on a.entreprise_id = ecrit.entreprise_id and ecrit.siege`,
      params,
    );
    // One row per establishment written; a company stored with two head offices joins twice: the
    // former head office is the establishment itself when it was one.
    const bySiret = new Map<string, (typeof rowsOut)[number]>();
    for (const r of rowsOut) {
      const kept = bySiret.get(r.siret);
      if (!kept || (r.avant?.siret === r.siret && kept.avant?.siret !== r.siret)) bySiret.set(r.siret, r);
    }
    out = [...bySiret.values()];
    for (const r of bySiret.values()) {
      const a = r.avant;
      // A company whose establishments arrive for the first time has no former head office: nothing changed.
      if (!r.siege || !a) continue;
      if (a.siret !== r.siret) addEvent(changes, r.entreprise_id, r.siret, 'SIEGE', a.siret, r.siret);
      const before = adresse(a, a.partielle).ligne;
      const after = adresse(r, r.partielle).ligne;
      if (before !== after) addEvent(changes, r.entreprise_id, r.siret, 'ADRESSE_SIEGE', before || null, after || null);
    }
  }
  // Rows whose company is unknown were not inserted: find them.
  const known = new Set(
    (await q.query<{ siren: string }>('select siren from entreprise where siren = any($1::bpchar[])', [[...new Set(rows.map((r) => r.siren as string))]])).map(
      (r) => r.siren,
    ),
  );
  const orphans = new Set(rows.filter((r) => !known.has(r.siren as string)).map((r) => r.siret as string));
  return { inserted: out.filter((r) => r.inserted).length, updated: out.filter((r) => !r.inserted).length, ids: out.map((r) => r.id), orphans };
}

/** The companies an import wrote: their id range, and their ids while there are few. */
interface Touched {
  min: number;
  max: number;
  ids: Set<number> | null;
}
const TOUCHED_IDS_MAX = 500_000;

/** Denormalised head-office columns of the companies whose establishments were imported. */
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

async function importFile(
  db: Database,
  file: string,
  kind: 'UL' | 'ET',
  opts: ImportOptions,
  rejets: Rejet[],
  touched: Touched,
  /** Today in Paris when change events are recorded, else null. */
  eventsToday: string | null,
): Promise<FileStats> {
  const t0 = Date.now();
  const size = fs.statSync(file).size;
  const batchSize = opts.batchSize ?? (db.kind === 'pglite' ? 5000 : 10000);
  let layout: Layout | null = null;
  let colonnes = 0;
  const stats = { lues: 0, inserees: 0, modifiees: 0, inchangees: 0, rejetees: 0, evenements: 0 };
  let batch: Batched[] = [];
  let bytes = 0;
  const reject = (line: number, identifiant: string | null, raison: string) => {
    const r = { fichier: file, ligne: line, identifiant, raison };
    rejets.push(r);
    stats.rejetees++;
    opts.onRejet?.(r);
  };
  // One batch is written while the next one is parsed.
  let inflight: Promise<void> = Promise.resolve();
  const flush = async () => {
    if (!batch.length) return;
    const current = batch;
    batch = [];
    await inflight;
    inflight = write(current);
    inflight.catch(() => undefined); // surfaced by the next await
  };
  const write = async (batch: Batched[]) => {
    // The last occurrence of an identifier in a batch wins (an upsert cannot touch a row twice).
    const key = kind === 'UL' ? 'siren' : 'siret';
    const byKey = new Map<string, Batched>();
    for (const b of batch) byKey.set(b.row[key] as string, b);
    for (const b of byKey.values()) b.row.empreinte_import = fingerprint(b.row);
    const rows = await changedRows(db, kind, [...byKey.values()].map((b) => b.row));
    stats.inchangees += batch.length - rows.length;
    if (!rows.length) return;
    const changes: ChangeContext | null = eventsToday
      ? { today: eventsToday, events: [], rows: new Map([...byKey].map(([k, b]) => [k, { siren: b.row.siren as string, date: b.date }])) }
      : null;
    // The rows and the events of what they changed: committed together or not at all.
    const res = await db.transaction(async (tx) => {
      const r = kind === 'UL' ? await upsertUnites(tx, rows, changes) : await upsertEtablissements(tx, rows, changes);
      return { ...r, evenements: changes?.events.length ? await recordEvents(tx, changes.events) : 0 };
    });
    stats.evenements += res.evenements;
    stats.inserees += res.inserted;
    stats.modifiees += res.updated;
    let orphanCount = 0;
    const orphans = 'orphans' in res ? (res.orphans as Set<string>) : null;
    if (orphans) {
      for (const b of byKey.values()) {
        if (orphans.has(b.row.siret as string)) reject(b.line, b.row.siret as string, 'Unité légale inconnue : importer StockUniteLegale d’abord');
      }
      orphanCount = orphans.size;
    }
    stats.inchangees += rows.length - res.inserted - res.updated - orphanCount;
    for (const id of res.ids) {
      if (id < touched.min) touched.min = id;
      if (id > touched.max) touched.max = id;
      if (touched.ids) {
        touched.ids.add(id);
        if (touched.ids.size > TOUCHED_IDS_MAX) touched.ids = null;
      }
    }
  };

  for await (const { header, row, line } of csvRows(file, (b) => (bytes = b))) {
    if (!layout) {
      layout = detectLayout(header);
      colonnes = header.length;
      const required = kind === 'UL' ? UNITE_LEGALE_REQUIRED : ETABLISSEMENT_REQUIRED;
      const missing = required.filter((c) => !header.includes(c));
      if (missing.length) throw new SireneFileError(`${file} : colonnes manquantes (${missing.join(', ')}) — ce n'est pas un fichier ${kind === 'UL' ? 'StockUniteLegale' : 'StockEtablissement'}`);
      if (kind === 'UL' && layout === 'ETABLISSEMENT') throw new SireneFileError(`${file} est un fichier d'établissements`);
    }
    stats.lues++;
    const mapped = kind === 'UL' ? mapUniteLegale(row) : mapEtablissement(row);
    if (typeof mapped === 'string') reject(line, (kind === 'UL' ? row.siren : row.siret) ?? null, mapped);
    else {
      // The establishments of one company stay in one batch (the stock file is sorted by SIRET), so
      // that a head office moving from one to another is seen in one statement.
      const last = batch[batch.length - 1];
      if (batch.length >= batchSize && (kind === 'UL' || last?.row.siren !== mapped.siren)) await flush();
      batch.push({ row: mapped, line, date: eventsToday ? changeDate(kind, row) : null });
    }
    if (stats.lues % 1000 === 0) opts.onProgress?.({ fichier: file, octets: bytes, total: size, lignes: stats.lues });
  }
  await flush();
  await inflight;
  opts.onProgress?.({ fichier: file, octets: size, total: size, lignes: stats.lues });
  const ms = Date.now() - t0;
  return {
    fichier: file,
    layout: layout ?? 'UNITE_LEGALE_AUTRE',
    colonnes,
    ...stats,
    ms,
    lignesParSeconde: Math.round(stats.lues / Math.max(0.001, ms / 1000)),
  };
}

export async function importSirene(db: Database, opts: ImportOptions): Promise<ImportResult> {
  const t0 = Date.now();
  const rejets: Rejet[] = [];
  const fichiers: FileStats[] = [];
  const touched: Touched = { min: Number.MAX_SAFE_INTEGER, max: 0, ids: new Set() };
  const [{ vide, today } = { vide: true, today: '' }] = await db.query<{ vide: boolean; today: string }>(
    `select not exists (select 1 from entreprise) as vide, ${PARIS_TODAY}::text as today`,
  );
  const bulk = opts.bulk ?? vide;
  // A first load reveals nothing: only companies already known can change.
  const eventsToday = (opts.evenements ?? !vide) ? today : null;
  if (bulk) await dropSearchIndexes(db);
  try {
    if (opts.unitesLegales) fichiers.push(await importFile(db, opts.unitesLegales, 'UL', opts, rejets, touched, eventsToday));
    if (opts.etablissements) fichiers.push(await importFile(db, opts.etablissements, 'ET', opts, rejets, touched, eventsToday));
    if (touched.max > 0) {
      await updateHeadOffices(db, touched.min, touched.max);
      if (opts.refresh !== false) {
        // A re-import changes a few companies spread over the table: those alone, not the range.
        if (touched.ids && touched.ids.size * 4 < touched.max - touched.min + 1) await refreshSearchOf(db, [...touched.ids]);
        else await refreshSearch(db, touched.min, touched.max);
      }
    }
  } finally {
    if (bulk) {
      await createSearchIndexes(db);
      await db.exec('analyze entreprise');
    }
  }
  const detection = await detectRevelations(db);
  const ms = Date.now() - t0;
  const lues = fichiers.reduce((n, f) => n + f.lues, 0);
  const evenements = fichiers.reduce((n, f) => n + f.evenements, 0);
  return { fichiers, rejets, bulk, evenements, detection, ms, lignesParSeconde: Math.round(lues / Math.max(0.001, ms / 1000)) };
}
