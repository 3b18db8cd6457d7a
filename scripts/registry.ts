// Composes the remote registry a shell reads at start (/registry.json): for each remote its
// federation name, manifest URL for the environment, and the route patterns it owns.
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { PORTS, PUBLIC_HOST } from './ports.mjs';
import { RENDER_PATH } from './ssr.ts';
import { REMOTES } from './appLayout.mjs';

// Which remote owns which routes: each remote's route manifest, a contract of every app in the shared package.
const { ownedRoutes } = createRequire(import.meta.url)('@portail/shared/routing/routeManifests.cjs') as { ownedRoutes: (owner: string) => string[] };

const here = path.dirname(fileURLToPath(import.meta.url));
const registryDir = path.join(here, '..', 'shell', 'registry');

export { REMOTES };

/** A remote of a registry: its name, its manifest's URL, the route patterns it owns, and its server render's address. */
export interface RegistryRemote {
  name: string;
  federationName?: string;
  manifest: string;
  routes: string[];
  render?: string;
}

/** The remote registry a shell reads. */
export interface Registry {
  version?: number;
  environment?: string;
  remotes: RegistryRemote[];
}

export function federationName(remote: string): string {
  return remote.replace(/-/g, '_');
}

/**
 * manifests overrides the environment's URLs (used when ports are chosen at start); renderers,
 *   the server-side render addresses of the remotes that render on the server (renderers.json
 *   per environment otherwise). A shell's server calls them; browsers never see them.
 */
export function buildRegistry({ environment, manifests, renderers }: { environment: string; manifests?: Record<string, string>; renderers?: Record<string, string> }): Registry {
  const envs = JSON.parse(readFileSync(path.join(registryDir, 'environments.json'), 'utf8')) as Record<string, Record<string, string>>;
  const renders: Record<string, string> = renderers ?? JSON.parse(readFileSync(path.join(registryDir, 'renderers.json'), 'utf8'))[environment] ?? {};
  const urls: Record<string, string> = { ...(envs[environment] || {}), ...(manifests || {}) };
  return {
    version: 1,
    environment,
    remotes: REMOTES.map((name) => {
      if (!urls[name]) throw new Error(`No manifest URL for ${name} in environment ${environment}`);
      const render = renders[name];
      return { name, federationName: federationName(name), manifest: urls[name]!, routes: ownedRoutes(name), ...(render ? { render } : {}) };
    }),
  };
}

/**
 * The registry of `npm start`: each remote on its port (scripts/ports.mjs), the ones named in
 * `rendering` rendered by their own server.
 */
export function localRegistry(rendering: string[]): Registry {
  const ports: Record<string, number> = PORTS;
  return buildRegistry({
    environment: 'local',
    manifests: Object.fromEntries(REMOTES.map((r) => [r, `http://${PUBLIC_HOST}:${ports[r]}/mf-manifest.json`])),
    renderers: Object.fromEntries(rendering.map((r) => [r, `http://127.0.0.1:${ports[r]}${RENDER_PATH}`])),
  });
}

/** The registry as browsers read it: render addresses are the shell server's business. */
export function publicRegistry(registry: Registry): Registry {
  return { ...registry, remotes: registry.remotes.map(({ render: _render, ...remote }) => remote) };
}

/**
 * The registry in a file that an operator rewrites to repoint a remote (deploy or rollback): the
 * returned function gives the registry the file holds, checking the file at most every
 * `checkEveryMs` (its modification time, size and inode; an atomic rename changes the inode) and
 * reading it again when it changed. A file that does not parse or that `validate` refuses (it
 * throws) is reported and the registry read before stays in use; at the first read it throws.
 */
export function registryFromFile(
  file: string,
  {
    checkEveryMs = 1_000,
    validate = () => undefined,
    onError = (err) => console.error(err.message),
  }: { checkEveryMs?: number; validate?: (registry: Registry) => void; onError?: (err: Error) => void } = {},
): () => Registry {
  const read = (): Registry => {
    const registry = JSON.parse(readFileSync(file, 'utf8')) as Registry;
    validate(registry);
    return registry;
  };
  const signature = () => {
    const s = statSync(file);
    return `${s.ino}:${s.size}:${s.mtimeMs}`;
  };
  let seen = signature();
  let current = read();
  let checkedAt = Date.now();
  return () => {
    const now = Date.now();
    if (now - checkedAt < checkEveryMs) return current;
    checkedAt = now;
    try {
      const sig = signature();
      if (sig === seen) return current;
      seen = sig;
      current = read();
    } catch (err) {
      onError(new Error(`Registre ${file} ignoré, le précédent reste en service : ${(err as Error).message}`));
    }
    return current;
  };
}
