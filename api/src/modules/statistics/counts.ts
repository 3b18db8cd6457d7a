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
