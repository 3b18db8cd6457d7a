// Composes the remote registry a shell reads at start (/registry.json): for each remote its
// federation name, manifest URL for the environment, and the route patterns it owns.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const registryDir = path.join(here, '..', 'shell', 'registry');

export const REMOTES = ['mf-search', 'mf-records', 'mf-basket', 'mf-personal-space', 'mf-content'];

export function federationName(remote) {
  return remote.replace(/-/g, '_');
}

/**
 * @param {{ environment: string, manifests?: Record<string,string> }} o
 *   manifests overrides the environment's URLs (used when ports are chosen at start).
 */
export function buildRegistry({ environment, manifests }) {
  const routes = JSON.parse(readFileSync(path.join(registryDir, 'routes.json'), 'utf8'));
  const envs = JSON.parse(readFileSync(path.join(registryDir, 'environments.json'), 'utf8'));
  const urls = { ...(envs[environment] || {}), ...(manifests || {}) };
  return {
    version: 1,
    environment,
    remotes: REMOTES.map((name) => {
      if (!urls[name]) throw new Error(`No manifest URL for ${name} in environment ${environment}`);
      return { name, federationName: federationName(name), manifest: urls[name], routes: routes[name] };
    }),
  };
}
