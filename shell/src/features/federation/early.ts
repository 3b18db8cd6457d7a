// Runs in the entry chunk, before the shell's shared modules (React, @portail/shared, single-spa)
// have loaded: reads the remote registry, registers the remotes and the runtime plugins, and
// starts loading the remote that owns the current path. Its manifest, entry and `./app` chunks
// then download while the shell's own libraries do, instead of after them.
//
// Nothing here may import a shared module: the entry chunk cannot consume one synchronously.
// The route table is pure code, imported by path so that it is bundled here.
import { loadRemote, preloadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { RouteTable } from '@portail/shared/routing/routeTable';
import type { RemoteEntry } from '@portail/shared/routing/registry';
import type { PageCodePreload, PagePreload, PreloadSite } from '@portail/shared/remote/preload';
import { isServerRenderedPage } from '@portail/shared/remote/serverRendered';
import { readSessionHint } from '../../session/sessionHint';
import { resiliencePlugin } from './resiliencePlugin';

export const REMOTE_TIMEOUT_MS = 4_000;

export function toFederationRemote(r: Pick<RemoteEntry, 'federationName' | 'name' | 'manifest'>) {
  return { name: r.federationName, alias: r.name, entry: r.manifest };
}

let registryJson: Promise<unknown> | null = null;
let registered: RemoteEntry[] = [];

/** The retry plugin without its `fetch` hook: that hook fetches every manifest a second time,
 * without a deadline, and its answer would replace ours. It keeps the script retries. */
function scriptRetryPlugin() {
  const { fetch: _ignored, ...plugin } = RetryPlugin({ script: { retryTimes: 1, retryDelay: 500 } });
  return plugin;
}

/** Registers the runtime plugins before the first manifest request: ours answers the `fetch`
 * hook with a deadline and retries, the retry plugin retries failed script loads. */
export function federationPlugins(): ModuleFederationRuntimePlugin[] {
  return [
    resiliencePlugin({
      timeoutMs: REMOTE_TIMEOUT_MS,
      retries: 1,
      backoffMs: 400,
      fallback: async (alias, expose) => {
        if (expose !== './app') return null;
        const [{ fallbackLifecycles }, { retryRemote }] = await Promise.all([import('./fallback'), import('./registerApps')]);
        return fallbackLifecycles(alias, (name) => void retryRemote(registered, name));
      },
    }),
    scriptRetryPlugin(),
  ];
}

/**
 * Starts the federation from the entry: plugins, registry request, remotes, and the preload of
 * the current path's owner, whose page calls start for `site` (given by the entry; a later call
 * returns the registry already asked for). Returns the registry as the server sent it; the shell
 * validates it with its schema before building anything on it.
 */
export function beginFederation(url: string, vars: Record<string, string>, site?: PreloadSite): Promise<unknown> {
  if (registryJson) return registryJson;
  registerPlugins(federationPlugins());
  registryJson = fetch(url).then(async (res) => {
    if (!res.ok) throw new Error(`Registre des modules indisponible (HTTP ${res.status})`);
    return res.json() as Promise<unknown>;
  });
  // Only a head start: a malformed registry throws here and is reported by the shell, which
  // checks it against its schema before building anything on it.
  registryJson
    .then((raw) => {
      const { remotes } = raw as { remotes: RemoteEntry[] };
      registerRemotes(remotes.map(toFederationRemote));
      registered = remotes;
      const owner = RouteTable.fromRegistry(remotes, vars).ownerOf(window.location.pathname);
      if (owner && owner !== 'shell') {
        void preloadRemote([{ nameOrAlias: owner, exposes: ['./app'], resourceCategory: 'sync' }]).catch(() => undefined);
        // The page's first API calls start as soon as its remote has loaded, not once it has
        // rendered. Only for anonymous visitors (a signed-in page's calls carry a token), and not
        // on a page the server rendered: its answers came with it. The page's code starts then in
        // every case.
        if (site) void startPage(owner, site, !isServerRenderedPage());
      }
    })
    .catch(() => undefined);
  return registryJson;
}

/**
 * Loads the owner's `./app` (the load single-spa makes next) and lets it start the page's calls
 * (`withCalls`, for an anonymous visitor) and its code, which the remote's mount waits for.
 */
async function startPage(owner: string, site: PreloadSite, withCalls: boolean): Promise<void> {
  try {
    const anonymous = withCalls && !(await readSessionHint(window));
    const app = await loadRemote<{ preload?: PagePreload; preloadCode?: PageCodePreload }>(`${owner}/app`);
    const location = { pathname: window.location.pathname, search: window.location.search };
    if (anonymous && app?.preload) app.preload(location, site);
    else void app?.preloadCode?.(location).catch(() => undefined);
  } catch {
    // The page makes its calls itself; a remote that fails to load is reported when it mounts.
  }
}
