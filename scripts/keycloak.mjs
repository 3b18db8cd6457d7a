// `npm run idp:keycloak`: a real Keycloak server on a loopback port, the identity provider
// docker-compose.yml deploys, from its distribution on Maven Central only
// (org.keycloak:keycloak-quarkus-dist, KEYCLOAK_VERSION below), with the project's realm
// (deploy/keycloak/realm-portail.json, the file compose mounts) imported at the first start and a
// database of its own (Keycloak's dev-file store) under DATA_DIR. The distribution is fetched by
// Maven into the local repository once, and unzipped once into a cache folder; each data folder
// gets a small Keycloak home whose programs are links into that cache and whose data/ is its own.
// It runs until SIGINT or SIGTERM, and stops with this process however it ends.
//
// Environment: KEYCLOAK_PORT (HTTP, default 8085 + PORT_BASE: beside the shells' 8080 and 8081),
// DATA_DIR (the server's files go to DATA_DIR/keycloak, else .data/keycloak), KEYCLOAK_ADMIN and
// KEYCLOAK_ADMIN_PASSWORD (the master realm's administrator, "admin"/"admin" unless given: for a
// local server only), KEYCLOAK_API_CLIENT_SECRET (the API's client of the admin API, a fixed value
// for local use unless given), KEYCLOAK_CACHE (where the distribution is unzipped, default
// ~/.cache/portail-keycloak), KEYCLOAK_START_TIMEOUT_MS (default 10 minutes), KEYCLOAK_JAVA_HOME (the Java to run it with, default JAVA_HOME or the
// java on the PATH: 17 or later). The realm's redirect URIs and origins are the shells' on this
// machine (PUBLIC_HOST, PORT_BASE), given to Keycloak as PUBLIC_ORIGIN_FR and PUBLIC_ORIGIN_NC, the
// placeholders of the realm file that compose fills the same way; so are KEYCLOAK_SMTP_HOST,
// KEYCLOAK_SMTP_PORT and KEYCLOAK_SMTP_FROM, where Keycloak sends its mail (localhost:25 unless given),
// and API_BACKCHANNEL_LOGOUT_URL, where it tells the API that a session ended (this machine's API,
// http://127.0.0.1:3000+PORT_BASE/auth/backchannel-logout, unless given).
// Used as a module by the Keycloak journeys (e2e/keycloak): `startKeycloak(options)`.
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The distribution, pinned: a Keycloak 26 that runs on Java 17. */
export const KEYCLOAK_VERSION = '26.5.6';
export const REALM = 'portail';
export const REALM_FILE = path.join(ROOT, 'deploy', 'keycloak', 'realm-portail.json');
/** The API's client of Keycloak's admin API (realm file), and its secret on a local server. */
export const API_ADMIN_CLIENT = 'portail-api';
export const LOCAL_API_CLIENT_SECRET = 'secret-local-du-client-portail-api';
const ARTIFACT = `org.keycloak:keycloak-quarkus-dist:${KEYCLOAK_VERSION}:zip`;
/** The programs of the distribution a Keycloak home links to; data/ is each home's own. */
const SHARED_DIRS = ['lib', 'conf', 'providers', 'themes'];

/** Whether java and mvn are on the PATH: what starting Keycloak needs. */
export function javaToolsPresent() {
  for (const [cmd, arg] of [['java', '-version'], ['mvn', '-v']]) {
    try {
      execFileSync(cmd, [arg], { stdio: 'ignore' });
    } catch {
      return false;
    }
  }
  return true;
}

export function defaultPort(env = process.env) {
  return Number(env.KEYCLOAK_PORT || 8085 + Number(env.PORT_BASE || 0));
}

/** The data folder: DATA_DIR/keycloak, or .data/keycloak at the root. */
export function defaultHome(env = process.env) {
  return env.DATA_DIR ? path.join(path.resolve(env.DATA_DIR), 'keycloak') : path.join(ROOT, '.data', 'keycloak');
}

/** The shells' origins on this machine, as the realm's client must list them. */
export function localShellOrigins(env = process.env) {
  const base = Number(env.PORT_BASE || 0);
  const host = env.PUBLIC_HOST || 'localhost';
  return { fr: `http://${host}:${8080 + base}`, nc: `http://${host}:${8081 + base}` };
}

/** The unzipped distribution, from Maven Central through the local Maven repository (once). */
function distribution(cacheDir, log) {
  const dist = path.join(cacheDir, `keycloak-${KEYCLOAK_VERSION}`);
  if (existsSync(path.join(dist, 'bin', 'kc.sh'))) return dist;
  mkdirSync(cacheDir, { recursive: true });
  const zip = path.join(cacheDir, `keycloak-quarkus-dist-${KEYCLOAK_VERSION}.zip`);
  if (!existsSync(zip)) {
    log(`Keycloak ${KEYCLOAK_VERSION} : copie de ${ARTIFACT} depuis Maven Central (première fois seulement)…`);
    const args = ['-q', '-B', 'dependency:copy', `-Dartifact=${ARTIFACT}`, `-DoutputDirectory=${cacheDir}`];
    try {
      execFileSync('mvn', ['-o', ...args], { stdio: 'ignore' });
    } catch {
      execFileSync('mvn', args, { stdio: ['ignore', 'ignore', 'inherit'] });
    }
  }
  const partial = `${dist}.partiel-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  execFileSync('unzip', ['-q', zip, '-d', partial], { stdio: ['ignore', 'ignore', 'inherit'] });
  // Another start may have unzipped it meanwhile: the first one in stays.
  if (!existsSync(path.join(dist, 'bin', 'kc.sh'))) renameSync(path.join(partial, `keycloak-${KEYCLOAK_VERSION}`), dist);
  rmSync(partial, { recursive: true, force: true });
  return dist;
}

/** A Keycloak home of the data folder: its own bin/kc.sh (which takes its home from its own place), links to the programs, its own data. */
function keycloakHome(dist, home) {
  mkdirSync(path.join(home, 'bin'), { recursive: true });
  mkdirSync(path.join(home, 'data', 'import'), { recursive: true });
  copyFileSync(path.join(dist, 'bin', 'kc.sh'), path.join(home, 'bin', 'kc.sh'));
  for (const dir of SHARED_DIRS) {
    const link = path.join(home, dir);
    rmSync(link, { recursive: true, force: true });
    symlinkSync(path.join(dist, dir), link);
  }
  // The realm file compose mounts, itself: the import reads every .json of data/import.
  const realm = path.join(home, 'data', 'import', path.basename(REALM_FILE));
  rmSync(realm, { force: true });
  symlinkSync(REALM_FILE, realm);
}

async function answers(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Starts Keycloak and resolves once the realm's discovery document answers, with the realm's
 * issuer, the server's URL, the admin credentials and `stop()` (SIGTERM, then SIGKILL after
 * `graceMs`). Rejects with the server's last output if it exits or does not answer in time.
 */
/** The realm's issuer and the API client's secret of a Keycloak this script starts on `port`: known before it answers. */
export function keycloakIdentity({ port = defaultPort(), host = process.env.PUBLIC_HOST || 'localhost' } = {}) {
  return {
    url: `http://${host}:${port}`,
    issuer: `http://${host}:${port}/realms/${REALM}`,
    apiClientSecret: process.env.KEYCLOAK_API_CLIENT_SECRET || LOCAL_API_CLIENT_SECRET,
  };
}

export async function startKeycloak({
  port = defaultPort(),
  home = defaultHome(),
  origins = localShellOrigins(),
  cacheDir = process.env.KEYCLOAK_CACHE || path.join(os.homedir(), '.cache', 'portail-keycloak'),
  host = process.env.PUBLIC_HOST || 'localhost',
  timeoutMs = Number(process.env.KEYCLOAK_START_TIMEOUT_MS || 600_000),
  log = (line) => console.log(line),
} = {}) {
  const { url, issuer, apiClientSecret } = keycloakIdentity({ port, host });
  if (await answers(`${issuer}/.well-known/openid-configuration`)) throw new Error(`Le port ${port} est déjà pris par un Keycloak (${url}) : KEYCLOAK_PORT pour en choisir un autre.`);
  const dist = distribution(cacheDir, log);
  keycloakHome(dist, home);
  const admin = { username: process.env.KEYCLOAK_ADMIN || 'admin', password: process.env.KEYCLOAK_ADMIN_PASSWORD || 'admin' };
  const javaHome = process.env.KEYCLOAK_JAVA_HOME || process.env.JAVA_HOME;
  const env = {
    ...process.env,
    ...(javaHome ? { JAVA_HOME: javaHome } : {}),
    KC_BOOTSTRAP_ADMIN_USERNAME: admin.username,
    KC_BOOTSTRAP_ADMIN_PASSWORD: admin.password,
    // The realm file's placeholders.
    PUBLIC_ORIGIN_FR: origins.fr,
    PUBLIC_ORIGIN_NC: origins.nc,
    KEYCLOAK_API_CLIENT_SECRET: apiClientSecret,
    // Where Keycloak tells the API that a session ended (OIDC back-channel logout): the API of
    // this machine's site (scripts/ports.mjs), unless given.
    API_BACKCHANNEL_LOGOUT_URL: process.env.API_BACKCHANNEL_LOGOUT_URL || `http://127.0.0.1:${3000 + Number(process.env.PORT_BASE || 0)}/auth/backchannel-logout`,
    JAVA_OPTS_APPEND: `${process.env.JAVA_OPTS_APPEND ?? ''} -Xms64m -Xmx512m`.trim(),
  };
  const args = [
    'start-dev',
    `--http-host=127.0.0.1`,
    `--http-port=${port}`,
    // One issuer whatever address a request came to: the browser's and the API's are the same here.
    `--hostname=${url}`,
    '--import-realm',
    '--db=dev-file',
    '--log-level=warn,org.keycloak.exportimport:info,io.quarkus:info',
  ];
  const child = spawn(path.join(home, 'bin', 'kc.sh'), args, { cwd: home, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  // Keycloak ends with this process, however it ends (its own process group, killed whole).
  const killNow = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  };
  process.once('exit', killNow);

  const stop = async (graceMs = 20_000) => {
    process.off('exit', killNow);
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(killNow, graceMs);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + timeoutMs;
  let outcome = 'timeout';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      outcome = `exit ${child.exitCode ?? child.signalCode}`;
      break;
    }
    if (await answers(`${issuer}/.well-known/openid-configuration`)) {
      outcome = 'ready';
      break;
    }
    await new Promise((r) => setTimeout(r, 1_000));
  }
  if (outcome !== 'ready') {
    await stop(2_000);
    throw new Error(`Keycloak n'a pas démarré (${outcome === 'timeout' ? `pas de réponse en ${timeoutMs / 1000} s` : outcome}) :\n${output.slice(-4_000)}`);
  }
  return { url, issuer, admin, apiClientSecret, pid: child.pid, home, stop, exited, output: () => output };
}

async function main() {
  if (!javaToolsPresent()) {
    console.error('Keycloak demande java (17 ou plus) et mvn sur le PATH.');
    process.exit(1);
  }
  const t0 = Date.now();
  console.log(`Keycloak ${KEYCLOAK_VERSION} : démarrage (données dans ${defaultHome()})…`);
  const kc = await startKeycloak();
  console.log(
    `Keycloak prêt en ${((Date.now() - t0) / 1000).toFixed(1)} s : realm ${kc.issuer} (administration ${kc.url}/admin, ${kc.admin.username}) ; OIDC_ISSUER=${kc.issuer} pour que l'API s'y fie.`,
  );
  let stopping = false;
  const onSignal = async () => {
    if (stopping) return;
    stopping = true;
    console.log('Keycloak : arrêt…');
    await kc.stop();
    console.log('Keycloak arrêté.');
    process.exit(0);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const code = await kc.exited;
  if (!stopping) {
    console.error(`Keycloak s'est arrêté de lui-même (${code}) :\n${kc.output().slice(-4_000)}`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(`Échec du démarrage de Keycloak : ${err.message || err}`);
    process.exit(1);
  });
}
