// Bulk writes of company records with unnest() arrays: one statement per table per batch,
// the same SQL on PGlite and PostgreSQL.
import type { Queryable } from '../db/types';
import type { CompanyRecord, EntrepriseRow, PersonneRow } from './types';
import { COMPTES_ANNUELS_COLS } from './accounts';

type ColType = 'text' | 'int' | 'bigint' | 'bool' | 'date' | 'numeric' | 'text[]' | 'jsonb' | 'smallint';
export type Col = readonly [name: string, type: ColType];

const SEP = '\u001f';

/** Arrays of arrays cannot go through unnest(); text[] travels as one delimited string. */
function toParam(type: ColType, v: unknown): unknown {
  if (v === undefined) return null;
  if (type === 'text[]') return Array.isArray(v) ? v.join(SEP) : null;
  if (type === 'jsonb') return v === null ? null : JSON.stringify(v);
  return v;
}

function selectExpr(name: string, type: ColType): string {
  if (type === 'text[]') return `case when ${name} is null or ${name} = '' then '{}'::text[] else string_to_array(${name}, E'\\x1f') end as ${name}`;
  if (type === 'jsonb') return `coalesce(${name}::jsonb, '[]'::jsonb) as ${name}`;
  return name;
}

function paramType(type: ColType): string {
  return type === 'text[]' || type === 'jsonb' ? 'text' : type;
}

/** Builds `insert into t (cols) select ... from unnest($1::t1[], ...) as u(cols)` and its parameters. */
export function unnestInsert(table: string, cols: readonly Col[], rows: readonly Record<string, unknown>[], suffix = ''): [string, unknown[]] {
  const params = cols.map(([name, type]) => rows.map((r) => toParam(type, r[name])));
  const names = cols.map(([n]) => n).join(', ');
  const unnest = cols.map(([, t], i) => `$${i + 1}::${paramType(t)}[]`).join(', ');
  const select = cols.map(([n, t]) => selectExpr(n, t)).join(', ');
  return [`insert into ${table} (${names}) select ${select} from unnest(${unnest}) as u(${names}) ${suffix}`, params];
}

/** The SQL type of a column, for `create table`. */
export const sqlType = (type: ColType): string => (type === 'bool' ? 'boolean' : type);

/** Backslash, tab, newline and carriage return escaped for COPY's text format. */
function copyEscape(s: string): string {
  return /[\\\t\n\r]/.test(s) ? s.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r')) : s;
}

function copyField(type: ColType, v: unknown): string {
  if (v === null || v === undefined) return '\\N';
  switch (type) {
    case 'bool':
      return v ? 't' : 'f';
    case 'text[]':
      // An array literal: every element double-quoted, its quotes and backslashes escaped.
      return copyEscape(`{${(v as string[]).map((x) => `"${x.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`);
    case 'jsonb':
      return copyEscape(JSON.stringify(v));
    default:
      return copyEscape(String(v));
  }
}

/** Rows in COPY's text format (see `Database.copyFrom`), columns in the order of `cols`. */
export function copyText(cols: readonly Col[], rows: readonly Record<string, unknown>[]): string {
  let out = '';
  for (const r of rows) {
    for (let i = 0; i < cols.length; i++) {
      const [name, type] = cols[i]!;
      out += (i ? '\t' : '') + copyField(type, r[name]);
    }
    out += '\n';
  }
  return out;
}

export const ENTREPRISE_COLS: readonly Col[] = [
  ['siren', 'text'],
  ['ridet', 'text'],
  ['numero_identification', 'text'],
  ['denomination', 'text'],
  ['sigle', 'text'],
  ['denominations_precedentes', 'text[]'],
  ['personne_morale', 'bool'],
  ['nom', 'text'],
  ['prenoms', 'text'],
  ['forme_juridique', 'text'],
  ['code_naf', 'text'],
  ['capital_social', 'bigint'],
  ['devise', 'text'],
  ['date_creation', 'date'],
  ['date_immatriculation', 'date'],
  ['date_radiation', 'date'],
  ['statut', 'text'],
  ['statut_entreprise', 'text'],
  ['categorie_entreprise', 'text'],
  ['tranche_effectif', 'text'],
  ['code_greffe', 'text'],
  ['territoire', 'text'],
  ['diffusion_partielle', 'bool'],
  ['source', 'text'],
  ['siege_code_postal', 'text'],
  ['siege_commune', 'text'],
  ['siege_code_commune', 'text'],
  ['departement', 'text'],
  ['taille', 'smallint'],
];

export const ETABLISSEMENT_COLS: readonly Col[] = [
  ['entreprise_id', 'int'],
  ['siret', 'text'],
  ['nic', 'text'],
  ['rang', 'text'],
  ['siege', 'bool'],
  ['enseignes', 'text[]'],
  ['denomination_usuelle', 'text'],
  ['code_naf', 'text'],
  ['numero_voie', 'text'],
  ['indice_repetition', 'text'],
  ['type_voie', 'text'],
  ['libelle_voie', 'text'],
  ['complement', 'text'],
  ['code_postal', 'text'],
  ['commune', 'text'],
  ['code_commune', 'text'],
  ['departement', 'text'],
  ['pays', 'text'],
  ['date_creation', 'date'],
  ['date_fermeture', 'date'],
  ['actif', 'bool'],
  ['diffusion_partielle', 'bool'],
];

export const PERSONNE_COLS: readonly Col[] = [
  ['cle', 'text'],
  ['nom', 'text'],
  ['nom_usage', 'text'],
  ['prenoms', 'text'],
  ['mois_naissance', 'smallint'],
  ['annee_naissance', 'smallint'],
  ['nationalite', 'text'],
];

export const FONCTION_COLS: readonly Col[] = [
  ['entreprise_id', 'int'],
  ['nature', 'text'],
  ['role', 'text'],
  ['personne_id', 'int'],
  ['pm_denomination', 'text'],
  ['pm_numero', 'text'],
  ['date_debut', 'date'],
  ['date_fin', 'date'],
  ['pourcentage_capital', 'numeric'],
  ['pourcentage_votes', 'numeric'],
  ['modalites_controle', 'text[]'],
];

export const EXERCICE_COLS: readonly Col[] = [
  ['entreprise_id', 'int'],
  ['date_cloture', 'date'],
  ['duree_mois', 'smallint'],
  ['chiffre_affaires', 'bigint'],
  ['resultat', 'bigint'],
  ['effectif', 'int'],
  ['confidentiel', 'bool'],
];
export const ACTE_COLS: readonly Col[] = [
  ['entreprise_id', 'int'],
  ['date_depot', 'date'],
  ['numero_depot', 'text'],
  ['type_acte', 'text'],
  ['decisions', 'text[]'],
];
export const COMPTES_COLS: readonly Col[] = [
  ['entreprise_id', 'int'],
  ['date_cloture', 'date'],
  ['date_depot', 'date'],
  ['type', 'text'],
  ['confidentiel', 'bool'],
];
export const PROCEDURE_COLS: readonly Col[] = [
  ['entreprise_id', 'int'],
  ['type', 'text'],
  ['date_jugement', 'date'],
  ['date_cessation_paiements', 'date'],
  ['date_cloture', 'date'],
  ['code_greffe', 'text'],
  ['mandataire', 'text'],
  ['evenements', 'jsonb'],
];
const INSCRIPTION_COLS: readonly Col[] = [
  ['entreprise_id', 'int'],
  ['registre', 'text'],
  ['type', 'text'],
  ['code_greffe', 'text'],
  ['numero_gestion', 'text'],
  ['date_immatriculation', 'date'],
  ['date_radiation', 'date'],
];

export const SURETE_COLS: readonly Col[] = [
  ['entreprise_id', 'int'],
  ['numero', 'text'],
  ['type_inscription', 'text'],
  ['date_inscription', 'date'],
  ['date_effet_fin', 'date'],
  ['creancier', 'text'],
  ['montant', 'bigint'],
  ['devise', 'text'],
  ['code_greffe', 'text'],
];

export async function insertMany(q: Queryable, table: string, cols: readonly Col[], rows: Record<string, unknown>[]): Promise<void> {
  if (!rows.length) return;
  const [sql, params] = unnestInsert(table, cols, rows);
  await q.query(sql, params);
}

/** Upserts persons by their stable key and returns key -> id. */
export async function upsertPersons(q: Queryable, persons: Map<string, PersonneRow>): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (!persons.size) return ids;
  const [sql, params] = unnestInsert(
    'personne',
    PERSONNE_COLS,
    [...persons.values()] as unknown as Record<string, unknown>[],
    'on conflict (cle) do update set cle = excluded.cle returning id, cle',
  );
  for (const r of await q.query<{ id: number; cle: string }>(sql, params)) ids.set(r.cle, r.id);
  return ids;
}

/**
 * Inserts a batch of companies with everything attached. Returns the new company ids in input order.
 * Search columns are filled afterwards by refresh_search().
 */
export async function insertCompanies(q: Queryable, records: CompanyRecord[]): Promise<number[]> {
  if (!records.length) return [];
  const [sql, params] = unnestInsert(
    'entreprise',
    ENTREPRISE_COLS,
    records.map((r) => r.entreprise) as unknown as Record<string, unknown>[],
    'returning id, numero_identification',
  );
  const idByNumero = new Map<string, number>();
  for (const r of await q.query<{ id: number; numero_identification: string }>(sql, params)) idByNumero.set(r.numero_identification, r.id);
  const ids = records.map((r) => idByNumero.get(r.entreprise.numero_identification)!);

  const persons = new Map<string, PersonneRow>();
  for (const r of records) for (const f of r.fonctions) if (f.personne) persons.set(f.personne.cle, f.personne);
  const personIds = await upsertPersons(q, persons);

  const etabs: Record<string, unknown>[] = [];
  const fonctions: Record<string, unknown>[] = [];
  const exercices: Record<string, unknown>[] = [];
  const actes: Record<string, unknown>[] = [];
  const comptes: Record<string, unknown>[] = [];
  const procedures: Record<string, unknown>[] = [];
  const inscriptions: Record<string, unknown>[] = [];
  const suretes: Record<string, unknown>[] = [];
  const annuels: Record<string, unknown>[] = [];
  records.forEach((r, i) => {
    const entreprise_id = ids[i];
    for (const e of r.etablissements) etabs.push({ ...e, entreprise_id });
    for (const f of r.fonctions) fonctions.push({ ...f, entreprise_id, personne_id: f.personne ? personIds.get(f.personne.cle) : null });
    for (const x of r.exercices) exercices.push({ ...x, entreprise_id });
    for (const x of r.actes) actes.push({ ...x, entreprise_id });
    for (const x of r.comptes) comptes.push({ ...x, entreprise_id });
    for (const x of r.procedures) procedures.push({ ...x, entreprise_id });
    for (const x of r.inscriptions) inscriptions.push({ ...x, entreprise_id });
    for (const x of r.suretes) suretes.push({ ...x, entreprise_id });
    for (const x of r.comptes_annuels ?? []) annuels.push({ ...x, entreprise_id });
  });
  await insertMany(q, 'etablissement', ETABLISSEMENT_COLS, etabs);
  await insertMany(q, 'fonction', FONCTION_COLS, fonctions);
  await insertMany(q, 'exercice', EXERCICE_COLS, exercices);
  await insertMany(q, 'depot_acte', ACTE_COLS, actes);
  await insertMany(q, 'depot_comptes', COMPTES_COLS, comptes);
  await insertMany(q, 'procedure_collective', PROCEDURE_COLS, procedures);
  await insertMany(q, 'inscription', INSCRIPTION_COLS, inscriptions);
  await insertMany(q, 'inscription_surete', SURETE_COLS, suretes);
  await insertMany(q, 'comptes_annuels', COMPTES_ANNUELS_COLS, annuels);
  return ids;
}

/**
 * New words of names for typo correction (mot_nom, migration 004), counted over some companies:
 * `which` is a condition on their id with its parameters ($1, $2).
 */
async function addNameWords(q: Queryable, which: string, params: unknown[]): Promise<void> {
  await q.query(
    `insert into mot_nom (mot, nb)
     select w, count(*) from entreprise, unnest(string_to_array(concat_ws(' ', nom_normalise, autres_noms), ' ')) w
      where ${which} and length(w) >= 3
      group by w
     on conflict (mot) do update set nb = mot_nom.nb + excluded.nb`,
    params,
  );
}

/**
 * Recomputes the search columns (and the head office's place) for a range of company ids, in
 * slices; `parallel` slices at a time on a pool of connections (PostgreSQL), then the words of
 * the names one slice after the other (concurrent upserts of the same words would deadlock).
 */
export async function refreshSearch(q: Queryable, fromId: number, toId: number, slice = 5000, parallel = 1): Promise<void> {
  let next = fromId;
  const worker = async () => {
    while (next <= toId) {
      const a = next;
      next += slice;
      await q.query('select refresh_search($1, $2)', [a, Math.min(toId, a + slice - 1)]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
  for (let a = fromId; a <= toId; a += slice * 10) await addNameWords(q, 'id between $1 and $2', [a, Math.min(toId, a + slice * 10 - 1)]);
}

/** Recomputes search columns of the given companies (changes spread over the table), in slices. */
export async function refreshSearchOf(q: Queryable, ids: readonly number[], slice = 5000): Promise<void> {
  const sorted = [...ids].sort((a, b) => a - b);
  for (let i = 0; i < sorted.length; i += slice) {
    const part = sorted.slice(i, i + slice);
    await q.query('select refresh_search(v.id, v.id) from unnest($1::int[]) as v(id)', [part]);
    await addNameWords(q, 'id = any($1::int[])', [part]);
  }
}

/** Links legal-person executives to the companies they name, when present. */
export async function linkLegalPersons(q: Queryable): Promise<void> {
  await q.query(
    `update fonction f set pm_entreprise_id = e.id
       from entreprise e
      where f.pm_numero is not null and f.pm_entreprise_id is null and e.siren = f.pm_numero`,
  );
}

export type { EntrepriseRow };
