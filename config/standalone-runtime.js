// A remote's standalone page: the remote opened on its own origin, for its team, without the shell.
// This bundle provides the federation runtime core, as the shell does when it composes the remote
// (its `provideExternalRuntime`), then loads the remote's `./app` through the remote's own
// container and mounts it in the page's #app element with the lifecycles the shell runs. The
// remote's build has no entry of its own beside its container: its pages' chunks have one parent,
// `./app`, and hold nothing it already holds.
/* global __REMOTE_CONTAINER__, __REMOTE_NAME__ -- the remote's container and name, compiled in (config/webpack.factory.cjs) */
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;

const federation = new runtimeCore.ModuleFederation({
  name: `${__REMOTE_CONTAINER__}_standalone`,
  remotes: [{ name: __REMOTE_CONTAINER__, entry: new URL('/mf-manifest.json', window.location.href).href }],
  shared: {},
  plugins: [],
});

async function mountStandalone() {
  const el = document.getElementById('app');
  if (!el) return;
  el.setAttribute('data-remote', __REMOTE_NAME__);
  const app = await federation.loadRemote(`${__REMOTE_CONTAINER__}/app`);
  await app.mount({ name: __REMOTE_NAME__, domElement: el });
}

void mountStandalone();
