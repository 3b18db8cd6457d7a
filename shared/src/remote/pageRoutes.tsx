// A remote's pages as route objects (path, data needs, component). A page's data needs, declared
// once beside it (`dataNeeds`), read its address and give its calls: its loader makes them and its
// component reads the same calls (`usePageNeeds`). The server reads the routes with react-router's
// data router: it runs the loaders of the page once and renders it once with their answers
// (`renderRemote.tsx`). The browser runs the same loaders before the page renders, at the shell's
// early start (`preload`) and on every navigation, and hydrates from the server's answers.
import { isValidElement, startTransition, useLayoutEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, matchRoutes, useLocation, useParams, useRoutes, type Params, type RouteObject } from 'react-router';
// From the federated singleton, not from this folder: this entry is built into each remote, and
// the stores, the calls under way and the server's answers are the singleton's.
import { authStore, isHydrating, isServerRender, ownDataState, pageSite, selectedAccountStore, startEarly, userStore, useSite, type PageLocation, type PagePreload, type PreloadSite, type ResourceCall, type SelectedCustomerAccount, type ServerAnswers } from '@portail/shared';
import type { LazyPage } from './lazyPage';

/** What a page's data needs are read from. */
export interface PageLoadArgs {
  params: Params;
  url: URL;
  site: PreloadSite;
  /**
   * Whether a session is open and the person's own data may be asked for (`ownDataState`: not
   * while the shell is still opening the session, nor for a person without a customer account): a
   * visitor's own page asks for its data with the session's token only. Always false on the
   * server, which renders no visitor's own page.
   */
  signedIn: boolean;
  /**
   * The customer account the session acts for, as the shell has loaded it (null until then): the
   * answers that depend on it are keyed apart (`scopedCall`). Read in the browser only; always
   * null on the server, which reads no browser store.
   */
  account: SelectedCustomerAccount | null;
}

/** A page's needs as read from its address: its calls (null: not made) beside what it parsed to make them. */
export type Needs = Record<string, unknown>;

/** The answers of the calls of `N` that answered. */
export type NeedsAnswers<N extends Needs> = {
  [K in keyof N as NonNullable<N[K]> extends ResourceCall<unknown> ? K : never]?: NonNullable<N[K]> extends ResourceCall<infer T> ? T : never;
};

/**
 * A page's data needs, declared once beside the page: `read` reads the address and the site once
 * and gives the page's calls (and the values it parsed for them); `after`, from the answers of
 * those calls, the calls that depend on them (the sections of an entity, once found). The page's loader
 * makes them all before the page renders (the server) or while it renders (the browser); the page's
 * component reads the same calls with `usePageNeeds`, and its data hooks their answers.
 */
export interface DataNeeds<N extends Needs> {
  read(args: PageLoadArgs): N;
  after?(answers: NeedsAnswers<N>, needs: N): readonly (ResourceCall<unknown> | null)[];
  /** Set by `lazyNeeds`: the needs read their calls only once the page's code has arrived. */
  readonly withPageCode?: true;
}

/** Declares a page's data needs (`DataNeeds`). */
export function dataNeeds<N extends Needs>(read: (args: PageLoadArgs) => N, after?: DataNeeds<NoInfer<N>>['after']): DataNeeds<N> {
  return { read, after };
}

/**
 * The data needs a page declared with `lazyPage` exports beside its component, so that they
 * download with it instead of with the remote: `pick` gives them of the page's module. They read
 * no call until that module has arrived; the router shows a page, and starts its calls, once its
 * code is there, and a page's data hooks make the calls that were not started.
 */
export function lazyNeeds<M, N extends Needs>(page: { loaded: () => M | null }, pick: (module: M) => DataNeeds<N>): DataNeeds<N> {
  return {
    withPageCode: true,
    read: (args) => {
      const module = page.loaded();
      return module ? pick(module).read(args) : ({} as N);
    },
    after: (answers, read) => {
      const module = page.loaded();
      return module ? (pick(module).after?.(answers, read) ?? []) : [];
    },
  };
}

function isCall(value: unknown): value is ResourceCall<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as ResourceCall<unknown>).key === 'string' && typeof (value as ResourceCall<unknown>).load === 'function';
}

type MakeCall = <T>(call: ResourceCall<T>) => Promise<T>;

/**
 * Makes the calls of `needs` at `args` with `get`, the dependent ones once the first have settled:
 * a call that fails ends nothing, the page shows the failure as its data hook sees it.
 */
export async function loadNeeds<N extends Needs>(needs: DataNeeds<N>, args: PageLoadArgs, get: MakeCall): Promise<void> {
  const read = needs.read(args);
  const first = Object.entries(read).filter((entry): entry is [string, ResourceCall<unknown>] => isCall(entry[1]));
  const settled = await Promise.allSettled(first.map(([, call]) => get(call)));
  if (!needs.after) return;
  const answers: Record<string, unknown> = {};
  settled.forEach((s, i) => {
    if (s.status === 'fulfilled') answers[first[i]![0]] = s.value;
  });
  const dependent = needs.after(answers as NeedsAnswers<N>, read).filter((call): call is ResourceCall<unknown> => call !== null);
  await Promise.allSettled(dependent.map((call) => get(call)));
}

// Every page's address is read against this base: what a page needs depends on its path and query only.
const ADDRESS_BASE = 'http://localhost';

function subscribeToSession(onChange: () => void): () => void {
  const stopAuth = authStore.subscribe(onChange);
  const stopUser = userStore.subscribe(onChange);
  return () => {
    stopAuth();
    stopUser();
  };
}

/** Whether the browser's session may ask for the person's own data now (`PageLoadArgs.signedIn`). */
const ownDataReady = () => ownDataState(authStore.getState(), userStore.getState().accounts) === 'ready';

/** The browser's selected customer account (`PageLoadArgs.account`). */
const selectedAccount = () => selectedAccountStore.getState().account;
const noAccount = () => null;

/**
 * The data needs of the page on screen, read from the router's address and the page's site as its
 * loader read them: the component reads its calls here, and its data hooks take their answers
 * (the server's, or the loader's call under way) instead of calling again.
 */
export function usePageNeeds<N extends Needs>(needs: DataNeeds<N>): N {
  const params = useParams();
  const { pathname, search } = useLocation();
  const variant = useSite((s) => s.variant);
  const product = useSite((s) => s.product);
  const searchBoost = useSite((s) => s.searchBoost);
  // A server render and the hydration that follows have no session: no public page needs one.
  const signedIn = useSyncExternalStore(subscribeToSession, ownDataReady, () => false);
  const account = useSyncExternalStore(selectedAccountStore.subscribe, selectedAccount, noAccount);
  return needs.read({ params, url: new URL(`${pathname}${search}`, ADDRESS_BASE), site: { variant, product, searchBoost }, signedIn, account });
}

/** One page of a remote. */
export interface PageRoute {
  path?: string;
  index?: boolean;
  Component?: ComponentType;
  /** In place of `Component`, for a page component given props. */
  element?: ReactNode;
  /** The page's data needs (`dataNeeds`), which its loader makes. */
  needs?: DataNeeds<Needs>;
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

/** Starts the calls of `needs` in the browser: they start now, and nothing waits for them. */
function startNeeds(needs: DataNeeds<Needs>, args: PageLoadArgs): void {
  try {
    void loadNeeds(needs, args, startEarly).catch(() => undefined);
  } catch {
    // Needs that cannot be read have started nothing: the page makes its calls itself.
  }
}

/** A route's handle: what the server and the shell need to know of the page besides its path. */
interface PageHandle {
  render?: 'browser';
  needs?: DataNeeds<Needs>;
  /** For a page whose code downloads on demand (`lazyPage`): what downloads it, and whether it has arrived. */
  code?: Pick<LazyPage<never>, 'preload' | 'arrived'>;
}

/** The code of a page declared with `lazyPage` (its component, or its element's). */
function pageCodeOf(page: PageRoute): PageHandle['code'] {
  const component: unknown = page.Component ?? (isValidElement(page.element) ? page.element.type : undefined);
  const lazy = component as Partial<LazyPage<never>> | undefined;
  return typeof lazy?.preload === 'function' && typeof lazy.arrived === 'function' ? { preload: lazy.preload, arrived: lazy.arrived } : undefined;
}

function toRouteObject(page: PageRoute, id: string): RouteObject {
  const needs = page.needs as DataNeeds<Needs> | undefined;
  // The data router's loader, which the server's static handler runs; the browser starts the
  // same needs itself (`startPageLoads`).
  const loader = needs
    ? async ({ request, params, context }: { request: Request; params: Params; context?: unknown }) => {
        if (!(context instanceof ServerLoadContext)) return null;
        const answers = context.answers;
        await Promise.resolve()
          .then(() => loadNeeds(needs, { params, url: new URL(request.url), site: context.site, signedIn: false, account: null }, (call) => answers.get(call)))
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
    handle: { render: page.render, needs, code: pageCodeOf(page) } satisfies PageHandle,
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
function startPageLoads(routes: RouteObject[], location: { pathname: string; search: string }, site: PreloadSite, onlyWithPageCode = false): void {
  const matches = matchRoutes(routes, location.pathname) ?? [];
  const url = new URL(`${location.pathname}${location.search}`, ADDRESS_BASE);
  // The browser's session: a visitor's own page asks for its data with its token.
  const signedIn = ownDataReady();
  const account = selectedAccount();
  for (const match of matches) {
    const needs = (match.route.handle as PageHandle | undefined)?.needs;
    if (needs && (!onlyWithPageCode || needs.withPageCode)) startNeeds(needs, { params: match.params, url, site, signedIn, account });
  }
}

/** The code of the lazy pages of `routes` and of their children. */
function codeOf(routes: readonly RouteObject[]): NonNullable<PageHandle['code']>[] {
  return routes.flatMap((route) => {
    const code = (route.handle as PageHandle | undefined)?.code;
    return [...(code ? [code] : []), ...codeOf(route.children ?? [])];
  });
}

/** The code of the lazy pages of `routes` matching `location`. */
function codeAt(routes: RouteObject[], location: PageLocation): NonNullable<PageHandle['code']>[] {
  return codeOf((matchRoutes(routes, location.pathname) ?? []).map((m) => ({ ...m.route, children: undefined })));
}

/** Downloads the code of the lazy pages of `routes` matching `location`: at once when there are none. */
function loadPageCode(routes: RouteObject[], location: PageLocation): Promise<void> {
  return Promise.all(codeAt(routes, location).map((code) => code.preload())).then(() => undefined);
}

/** A remote's pages, ready for its router, its server renderer and the shell's early start. */
export interface PageRoutes {
  routes: RouteObject[];
  /**
   * The `preload` export of the remote's `./app`: the page's calls start before it mounts, and
   * the code of a page declared with `lazyPage` starts downloading.
   */
  preload: PagePreload;
  /**
   * Downloads the code of the page at `location` when it is declared with `lazyPage` (resolves at
   * once otherwise): the remote mounts once it has arrived (`createRemoteApp`), so that the page
   * renders, or hydrates the server's markup, without waiting for it.
   */
  loadPageCode: (location: PageLocation) => Promise<void>;
  /** Whether the code of the page at `location` is there (always, for a page not declared with `lazyPage`). */
  pageCodeArrived: (location: PageLocation) => boolean;
  /** Downloads the code of every page declared with `lazyPage`: the server renders none without it. */
  loadAllPageCode: () => Promise<void>;
}

/** Builds a remote's route objects from its pages, once. */
export function definePages(pages: readonly PageRoute[]): PageRoutes {
  const routes = pageRouteObjects(pages);
  return {
    routes,
    preload: (location, site) => {
      const code = loadPageCode(routes, location);
      startPageLoads(routes, location, site);
      // Needs that come with the page's code (`lazyNeeds`) read their calls once it has arrived.
      void code.then(
        () => startPageLoads(routes, location, site, true),
        () => undefined,
      );
    },
    loadPageCode: (location) => loadPageCode(routes, location),
    pageCodeArrived: (location) => codeAt(routes, location).every((code) => code.arrived()),
    loadAllPageCode: () => Promise.all(codeOf(routes).map((code) => code.preload())).then(() => undefined),
  };
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
 * react-router's browser router, except that a navigation to a page whose code has not arrived
 * (`lazyPage`) keeps the page shown until it has, then moves in a transition: no loading state
 * replaces a page the visitor was reading. Of two navigations in a row, the later one wins.
 */
function PageCodeRouter({ pages, children }: { pages: PageRoutes; children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => {
    let latest = 0;
    return history.listen((update) => {
      const navigation = ++latest;
      const show = () => {
        if (navigation === latest) startTransition(() => setState(update));
      };
      if (pages.pageCodeArrived(update.location)) return show();
      // A download that fails shows the page too: its error boundary says so.
      pages.loadPageCode(update.location).then(show, show);
    });
  }, [history, pages]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}

/**
 * Renders a remote's pages at the browser's address. The browser needs no data router: a loader
 * never holds a page back there, it only starts the page's calls, so react-router's plain router
 * renders the same route objects (the data router would add about 19 KiB gzip to every remote).
 */
export function PageRouter({ pages }: { pages: PageRoutes }) {
  return (
    <PageCodeRouter pages={pages}>
      <PageRoutesView routes={pages.routes} />
    </PageCodeRouter>
  );
}
