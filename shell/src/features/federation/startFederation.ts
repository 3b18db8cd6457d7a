import { remoteRegistrySchema, RouteTable, type RemoteEntry, type RemoteRegistry } from '@portail/shared';
import { registerRemoteApps } from './registerApps';
import { PrefetchQueue, internalLinkPaths, prefetchAllowed, prefetchRemoteFiles, whenPageIdle } from '../../navigation/prefetch';

let markReady: (ok: boolean) => void = () => undefined;
/** Resolves once the remotes are registered (false when the registry could not be read). */
export const federationReady = new Promise<boolean>((resolve) => {
  markReady = resolve;
});

export function failFederation(): void {
  markReady(false);
}

/** The registry the entry requested (`beginFederation`), checked against its schema. */
export async function loadRegistry(raw: Promise<unknown>): Promise<RemoteRegistry> {
  return remoteRegistrySchema.parse(await raw);
}

/** Routes and single-spa applications over the registered remotes. */
export function startFederation(registry: RemoteRegistry, vars: Record<string, string>): RouteTable {
  const routes = RouteTable.fromRegistry(registry.remotes, vars);
  registerRemoteApps(registry.remotes, routes);
  markReady(true);
  return routes;
}

/** Prefetch the remotes behind the links of each page (SPEC §4), once the page has loaded and
 * the main thread is idle: their files go to the HTTP cache, none of them runs before it is needed. */
export function installPrefetch(routes: RouteTable, remotes: RemoteEntry[]): void {
  const nav = navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } };
  if (!prefetchAllowed({ userAgent: nav.userAgent, connection: nav.connection })) return;
  const manifests = new Map(remotes.map((r) => [r.name as string, r.manifest]));
  const queue = new PrefetchQueue<string>((batch) => {
    for (const name of batch) {
      const manifest = manifests.get(name);
      if (manifest) void prefetchRemoteFiles(new URL(manifest, window.location.href).href).catch(() => undefined);
    }
  });
  const scan = () => {
    const owners = internalLinkPaths(document, window.location.origin)
      .map((p) => routes.ownerOf(p))
      .filter((o): o is Exclude<typeof o, null | 'shell'> => o !== null && o !== 'shell');
    queue.add(owners);
  };
  window.addEventListener('single-spa:routing-event', () => whenPageIdle(window, () => setTimeout(scan, 1_000)));
}
