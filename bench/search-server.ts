// The API over the benchmark's PostgreSQL corpus, in its own process, so that the load
// generator does not share the API's event loop. Prints "PORT=<n>" once listening.
import { openPostgres } from '../api/src/db/postgres';
import { buildApp } from '../api/src/app';

async function main() {
  const url = process.env.BENCH_PG_URL;
  const schema = process.env.BENCH_SCHEMA;
  if (!url || !schema) throw new Error('BENCH_PG_URL et BENCH_SCHEMA sont requis');
  const db = await openPostgres(url, { schema, max: 16 });
  const app = await buildApp({ db, rateLimit: false, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(`PORT=${typeof address === 'object' && address ? address.port : 0}`);
  const stop = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
