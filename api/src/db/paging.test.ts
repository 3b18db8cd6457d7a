import { pageTotal } from './paging';
import type { Queryable } from './types';

function countingDb(n: number) {
  const calls: Array<{ sql: string; params?: unknown[] }> = [];
  const db: Queryable = {
    query: async <T>(sql: string, params?: unknown[]) => {
      calls.push({ sql, params });
      return [{ n }] as T[];
    },
    exec: async () => {},
  };
  return { db, calls };
}

describe('pageTotal', () => {
  it('reads the window count of the first row, without another query', async () => {
    const { db, calls } = countingDb(99);
    await expect(pageTotal(db, [{ total: 12 }, { total: 12 }], 'select count(*)::int as n from t', [])).resolves.toBe(12);
    expect(calls).toHaveLength(0);
  });

  it('counts with its own query past the last page', async () => {
    const { db, calls } = countingDb(7);
    await expect(pageTotal(db, [], 'select count(*)::int as n from t where a = $1', [3])).resolves.toBe(7);
    expect(calls).toEqual([{ sql: 'select count(*)::int as n from t where a = $1', params: [3] }]);
  });
});
