// A remote's pages as route objects (path, loader, component), read by react-router's data routers:
// the server runs the loaders of the page once and renders it once with their answers
// (`renderRemote.tsx`), the browser runs the same loaders before the page renders, at the shell's
// early start (`preloadPage`) and on every navigation, and hydrates from the server's answers.
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { RouterProvider, createBrowserRouter, matchRoutes, useRouteError, type Params, type RouteObject } from 'react-router';
import { siteStore } from '../stores/stores';
import { startEarly } from './earlyCalls';
import type { PagePreload, PreloadSite } from './preload';
import type { ResourceCall } from './resourceCall';
import { isHydrating, type ServerAnswers } from './serverData';

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

/** What the server passes its loaders: the answers of this render, and the site it renders for. */
export class ServerLoadContext {
  constructor(
    readonly answers: ServerAnswers,
    readonly site: PreloadSite,
  ) {}
}

const BROWSER_CALLS: PageCalls = { get: startEarly };

function browserSite(): PreloadSite {
  return { searchBoost: siteStore.getState().searchBoost };
}

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

/**
 * A render error inside the routes goes on to the remote's error boundary (`RemoteErrorBoundary`,
 * around the router), which shows the error screen and reports the failure, as it did for a page
 * outside a data router.
 */
function RethrowRouteError(): never {
  throw useRouteError();
}

function toRouteObject(page: PageRoute, id: string): RouteObject {
  const { load } = page;
  const loader = load
    ? async ({ request, params, context }: { request: Request; params: Params; context?: unknown }) => {
        const url = new URL(request.url);
        if (context instanceof ServerLoadContext) {
          await Promise.resolve()
            .then(() => load({ params, url, site: context.site }, context.answers))
            .catch(() => undefined);
        } else {
          startLoad(load, { params, url, site: browserSite() });
        }
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

/** The route objects of a remote's pages, under one root route that hands render errors on. */
export function pageRouteObjects(pages: readonly PageRoute[]): RouteObject[] {
  return [{ id: 'pages', ErrorBoundary: RethrowRouteError, children: pages.map((page, i) => toRouteObject(page, `p${i}`)) }];
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
 * The remote's browser router. Its first render needs no loader to finish: on a page the server
 * rendered, the data hooks start from the server's answers; otherwise the page's calls have just
 * started and its data hooks take them. Later navigations run the loaders of the next page first.
 */
function createPageRouter(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  if (!isHydrating()) startPageLoads(routes, window.location, browserSite());
  const loaderData = Object.fromEntries(matches.filter((m) => m.route.loader).map((m) => [m.route.id!, null]));
  return createBrowserRouter(routes, { hydrationData: { loaderData } });
}

/** Renders a remote's pages at the browser's address. */
export function PageRouter({ pages }: { pages: PageRoutes }) {
  const [router] = useState(() => createPageRouter(pages.routes));
  useEffect(() => () => router.dispose(), [router]);
  return <RouterProvider router={router} />;
}
