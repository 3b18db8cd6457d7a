// A remote's pages as route objects (path, loader, component). The server reads them with
// react-router's data router: it runs the loaders of the page once and renders it once with their
// answers (`renderRemote.tsx`). The browser runs the same loaders before the page renders, at the
// shell's early start (`preload`) and on every navigation, and hydrates from the server's answers.
import { useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, matchRoutes, useLocation, useRoutes, type Params, type RouteObject } from 'react-router';
// From the federated singleton, not from this folder: this entry is built into each remote, and
// the stores, the calls under way and the server's answers are the singleton's.
import { isHydrating, isServerRender, pageSite, startEarly, type PagePreload, type PreloadSite, type ResourceCall, type ServerAnswers } from '@portail/shared';

/** What a page's loader knows of the page. */
export interface PageLoadArgs {
  params: Params;
  url: URL;
  site: PreloadSite;
}

/** How a loader makes the page's calls: the page's data hooks read their answers under the same keys. */
export interface PageCalls {
  /**
   * Makes `call` for the page. On the server it resolves once answered, and the page renders with
   * the answer; in the browser it starts the call, which the page's data hook then takes.
   */
  get<T>(call: ResourceCall<T>): Promise<T>;
}

/**
 * A page's data needs: the calls its first render shows, each made with `calls.get`, the calls
 * that depend on an answer after it. A call that fails ends the loader quietly: the page shows the
 * failure as its data hook sees it.
 */
export type PageLoad = (args: PageLoadArgs, calls: PageCalls) => Promise<unknown> | void;

/** One page of a remote. */
export interface PageRoute {
  path?: string;
  index?: boolean;
  Component?: ComponentType;
  /** In place of `Component`, for a page component given props. */
  element?: ReactNode;
  load?: PageLoad;
  /**
   * 'browser' for a page the server does not render: a visitor's own page, or a form whose typed
   * text would be lost when the page hydrates. The shell's server sends such a page bare.
   */
  render?: 'browser';
  children?: PageRoute[];
}

/** A page of a remote's route manifest: the manifest gives its path. */
export type ManifestPage = Omit<PageRoute, 'path' | 'index' | 'children'>;

/**
 * A remote's pages from its route manifest (`@portail/shared/routing/routes/<remote>.json`, the
 * patterns the shells' registry gives it): one page for each of the manifest's names, with the
 * manifest's path, and `notFound` for any other path the remote is asked for.
 */
export function pagesOf<M extends Record<string, string>>(manifest: M, pages: { [K in keyof M]: ManifestPage }, notFound: ComponentType): PageRoute[] {
  return [...Object.keys(manifest).map((name) => ({ ...pages[name as keyof M], path: manifest[name as keyof M] })), { path: '*', Component: notFound }];
}

/** What the server passes its loaders: the answers of this render, and the site it renders for. */
export class ServerLoadContext {
  constructor(
    readonly answers: ServerAnswers,
    readonly site: PreloadSite,
  ) {}
}

const BROWSER_CALLS: PageCalls = { get: startEarly };

/** Runs `load` in the browser: its first calls start now, and nothing waits for them. */
function startLoad(load: PageLoad, args: PageLoadArgs): void {
  try {
    void Promise.resolve(load(args, BROWSER_CALLS)).catch(() => undefined);
  } catch {
    // A loader that throws has started nothing: the page makes its calls itself.
  }
}

/** A route's handle: what the server and the shell need to know of the page besides its path. */
interface PageHandle {
  render?: 'browser';
  load?: PageLoad;
}

function toRouteObject(page: PageRoute, id: string): RouteObject {
  const { load } = page;
  // The data router's loader, which the server's static handler runs; the browser starts the
  // same `load` itself (`startPageLoads`).
  const loader = load
    ? async ({ request, params, context }: { request: Request; params: Params; context?: unknown }) => {
        if (!(context instanceof ServerLoadContext)) return null;
        await Promise.resolve()
          .then(() => load({ params, url: new URL(request.url), site: context.site }, context.answers))
          .catch(() => undefined);
        return null;
      }
    : undefined;
  const route = {
    id,
    path: page.path,
    index: page.index,
    Component: page.Component,
    element: page.element,
    loader,
    handle: { render: page.render, load } satisfies PageHandle,
    children: page.children?.map((child, i) => toRouteObject(child, `${id}-${i}`)),
  };
  return route as RouteObject;
}

/** The route objects of a remote's pages. */
function pageRouteObjects(pages: readonly PageRoute[]): RouteObject[] {
  return pages.map((page, i) => toRouteObject(page, `p${i}`));
}

/** Whether the page these routes match renders in the browser only. */
export function rendersInBrowser(matches: readonly { route: RouteObject }[]): boolean {
  return matches.some((m) => (m.route.handle as PageHandle | undefined)?.render === 'browser');
}

/** Starts the calls of the pages matching `location`, in the browser. */
function startPageLoads(routes: RouteObject[], location: { pathname: string; search: string }, site: PreloadSite): void {
  const matches = matchRoutes(routes, location.pathname) ?? [];
  const url = new URL(`${location.pathname}${location.search}`, globalThis.location?.origin ?? 'http://localhost');
  for (const match of matches) {
    const load = (match.route.handle as PageHandle | undefined)?.load;
    if (load) startLoad(load, { params: match.params, url, site });
  }
}

/** A remote's pages, ready for its router, its server renderer and the shell's early start. */
export interface PageRoutes {
  routes: RouteObject[];
  /** The `preload` export of the remote's `./app`: the page's calls start before it mounts. */
  preload: PagePreload;
}

/** Builds a remote's route objects from its pages, once. */
export function definePages(pages: readonly PageRoute[]): PageRoutes {
  const routes = pageRouteObjects(pages);
  return { routes, preload: (location, site) => startPageLoads(routes, location, site) };
}

/**
 * Starts the calls of the page at the router's address before the page renders: on the first
 * render unless the page hydrates the server's markup (its data hooks start from the server's
 * answers), then on every navigation. It renders nothing, and starts nothing on the server, whose
 * loaders have run before the render.
 */
function StartPageLoads({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const [startedFor, setStartedFor] = useState<string | null>(() => (isHydrating() || isServerRender() ? here : null));
  if (startedFor !== here) {
    // During the render, before the page's components: their data hooks take these calls.
    startPageLoads(routes, location, pageSite());
    setStartedFor(here);
  }
  return null;
}

/** The page at the router's address; the server renders it under a static router, the browser under its own. */
export function PageRoutesView({ routes }: { routes: RouteObject[] }) {
  return (
    <>
      <StartPageLoads routes={routes} />
      {useRoutes(routes)}
    </>
  );
}

/**
 * Renders a remote's pages at the browser's address. The browser needs no data router: a loader
 * never holds a page back there, it only starts the page's calls, so react-router's plain router
 * renders the same route objects (the data router would add about 19 KiB gzip to every remote).
 */
export function PageRouter({ pages }: { pages: PageRoutes }) {
  return (
    <BrowserRouter>
      <PageRoutesView routes={pages.routes} />
    </BrowserRouter>
  );
}
