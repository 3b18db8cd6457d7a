// A remote's page whose code downloads when it is first shown, not with the remote's `./app`: the
// remote is split by route, and a visitor downloads only the pages they open. A page the server
// renders renders with its code there: the server downloads every such page's code before its
// first render (`createPageRenderer`), and the remote mounts, and hydrates the server's markup,
// once the code of the page at the address has arrived (`createRemoteApp`, `loadPageCode`).
import { lazy, Suspense, useState, type ComponentType } from 'react';
// From the federated singleton, not from this folder: this entry is built into each remote.
import { Loading } from '@portail/shared';

/**
 * A page loaded on demand, with what starts its download ahead of its first render, and the
 * module it comes from once that has arrived (`loaded`).
 */
export type LazyPage<P extends object, M = unknown> = ComponentType<P> & { preload: () => Promise<void>; arrived: () => boolean; loaded: () => M | null };

// The pages the remote declared (each remote bundles its own copy of this entry).
const declared: LazyPage<never>[] = [];

/** Downloads the code of every page the remote declared with `lazyPage` (a test then renders any at once). */
export function preloadLazyPages(): Promise<void> {
  return Promise.all(declared.map((page) => page.preload())).then(() => undefined);
}

/**
 * The page `pick` gives of the module `load` imports (`() => import('./features/x/XPage')`), shown
 * once its code has arrived, a « Chargement… » in its place until then. A page whose code has
 * arrived (shown once, or `preload`ed) renders at once, as itself: a server render and the
 * hydration of its markup render the same tree, with no Suspense boundary, whose content React
 * would hydrate in a later pass, after the server's answers are gone.
 */
export function lazyPage<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): LazyPage<P, M> {
  let loaded: { module: M } | null = null;
  let loading: Promise<M> | null = null;
  const fetchModule = () => {
    loading ??= load().then(
      (module) => {
        loaded = { module };
        return module;
      },
      (error: unknown) => {
        // A failed download is asked again by the next `preload`; the page shows the failure.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Page = lazy(() => fetchModule().then((module) => ({ default: pick(module) })));
  function LazyLoadedPage(props: P) {
    // Decided once for each time the page is shown, so that the arrival of its code does not
    // replace the page, and lose its state, on its next render.
    const [arrived] = useState(() => loaded);
    if (arrived) {
      const Loaded = pick(arrived.module);
      return <Loaded {...props} />;
    }
    return (
      <Suspense fallback={<Loading />}>
        <Page {...props} />
      </Suspense>
    );
  }
  const page = Object.assign(LazyLoadedPage, {
    preload: () => fetchModule().then(() => undefined),
    arrived: () => loaded !== null,
    loaded: () => loaded?.module ?? null,
  });
  declared.push(page as LazyPage<never>);
  return page;
}
