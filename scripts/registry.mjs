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
 * @param {{ environment: string, manifests?: Record<string,string>, renderers?: Record<string,string> }} o
 *   manifests overrides the environment's URLs (used when ports are chosen at start); renderers,
 *   the server-side render addresses of the remotes that render on the server (renderers.json
 *   per environment otherwise). A shell's server calls them; browsers never see them.
 */
export function buildRegistry({ environment, manifests, renderers }) {
  const routes = JSON.parse(readFileSync(path.join(registryDir, 'routes.json'), 'utf8'));
  const envs = JSON.parse(readFileSync(path.join(registryDir, 'environments.json'), 'utf8'));
  const renders = renderers ?? JSON.parse(readFileSync(path.join(registryDir, 'renderers.json'), 'utf8'))[environment] ?? {};
  const urls = { ...(envs[environment] || {}), ...(manifests || {}) };
  return {
    version: 1,
    environment,
    remotes: REMOTES.map((name) => {
      if (!urls[name]) throw new Error(`No manifest URL for ${name} in environment ${environment}`);
      const render = renders[name];
      return { name, federationName: federationName(name), manifest: urls[name], routes: routes[name], ...(render ? { render } : {}) };
    }),
  };
}

/** The registry as browsers read it: render addresses are the shell server's business. */
export function publicRegistry(registry) {
  return { ...registry, remotes: registry.remotes.map(({ render: _render, ...remote }) => remote) };
}
