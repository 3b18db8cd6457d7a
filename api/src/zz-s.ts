import { openPostgres } from './db/postgres';
import { PostgresSearchEngine } from './modules/companies/search/postgres';
import { SearchCompaniesQuerySchema } from '@portail/shared/src/api';
async function main() {
  const db = await openPostgres('postgres://postgres@127.0.0.1:5432/test', { schema: 'bench_1000000' });
  const q0 = db.query.bind(db);
  let log: string[] = [];
  (db as any).query = async (sql: string, p: unknown[]) => { const t = performance.now(); const r = await q0(sql, p as never); log.push(`${(performance.now() - t).toFixed(1)}ms ${sql.replace(/\s+/g, ' ').slice(0, 120)} ${JSON.stringify(p).slice(0, 100)}`); return r; };
  const e = new PostgresSearchEngine(db);
  for (const phrase of process.argv.slice(2)) {
    log = [];
    const t = performance.now();
    const r = await e.searchCompanies(SearchCompaniesQuerySchema.parse({ phrase }));
    console.log(`== ${phrase}: ${(performance.now() - t).toFixed(1)} ms, total ${r.total}, top ${r.items.slice(0, 3).map((i) => i.denomination).join(' | ')}`);
    for (const l of log) console.log('   ', l);
  }
  await db.close();
}
main();
