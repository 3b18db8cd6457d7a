// The territory's day in SQL, on PGlite and PostgreSQL (both run in UTC): 23:30 in Paris on
// 3 December is already the 4th in Nouméa; the mainland's day stays the 3rd.
import type { Database } from './types';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import { testBackends } from '../testing/databases';
import { territoryTimeZoneOf, territoryToday, territoryTodayOf } from './days';

const LATE_IN_PARIS = `'2026-12-03T22:30:00Z'::timestamptz`;

describe.each(testBackends())('territory days in SQL on %s', (kind) => {
  let db: Database;
  const one = async (sql: string) => (await db.query<{ d: string }>(`select (${sql})::text as d`))[0]!.d;

  beforeAll(async () => {
    db = kind === 'pglite' ? await openPglite() : await openPostgres(process.env.TEST_DATABASE_URL!, { max: 1 });
  });
  afterAll(async () => {
    await db?.close();
  });

  it("dates an instant by each territory's calendar", async () => {
    expect(await one(territoryToday('FR', LATE_IN_PARIS))).toBe('2026-12-03');
    expect(await one(territoryToday('NC', LATE_IN_PARIS))).toBe('2026-12-04');
    // Early in Nouméa is still the day before in Paris.
    expect(await one(territoryToday('NC', `'2026-06-30T14:30:00Z'::timestamptz`))).toBe('2026-07-01');
    expect(await one(territoryToday('FR', `'2026-06-30T14:30:00Z'::timestamptz`))).toBe('2026-06-30');
  });

  it('dates each row by the territory it names', async () => {
    const rows = await db.query<{ t: string; d: string; z: string }>(
      `select t, ${territoryTodayOf('t', LATE_IN_PARIS)}::text as d, ${territoryTimeZoneOf('t')} as z from (values ('FR'), ('NC')) as v(t) order by t`,
    );
    expect(rows).toEqual([
      { t: 'FR', d: '2026-12-03', z: 'Europe/Paris' },
      { t: 'NC', d: '2026-12-04', z: 'Pacific/Noumea' },
    ]);
  });
});
