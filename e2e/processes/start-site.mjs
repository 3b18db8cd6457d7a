// The whole site (scripts/start.mjs) with two API processes on PostgreSQL and Redis, for
// playwright.processes.config.ts. Each start begins clean: the schema e2e_deux_processus of
// TEST_DATABASE_URL is dropped and created again, and the API's keys (portail:) are removed from
// the Redis database the run uses (TEST_REDIS_URL's, or 11 when the URL names none).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(path.join(ROOT, 'api', 'package.json'));
const pg = require('pg');

const SCHEMA = 'e2e_deux_processus';
const REDIS_DATABASE = '11';
const REDIS_PREFIX = 'portail:';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (!databaseUrl || !redisUrl) {
  console.error('Les parcours à deux processus de l’API demandent PostgreSQL (TEST_DATABASE_URL) et Redis (TEST_REDIS_URL).');
  process.exit(1);
}

// The schema first in the API's search path (the extensions stay in public); the API's pool adds
// its own session settings to the URL's options.
const apiDatabase = new URL(databaseUrl);
apiDatabase.searchParams.set('options', `-c search_path=${SCHEMA},public`);

const apiRedis = new URL(redisUrl);
if (apiRedis.pathname === '' || apiRedis.pathname === '/') apiRedis.pathname = `/${REDIS_DATABASE}`;

const admin = new pg.Client({ connectionString: databaseUrl });
await admin.connect();
try {
  await admin.query(`drop schema if exists ${SCHEMA} cascade`);
  await admin.query(`create schema ${SCHEMA}`);
} finally {
  await admin.end();
}

const { deleteRedisKeys } = await tsImport('../../api/src/testing/stores.ts', import.meta.url);
await deleteRedisKeys(apiRedis.href, REDIS_PREFIX);

process.env.API_PROCESSES = '2';
process.env.DATABASE_URL = apiDatabase.href;
process.env.REDIS_URL = apiRedis.href;
// The journeys sign in as the demo customers, which PostgreSQL has only when asked for.
process.env.AUTH_DEMO = '1';
process.env.DATA_DIR ||= path.join(ROOT, '.data', 'e2e-deux-processus');
console.log(`Site à deux processus de l'API : schéma ${SCHEMA}, Redis ${apiRedis.host}${apiRedis.pathname}, PORT_BASE ${process.env.PORT_BASE || 0}`);
await import('../../scripts/start.mjs');
