// Publishes a remote's build as a version beside the others, and repoints a shell's registry to a
// version: a remote deploys (or rolls back) without rebuilding or restarting a shell.
//
//   node scripts/publish-remote.mjs <remote> <version>
//     copies <remote>/dist and its server bundle under the releases folder (RELEASES_DIR, else
//     releases/ at the root): the remote's server (scripts/servers.ts) serves it at
//     /<remote>/<version>/…, its server render at /<remote>/<version>/_render; the files tree is
//     the one a static host serves as it is. A version is never published twice under one name.
//   node scripts/publish-remote.mjs repoint <registry.json> <remote> <manifest URL> [<render URL>]
//     points the remote's entry of that registry at a version (rollback: at the previous one),
//     by an atomic rename: a shell server reading that file (registryFromFile) follows it.
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES, ROOT, appLayout } from './appLayout.mjs';
import { releaseDir } from './servers.ts';

/** Where versions are published: RELEASES_DIR, else releases/ at the root of the repository. */
export function releasesDirFromEnv(env = process.env) {
  return env.RELEASES_DIR ? path.resolve(env.RELEASES_DIR) : path.join(ROOT, 'releases');
}

function checkRemote(remote) {
  if (!REMOTES.includes(remote)) throw new Error(`Module distant inconnu : ${remote} (${REMOTES.join(', ')})`);
}

/**
 * Copies a remote's build (its `dist`, or `from`) and server bundle as `version` under `dir`.
 * The files arrive by a rename, so that the remote's server never serves half a version.
 * @param {{ remote: string, version: string, dir?: string, from?: { files: string, bundle?: string | null } }} o
 * @returns {{ files: string, bundle: string | null, path: string }} where it lies, and its URL path
 */
export function publishRemote({ remote, version, dir = releasesDirFromEnv(), from }) {
  checkRemote(remote);
  const target = releaseDir(dir, remote, version);
  const files = from?.files ?? path.join(ROOT, appLayout(remote).out);
  const bundle = from ? from.bundle ?? null : path.join(ROOT, appLayout(remote).dir, 'dist-server', 'server.cjs');
  if (!existsSync(path.join(files, 'mf-manifest.json'))) throw new Error(`${remote} n'est pas construit (${files}/mf-manifest.json absent)`);
  if (existsSync(target.files)) throw new Error(`${remote} ${version} est déjà publiée : une version ne se republie pas, publiez-en une autre`);
  const published = bundle && existsSync(bundle);
  if (published) {
    mkdirSync(path.dirname(target.bundle), { recursive: true });
    cpSync(bundle, target.bundle);
  }
  const staging = `${path.dirname(target.files)}${path.sep}.${version}.${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  cpSync(files, staging, { recursive: true });
  renameSync(staging, target.files);
  return { files: target.files, bundle: published ? target.bundle : null, path: `/${remote}/${version}/` };
}

/** Removes a published version (once no registry points at it and no open page loads from it). */
export function unpublishRemote({ remote, version, dir = releasesDirFromEnv() }) {
  checkRemote(remote);
  const target = releaseDir(dir, remote, version);
  rmSync(target.files, { recursive: true, force: true });
  rmSync(path.dirname(target.bundle), { recursive: true, force: true });
}

/** Writes a registry file by a rename: a reader sees the old file or the new one, never a part. */
export function writeRegistryFile(file, registry) {
  const staging = `${file}.${process.pid}.tmp`;
  writeFileSync(staging, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(staging, file);
}

/**
 * Points a remote's entry of a registry file at another manifest and render address (a
 * remote that renders in the browser only has none); its routes are left as they are.
 * @param {string} file
 * @param {string} remote
 * @param {{ manifest: string, render?: string | null }} to
 * @returns {{ manifest: string, render?: string }} the entry it pointed at before
 */
export function repointRegistry(file, remote, { manifest, render }) {
  checkRemote(remote);
  new URL(manifest);
  if (render) new URL(render);
  const registry = JSON.parse(readFileSync(file, 'utf8'));
  const entry = registry.remotes.find((r) => r.name === remote);
  if (!entry) throw new Error(`${remote} n'est pas dans ${file}`);
  const before = { manifest: entry.manifest, ...(entry.render ? { render: entry.render } : {}) };
  entry.manifest = manifest;
  if (render) entry.render = render;
  else delete entry.render;
  writeRegistryFile(file, registry);
  return before;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  try {
    if (args[0] === 'repoint' && args.length >= 4) {
      const [, file, remote, manifest, render] = args;
      const before = repointRegistry(file, remote, { manifest, render });
      console.log(`${remote} : ${before.manifest} -> ${manifest}${render ? ` (rendu : ${render})` : ''}`);
    } else if (args.length === 2 && args[0] !== 'repoint') {
      const [remote, version] = args;
      const { files, path: urlPath } = publishRemote({ remote, version });
      console.log(`${remote} ${version} publiée dans ${files}, servie sous ${urlPath}`);
    } else {
      console.error('Usage : node scripts/publish-remote.mjs <module distant> <version>');
      console.error('        node scripts/publish-remote.mjs repoint <registry.json> <module distant> <URL du manifeste> [<adresse de rendu>]');
      process.exit(2);
    }
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
