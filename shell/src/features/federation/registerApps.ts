import { registerApplication, unloadApplication, type LifeCycles } from 'single-spa';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { publish, siteStore, type RemoteEntry, type RouteTable } from '@portail/shared';
import { fallbackLifecycles, isFallback } from './fallback';
import { clearReloadMarker } from '../../navigation/chunkReload';
import { toFederationRemote } from './early';

/** The element a remote is mounted in; it carries data-remote="<remote name>". */
export function remoteContainer(remote: string): HTMLElement {
  let el = document.querySelector<HTMLElement>(`main [data-remote="${remote}"]`);
  if (!el) {
    el = document.createElement('div');
    el.dataset.remote = remote;
    el.id = `remote-${remote}`;
    document.getElementById('main')!.appendChild(el);
  }
  return el;
}

/** Load a remote again after a failure: forget what the runtime cached, then remount. */
export async function retryRemote(remotes: RemoteEntry[], name: string): Promise<void> {
  const entry = remotes.find((r) => r.name === name);
  if (!entry) return;
  registerRemotes([toFederationRemote(entry)], { force: true });
  await unloadApplication(name, { waitForUnmount: false });
  publish('remote:recovered', { v: 1, remote: name });
}

/** A remote that mounted fine ends the "reload once" episode of its path. */
function withReloadReset(app: LifeCycles): LifeCycles {
  const mounts = Array.isArray(app.mount) ? app.mount : [app.mount];
  return {
    ...app,
    mount: [
      ...mounts,
      async () => {
        clearReloadMarker();
      },
    ],
  };
}

export function registerRemoteApps(remotes: RemoteEntry[], routes: RouteTable): void {
  const retry = (name: string) => void retryRemote(remotes, name);
  for (const remote of remotes) {
    registerApplication({
      name: remote.name,
      app: async () => {
        const mod = await loadRemote<LifeCycles>(`${remote.name}/app`);
        if (!mod || typeof (mod as LifeCycles).mount !== 'function') return fallbackLifecycles(remote.name, retry) as LifeCycles;
        return isFallback(mod) ? mod : withReloadReset(mod);
      },
      activeWhen: (location) => routes.ownerOf(location.pathname) === remote.name,
      customProps: () => ({ domElement: remoteContainer(remote.name), site: siteStore.getState() }),
    });
  }
}
