import { registerPlugins, registerRemotes, preloadRemote } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { remoteRegistrySchema, RouteTable, type RemoteRegistry } from '@portail/shared';
import { resiliencePlugin } from './resiliencePlugin';
import { fallbackLifecycles } from './fallback';
import { registerRemoteApps, retryRemote, toFederationRemote } from './registerApps';
import { PrefetchQueue, internalLinkPaths, prefetchAllowed } from '../navigation/prefetch';

export const REMOTE_TIMEOUT_MS = 4_000;

let markReady: (ok: boolean) => void = () => undefined;
/** Resolves once the remotes are registered (false when the registry could not be read). */
export const federationReady = new Promise<boolean>((resolve) => {
  markReady = resolve;
});

export function failFederation(): void {
  markReady(false);
}

export async function loadRegistry(url: string): Promise<RemoteRegistry> {
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`Registre des modules indisponible (HTTP ${res.status})`);
  return remoteRegistrySchema.parse(await res.json());
}

export function startFederation(registry: RemoteRegistry, vars: Record<string, string>): RouteTable {
  const remotes = registry.remotes;
  registerRemotes(remotes.map(toFederationRemote));
  // Order matters: the first plugin answering the `fetch` hook wins, and only ours puts a
  // deadline on manifest requests; the retry plugin then retries failed script loads.
  registerPlugins([
    resiliencePlugin({
      timeoutMs: REMOTE_TIMEOUT_MS,
      retries: 1,
      backoffMs: 400,
      fallback: (alias, expose) =>
        expose === './app' ? fallbackLifecycles(alias, (name) => void retryRemote(remotes, name)) : null,
    }),
    RetryPlugin({ script: { retryTimes: 1, retryDelay: 500 } }),
  ]);
  const routes = RouteTable.fromRegistry(remotes, vars);
  registerRemoteApps(remotes, routes);
  markReady(true);
  return routes;
}

/** Prefetch the remotes behind the links of each page (SPEC §4). */
export function installPrefetch(routes: RouteTable): void {
  const nav = navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } };
  if (!prefetchAllowed({ userAgent: nav.userAgent, connection: nav.connection })) return;
  const queue = new PrefetchQueue<string>((batch) => {
    void preloadRemote(batch.map((nameOrAlias) => ({ nameOrAlias, exposes: ['./app'], resourceCategory: 'sync' }))).catch(() => undefined);
  });
  const scan = () => {
    const owners = internalLinkPaths(document, window.location.origin)
      .map((p) => routes.ownerOf(p))
      .filter((o): o is Exclude<typeof o, null | 'shell'> => o !== null && o !== 'shell');
    queue.add(owners);
  };
  window.addEventListener('single-spa:routing-event', () => setTimeout(scan, 1_000));
}
