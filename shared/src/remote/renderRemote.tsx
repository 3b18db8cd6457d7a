// Server render of a remote's page (server side only: remotes import it from their server entry,
// never from the code that runs in the browser). The page renders as it would in the browser; the
// calls its data hooks start are awaited and the page renders again with their answers, a few
// times at most and within a deadline. What is still missing renders as the browser's loading
// state, and the browser makes those calls itself.
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter, createRoutesFromElements, matchPath, matchRoutes } from 'react-router';
import { siteStore } from '../stores/stores';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { withServerScope, type RenderedHead, type ServerRenderScope, type ServerRenderSite } from './serverData';

/** Render passes at most: the page, the sections its first answer reveals, and one more level. */
export const MAX_RENDER_PASSES = 4;

export interface RemoteRenderRequest {
  /** Path and query of the page ("/entreprise/x/552100554/1?ancre=dirigeants"). */
  url: string;
  site: ServerRenderSite;
  /** Time the whole render may take, calls included. */
  deadlineMs: number;
}

export interface RemoteRenderResult {
  /** Markup of the remote's container. */
  html: string;
  head: RenderedHead;
  /** The answers the markup was rendered with, keyed as the page's data hooks key them. */
  data: Record<string, unknown>;
}

function delay(ms: number): Promise<'timeout'> {
  return new Promise((resolve) => setTimeout(() => resolve('timeout'), Math.max(0, ms)).unref?.());
}

/**
 * Renders `remote`'s page for `request.url`. `page(url)` builds the remote's routes under a static
 * router; the tree is wrapped as the browser's is (error boundary), so the markup hydrates as is.
 */
export async function renderRemotePage(
  remote: string,
  page: (url: string) => ReactElement,
  request: RemoteRenderRequest,
): Promise<RemoteRenderResult> {
  const started = Date.now();
  const over = new AbortController();
  const scope: ServerRenderScope = {
    site: request.site,
    signal: over.signal,
    answers: new Map(),
    pending: new Map(),
    failed: new Set(),
    head: { jsonLd: [] },
  };
  const element = <RemoteErrorBoundary remote={remote}>{page(request.url)}</RemoteErrorBoundary>;
  const renderPass = () => {
    scope.head = { jsonLd: [] };
    const { searchBoost, variant, product, siteName } = request.site;
    siteStore.setState({ searchBoost, ...(variant ? { variant } : {}), ...(product ? { product } : {}), ...(siteName ? { siteName } : {}) });
    return withServerScope(scope, () => renderToString(element));
  };

  let html = renderPass();
  for (let pass = 1; pass < MAX_RENDER_PASSES && scope.pending.size > 0; pass++) {
    const left = request.deadlineMs - (Date.now() - started);
    if (left <= 0) break;
    const outcome = await Promise.race([Promise.all([...scope.pending.values()]), delay(left)]);
    html = renderPass();
    if (outcome === 'timeout') break;
  }
  // The answers the last pass rendered with: an answer arriving later is not in the markup, and
  // the calls still under way are stopped.
  const data = Object.fromEntries(scope.answers);
  over.abort();
  return { html, head: scope.head, data };
}

/**
 * The `render` export of a remote's server entry: its routes under a static router, for the paths
 * matching `patterns` (every path when omitted); null for a page it renders in the browser only.
 * `known`, the remote's routes as its `<Routes>` declares them (its catch-all aside), makes a path
 * none of them matches rendered too, whatever `patterns` says: the remote's catch-all renders the
 * not-found page, which answers 404, and no page of the remote is rendered on the server for it.
 */
export function createPageRenderer(remote: string, Routes: ComponentType, patterns?: readonly string[], known?: ReactNode) {
  const knownRoutes = known === undefined ? null : createRoutesFromElements(known);
  return async (request: RemoteRenderRequest): Promise<RemoteRenderResult | null> => {
    const { pathname } = new URL(request.url, 'http://page');
    const unknown = knownRoutes !== null && matchRoutes(knownRoutes, pathname) === null;
    if (patterns && !unknown && !patterns.some((pattern) => matchPath(pattern, pathname))) return null;
    return renderRemotePage(
      remote,
      (url) => (
        <StaticRouter location={url}>
          <Routes />
        </StaticRouter>
      ),
      request,
    );
  };
}
