// Seeds the generated corpus: batches of companies, then search columns, then links.
import fs from 'node:fs';
import path from 'node:path';
import type { Database, Queryable } from '../db/types';
import { MIGRATIONS_DIR } from '../db/migrate';
import { DEFAULT_SEED, generateCompany } from './generator';
import { insertCompanies, linkLegalPersons, refreshSearch } from './writer';
import type { CompanyRecord } from './types';

export interface SeedOptions {
  companies: number;
  seed?: number;
  /** First corpus index (to extend an existing corpus). */
  start?: number;
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
  /** After the companies are written: the search columns computed, then (rebuildIndexes) the indexes built. */
  onStep?: (step: 'search' | 'indexes') => void;
  /** Drop search indexes while loading and rebuild them at the end (large loads). */
  rebuildIndexes?: boolean;
  /**
   * All or nothing, in one transaction: a start interrupted while seeding leaves an empty
   * database that the next start seeds again, never a half-built corpus without its search columns.
   */
  atomic?: boolean;
}

const SEARCH_INDEX_FILE = '002_search_indexes.sql';

/** The tables a seeding writes (writer.ts), and the name dictionary. */
export const CORPUS_TABLES = [
  'entreprise',
  'etablissement',
  'personne',
  'fonction',
  'exercice',
  'depot_acte',
  'depot_comptes',
  'procedure_collective',
  'inscription',
  'inscription_surete',
  'comptes_annuels',
  'mot_nom',
];

/** The statements of the search index file, each creating one index if it is missing. */
function searchIndexStatements(): string[] {
  const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, SEARCH_INDEX_FILE), 'utf8');
  return sql
    .split(';')
    .map((x) => x.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean)
    .map((x) => x.replace(/create index /g, 'create index if not exists '));
}

/** Bulk loads: maintaining the search indexes row by row costs far more than building them once. */
export async function dropSearchIndexes(db: Queryable): Promise<void> {
  for (const st of searchIndexStatements()) await db.exec(`drop index if exists ${/create index if not exists (\w+)/.exec(st)![1]}`);
}

/** Memory for one index build: the default (64 MB) spills a national-size GIN build to disk. */
const INDEX_BUILD_MEMORY = '256MB';

/**
 * Builds the search indexes. On PostgreSQL, `parallel` builds run side by side on their own
 * connections (a GIN build uses one core), each with INDEX_BUILD_MEMORY.
 */
export async function createSearchIndexes(db: Queryable | Database, parallel = 1): Promise<void> {
  const statements = searchIndexStatements();
  if (parallel <= 1 || !('transaction' in db) || db.kind !== 'postgres') {
    for (const st of statements) await db.exec(st);
    return;
  }
  let next = 0;
  const worker = async () => {
    while (next < statements.length) {
      const st = statements[next++]!;
      await db.transaction((tx) => tx.exec(`set local maintenance_work_mem = '${INDEX_BUILD_MEMORY}'; ${st}`));
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

export async function seedCorpus(db: Database, opts: SeedOptions): Promise<{ companies: number; ms: number }> {
  const o = { ...opts, batchSize: opts.batchSize ?? (db.kind === 'pglite' ? 500 : 2000) };
  if (o.atomic) return db.transaction((tx) => seedWith(tx, (fn) => fn(tx), o));
  return seedWith(db, (fn) => db.transaction(fn), o);
}

async function seedWith(
  q: Queryable,
  inTransaction: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>,
  opts: SeedOptions,
): Promise<{ companies: number; ms: number }> {
  const t0 = Date.now();
  const seed = opts.seed ?? DEFAULT_SEED;
  const start = opts.start ?? 0;
  const batch = opts.batchSize!;
  const end = start + opts.companies;
  if (opts.rebuildIndexes) await dropSearchIndexes(q);

  let minId = Number.MAX_SAFE_INTEGER;
  let maxId = 0;
  for (let i = start; i < end; i += batch) {
    const records: CompanyRecord[] = [];
    for (let k = i; k < Math.min(end, i + batch); k++) records.push(generateCompany(seed, k));
    const ids = await inTransaction((tx) => insertCompanies(tx, records));
    for (const id of ids) {
      if (id < minId) minId = id;
      if (id > maxId) maxId = id;
    }
    opts.onProgress?.(Math.min(end, i + batch) - start, opts.companies);
  }
  opts.onStep?.('search');
  if (maxId > 0) await refreshSearch(q, minId, maxId);
  await linkLegalPersons(q);
  if (opts.rebuildIndexes) {
    opts.onStep?.('indexes');
    await createSearchIndexes(q);
  }
  // Outside a transaction, a vacuum too: the search refresh rewrote every company and the name
  // dictionary's upserts left dead rows and a pending list in its trigram index (see importer.ts).
  // The corpus's tables only (of this schema): a bare VACUUM or ANALYZE goes through the database.
  await q.exec(`${opts.atomic ? 'analyze' : 'vacuum analyze'} ${CORPUS_TABLES.join(', ')}`);
  return { companies: opts.companies, ms: Date.now() - t0 };
}
