// `npm run search:opensearch`: one OpenSearch 2.x node on a loopback port, from Maven Central
// artifacts only (search-node/pom.xml). The class path is resolved by Maven once (offline
// afterwards), the launcher compiled with javac, then the node runs in a JVM of its own until
// SIGINT or SIGTERM. It also stops by itself when this process dies, however it dies: its standard
// input is a pipe from here, and the launcher exits when the pipe closes.
//
// Environment: OPENSEARCH_PORT (HTTP, default 9200; the transport port is the next one),
// OPENSEARCH_HEAP (default 512m), OPENSEARCH_START_TIMEOUT_MS (how long a start may take, default
// 180 s), DATA_DIR (the node's files go to DATA_DIR/opensearch, else
// .data/opensearch). Used as a module by the test and bench scripts: `startOpenSearch(options)`.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NODE_DIR = path.join(ROOT, 'search-node');
const TARGET = path.join(NODE_DIR, 'target');
const CLASSPATH_FILE = path.join(TARGET, 'classpath.txt');
const SOURCE = path.join(NODE_DIR, 'src', 'main', 'java', 'fr', 'portail', 'search', 'SearchNode.java');
const CLASS = path.join(TARGET, 'classes', 'fr', 'portail', 'search', 'SearchNode.class');

/** Whether java, javac and mvn are all on the PATH: what starting a node needs. */
export function javaToolsPresent() {
  for (const [cmd, arg] of [['java', '-version'], ['javac', '-version'], ['mvn', '-v']]) {
    try {
      execFileSync(cmd, [arg], { stdio: 'ignore' });
    } catch {
      return false;
    }
  }
  return true;
}

function newer(a, b) {
  return !existsSync(b) || statSync(a).mtimeMs > statSync(b).mtimeMs;
}

/** The node's class path: Maven resolves it once from Maven Central, offline afterwards. */
function classpath(log) {
  if (newer(path.join(NODE_DIR, 'pom.xml'), CLASSPATH_FILE)) {
    mkdirSync(TARGET, { recursive: true });
    const args = ['-q', '-B', 'dependency:build-classpath', `-Dmdep.outputFile=${CLASSPATH_FILE}`];
    try {
      execFileSync('mvn', ['-o', ...args], { cwd: NODE_DIR, stdio: 'ignore' });
    } catch {
      log('OpenSearch : résolution des artefacts sur Maven Central (première fois seulement)…');
      execFileSync('mvn', args, { cwd: NODE_DIR, stdio: ['ignore', 'ignore', 'inherit'] });
    }
  }
  const cp = readFileSync(CLASSPATH_FILE, 'utf8').trim();
  if (newer(SOURCE, CLASS)) {
    execFileSync('javac', ['--release', '17', '-cp', cp, '-d', path.join(TARGET, 'classes'), SOURCE], { stdio: 'inherit' });
  }
  return `${path.join(TARGET, 'classes')}${path.delimiter}${cp}`;
}

/** The data folder: DATA_DIR/opensearch, or .data/opensearch at the root. */
export function defaultHome(env = process.env) {
  return env.DATA_DIR ? path.join(path.resolve(env.DATA_DIR), 'opensearch') : path.join(ROOT, '.data', 'opensearch');
}

/**
 * Starts a node and resolves once its cluster is at least yellow, with its URL, the JVM's pid and
 * `stop()` (SIGTERM, then SIGKILL after `graceMs`). Rejects with the node's last output if it
 * exits or does not answer within `timeoutMs`.
 */
export async function startOpenSearch({
  port = Number(process.env.OPENSEARCH_PORT || 9200),
  home = defaultHome(),
  heap = process.env.OPENSEARCH_HEAP || '512m',
  timeoutMs = Number(process.env.OPENSEARCH_START_TIMEOUT_MS) || 180_000,
  log = (line) => console.log(line),
} = {}) {
  if (!/^\d+[kmg]$/i.test(heap)) throw new Error(`OPENSEARCH_HEAP invalide : « ${heap} » (par exemple 512m ou 2g)`);
  const cp = classpath(log);
  mkdirSync(home, { recursive: true });
  const logFile = path.join(home, 'node.log');
  const child = spawn(
    'java',
    [
      `-Xms${heap}`,
      `-Xmx${heap}`,
      '-XX:+UseG1GC',
      '-Djava.awt.headless=true',
      '-Dfile.encoding=UTF-8',
      '-Dlog4j2.disable.jmx=true',
      `-Dportail.search.home=${home}`,
      `-Dportail.search.port=${port}`,
      // The node's own wait for a yellow cluster ends before ours.
      `-Dportail.search.readySeconds=${Math.max(30, Math.floor(timeoutMs / 1000) - 30)}`,
      '-cp',
      cp,
      'fr.portail.search.SearchNode',
    ],
    { cwd: NODE_DIR, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;

  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const ready = new Promise((resolve) => {
    const onData = (chunk) => {
      if (/^READY \d+/m.test(output + chunk.toString())) {
        child.stdout.off('data', onData);
        resolve(true);
      }
    };
    child.stdout.on('data', onData);
  });
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const outcome = await Promise.race([ready, exited.then((c) => `exit ${c}`), timeout]);
  clearTimeout(timer);
  const stop = async (graceMs = 20_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(killer);
    writeFileSync(logFile, output);
  };
  if (outcome !== true) {
    await stop(1000);
    writeFileSync(logFile, output);
    throw new Error(`OpenSearch ne démarre pas (${outcome}) ; sa sortie :\n${output.slice(-4000)}`);
  }
  const health = await fetch(`${url}/_cluster/health?wait_for_status=yellow&timeout=30s`).then((r) => r.json());
  if (health.status !== 'green' && health.status !== 'yellow') {
    await stop();
    throw new Error(`OpenSearch répond mais son état est ${health.status}`);
  }
  return { url, pid: child.pid, home, heap, status: health.status, stop, exited };
}

async function main() {
  const started = Date.now();
  const node = await startOpenSearch();
  console.log(
    `OpenSearch prêt sur ${node.url} (état ${node.status}, tas ${node.heap}, données ${node.home}, ${((Date.now() - started) / 1000).toFixed(1)} s) ; Ctrl+C pour l'arrêter.`,
  );
  let stopping = false;
  const shutdown = async (signal) => {
    if (stopping) return;
    stopping = true;
    await node.stop();
    console.log(`OpenSearch arrêté (${signal}).`);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  const code = await node.exited;
  if (!stopping) {
    console.error(`OpenSearch s'est arrêté de lui-même (${code}) ; sa sortie est dans ${path.join(node.home, 'node.log')}.`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
