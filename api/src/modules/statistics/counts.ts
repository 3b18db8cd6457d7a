import type { Database } from '../../db/types';

/** Below this many rows the count is exact; above it, the planner's estimate is close enough. */
export const EXACT_COUNT_BELOW = 10_000;

/**
 * Rows of a table, cheaply: `pg_class.reltuples` (kept by autovacuum and ANALYZE; -1 on a table
 * never analysed, PostgreSQL 14+) for a large table, an exact `count(*)` for a small one. Runs on
 * PostgreSQL 15 and PGlite 17 alike.
 */
export async function estimatedCount(db: Database, table: 'entreprise' | 'etablissement'): Promise<number> {
  const [r] = await db.query<{ n: number }>(
    `select case when c.reltuples < ${EXACT_COUNT_BELOW} then (select count(*) from ${table}) else c.reltuples end::int as n
       from pg_class c where c.oid = '${table}'::regclass`,
  );
  return r?.n ?? 0;
}

/**
 * Companies and establishments of New Caledonia, exactly: its companies are those with a RIDET and
 * its establishments those with a rank, each read from its own index (a few percent of the
 * register), never by a scan of the tables.
 */
export async function newCaledoniaCounts(db: Database): Promise<{ entreprises: number; etablissements: number }> {
  const [r] = await db.query<{ entreprises: number; etablissements: number }>(
    `select (select count(*) from entreprise where ridet is not null)::int as entreprises,
            (select count(*) from etablissement where rang is not null)::int as etablissements`,
  );
  return { entreprises: r?.entreprises ?? 0, etablissements: r?.etablissements ?? 0 };
}
