// A remote's page whose code downloads when it is first shown, not with the remote's `./app`: the
// remote is split by route, and a visitor downloads only the pages they open. Only for a page the
// browser renders (`render: 'browser'`): a server render, and the hydration that reads the server's
// answers, do not wait for a page whose code has not arrived.
import { lazy, Suspense, type ComponentType } from 'react';
// From the federated singleton, not from this folder: this entry is built into each remote.
import { Loading } from '@portail/shared';

/** A page loaded on demand, with what starts its download ahead of its first render. */
export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/** A thenable already settled: React renders a lazy page whose code is there without suspending. */
function settled<T>(value: T): Promise<T> {
  return { then: (onFulfilled: (v: T) => unknown) => settled(onFulfilled(value)) } as unknown as Promise<T>;
}

// The pages the remote declared (each remote bundles its own copy of this entry).
const declared: LazyPage<never>[] = [];

/** Downloads the code of every page the remote declared with `lazyPage` (a test then renders any at once). */
export function preloadLazyPages(): Promise<void> {
  return Promise.all(declared.map((page) => page.preload())).then(() => undefined);
}

/**
 * The page `pick` gives of the module `load` imports (`() => import('./features/x/XPage')`), shown
 * once its code has arrived, a « Chargement… » in its place until then. A page whose code has
 * arrived (shown once, or `preload`ed) renders at once.
 */
export function lazyPage<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): LazyPage<P> {
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
  const Page = lazy(() => (loaded ? settled({ default: pick(loaded.module) }) : fetchModule().then((module) => ({ default: pick(module) }))));
  function LazyLoadedPage(props: P) {
    return (
      <Suspense fallback={<Loading />}>
        <Page {...props} />
      </Suspense>
    );
  }
  const page = Object.assign(LazyLoadedPage, { preload: () => fetchModule().then(() => undefined) });
  declared.push(page as LazyPage<never>);
  return page;
}
