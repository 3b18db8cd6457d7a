// `npm run test:opensearch`: the search suite's OpenSearch runs (and the other tests that talk to
// a real node) against a node started here from Maven Central artifacts, in a folder of its own
// removed afterwards. Skipped with a line saying so when Java or Maven is missing.
// OPENSEARCH_TEST_PORT (default 9290) is the node's HTTP port; the arguments go to jest.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { javaToolsPresent, startOpenSearch } from './opensearch.mjs';

/**
 * Tests that need the node: the search suite's files (their OpenSearch runs alone, through
 * TEST_SEARCH_ENGINES) and the outbox drained into the node. Every test of these files runs: the
 * outbox file's tests without a node run again, cheap, rather than being reported skipped.
 */
const TESTS = [
  'api/src/modules/companies/search.test.ts',
  'api/src/modules/companies/search/relevance.test.ts',
  'api/src/modules/companies/search/outbox.test.ts',
];

async function main() {
  if (!javaToolsPresent()) {
    console.log(
      'Suite OpenSearch non lancée : java, javac et mvn sont requis pour démarrer le nœud / OpenSearch suite skipped: it needs java, javac and mvn to start the node.',
    );
    return 0;
  }
  const home = mkdtempSync(path.join(os.tmpdir(), 'portail-opensearch-test-'));
  const started = Date.now();
  const node = await startOpenSearch({ port: Number(process.env.OPENSEARCH_TEST_PORT || 9290), home, heap: process.env.OPENSEARCH_HEAP || '512m' });
  console.log(`OpenSearch de test prêt sur ${node.url} en ${((Date.now() - started) / 1000).toFixed(1)} s`);
  try {
    const jest = spawn(
      process.execPath,
      [path.join('node_modules', 'jest', 'bin', 'jest.js'), ...TESTS, '--maxWorkers=1', ...process.argv.slice(2)],
      { stdio: 'inherit', env: { ...process.env, TEST_OPENSEARCH_URL: node.url, TEST_SEARCH_ENGINES: 'opensearch' } },
    );
    const stop = () => jest.kill('SIGTERM');
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return await new Promise((resolve) => jest.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  } finally {
    await node.stop();
    rmSync(home, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
