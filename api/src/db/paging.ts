import type { Queryable } from './types';

/**
 * The total of a listing read a page at a time with `count(*) over ()::int as total`: from the
 * page's first row or, when the page is empty (an offset past the end returns no row, hence no
 * window count), from `countSql`, which selects `count(*)::int as n` with `params`.
 */
export async function pageTotal(db: Queryable, rows: ReadonlyArray<{ total: number }>, countSql: string, params: unknown[]): Promise<number> {
  const first = rows[0];
  if (first) return first.total;
  const [r] = await db.query<{ n: number }>(countSql, params);
  return r?.n ?? 0;
}
