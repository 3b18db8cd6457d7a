import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';

// Independent deployment: a new version of mf-records is published beside the current one under
// its versioned path, the registry is repointed, and a running shell server (neither rebuilt nor
// restarted) serves the new version from the next page load on, its server render included; then
// the registry is pointed back and the previous version is served again.
//
// The shell is one of its own (scripts/serve-app.mjs, as in production, reading a registry file
// of this test), so that the site the other specs use is never repointed; the version is
// published on the site's mf-records server, under a name nobody else points at, and removed at
// the end.

const ROOT = path.resolve(__dirname, '..', '..');
const base = Number(process.env.PORT_BASE || 0);
const RECORDS = `http://localhost:${3002 + base}`;
const RECORDS_RENDER = `http://127.0.0.1:${3002 + base}`;
const API = `http://127.0.0.1:${3000 + base}`;

type Entry = { manifest: string; render?: string };
type Publishing = {
  publishRemote: (o: { remote: string; version: string }) => { files: string; bundle: string | null; path: string };
  unpublishRemote: (o: { remote: string; version: string }) => void;
  repointRegistry: (file: string, remote: string, to: Entry) => Entry;
  writeRegistryFile: (file: string, registry: unknown) => void;
};
type Registries = { REMOTES: string[]; localRegistry: (rendering: string[]) => { remotes: { name: string }[] } };

/** The repository's scripts, as an operator runs them (ES modules: imported, not required). */
async function script<T>(name: string): Promise<T> {
  const url = pathToFileURL(path.join(ROOT, 'scripts', name)).href;
  return (await import(url)) as T;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The shell's production server on `port`, serving the registry of `file`. */
async function startShell(port: number, file: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'serve-app.mjs'), 'shell-fr'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), API_ORIGIN: API, REGISTRY_FILE: file, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`port ${port}`)) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`Le shell s'est arrêté (code ${code}) : ${output}`)));
  });
  return child;
}

async function firstCompanyPaths(request: APIRequestContext): Promise<string[]> {
  const res = await request.get(`${API}/api/seo/entreprises?limit=2`);
  expect(res.ok()).toBeTruthy();
  const { items } = (await res.json()) as { items: { id: number; numero_identification: string; denomination: string }[] };
  return items.map((c) => {
    const slug = c.denomination.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\W+/g, '-').replace(/^-|-$/g, '');
    return `/entreprise/${slug}/${c.numero_identification}/${c.id}`;
  });
}

/** Opens `url` with a full page load and collects what the page asks of the remotes' servers,
 * and the version the mf-records manifest it loaded says it is. */
async function load(page: Page, request: APIRequestContext, url: string) {
  // The previous page is left first: its late requests (prefetches of its remotes' chunks) are
  // not counted as this page's.
  await page.goto('about:blank');
  const requested: string[] = [];
  const collect = (r: { url: () => string; frame: () => unknown }) => {
    if (r.frame() === page.mainFrame()) requested.push(r.url());
  };
  page.on('request', collect);
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  const html = await response!.text();
  // The page is mf-records' and interactive: its server markup hydrated.
  await expect(page.locator('main [data-remote="mf-records"] h1')).toBeVisible();
  await expect(page.locator('[data-server-rendered]')).toHaveCount(0);
  page.off('request', collect);
  const manifests = [...new Set(requested.filter((u) => u.startsWith(RECORDS) && u.endsWith('/mf-manifest.json')))];
  expect(manifests).toHaveLength(1);
  const { metaData } = (await (await request.get(manifests[0]!)).json()) as { metaData: { buildInfo: { buildVersion: string } } };
  return { html, requested, buildVersion: metaData.buildInfo.buildVersion };
}

test('a new version of mf-records is served by a running shell once its registry is repointed, and the previous one after the rollback', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { publishRemote, unpublishRemote, repointRegistry, writeRegistryFile } = await script<Publishing>('publish-remote.mjs');
  const { REMOTES, localRegistry } = await script<Registries>('registry.ts');
  const { PRECOMPRESSED } = await script<{ PRECOMPRESSED: Record<string, string> }>('precompress.ts');
  const rendering = REMOTES.filter((r) => existsSync(path.join(ROOT, r, 'dist-server', 'server.cjs')));
  const work = mkdtempSync(path.join(tmpdir(), 'deploy-'));
  const file = path.join(work, 'registry.json');
  writeRegistryFile(file, localRegistry(rendering));
  const version = `parcours-${Date.now()}`;
  let shell: ChildProcess | null = null;
  try {
    const port = await freePort();
    shell = await startShell(port, file);
    const site = `http://localhost:${port}`;
    const [first, second] = await firstCompanyPaths(request);
    const registry = async () => ((await (await request.get(`${site}/registry.json`)).json()) as { remotes: { name: string; manifest: string }[] }).remotes;
    const registryOf = async () => (await registry()).find((r) => r.name === 'mf-records')!.manifest;
    const others = async () => (await registry()).filter((r) => r.name !== 'mf-records');
    const othersBefore = await others();

    const before = await load(page, request, `${site}${first}`);
    expect(before.requested.some((u) => u === `${RECORDS}/remoteEntry.js`)).toBe(true);
    expect(before.requested.filter((u) => u.includes('/mf-records/'))).toEqual([]);

    // The new version: the current build, published under its own path, its manifest saying
    // which version it is.
    const published = publishRemote({ remote: 'mf-records', version });
    const manifestFile = path.join(published.files, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    manifest.metaData.buildInfo.buildVersion = version;
    writeFileSync(manifestFile, JSON.stringify(manifest));
    // Its Brotli and gzip copies said the build's manifest: they go with the edit (a file and a
    // copy written within one tick of the file system's clock carry the same time).
    for (const coding of Object.values(PRECOMPRESSED)) rmSync(`${manifestFile}${coding}`, { force: true });
    const versioned = `${RECORDS}${published.path}`;
    // As an operator would, the new version is checked before it gets visitors: its server
    // render answers (and has loaded its bundle).
    const render = await request.get(`${RECORDS_RENDER}${published.path}_render?url=${encodeURIComponent(second!)}&origin=${encodeURIComponent(site)}`);
    expect(render.status()).toBe(200);

    const previous = repointRegistry(file, 'mf-records', { manifest: `${versioned}mf-manifest.json`, render: `${RECORDS_RENDER}${published.path}_render` });
    await expect.poll(registryOf).toBe(`${versioned}mf-manifest.json`);

    const after = await load(page, request, `${site}${second}`);
    expect(after.buildVersion).toBe(version);
    // The server render came through the new version's address: the page names its files.
    expect(after.html).toContain(`href="${versioned}remoteEntry.js"`);
    const records = after.requested.filter((u) => u.startsWith(RECORDS));
    expect(records).toContain(`${versioned}remoteEntry.js`);
    expect(records.filter((u) => !u.startsWith(versioned))).toEqual([]);
    // The other remotes are where they were.
    expect(await others()).toEqual(othersBefore);

    // The rollback, the same way.
    repointRegistry(file, 'mf-records', previous);
    await expect.poll(registryOf).toBe(`${RECORDS}/mf-manifest.json`);
    const back = await load(page, request, `${site}${first}`);
    expect(back.buildVersion).toBe(before.buildVersion);
    expect(back.html).toContain(`href="${RECORDS}/remoteEntry.js"`);
    expect(back.requested.filter((u) => u.includes('/mf-records/'))).toEqual([]);
    // One server process all along.
    expect(shell.exitCode).toBeNull();
  } finally {
    if (shell?.pid && shell.exitCode === null) process.kill(shell.pid);
    unpublishRemote({ remote: 'mf-records', version });
    rmSync(work, { recursive: true, force: true });
  }
});
