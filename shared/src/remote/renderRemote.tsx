// Server render of a remote's page (server side only: remotes import it from their server entry,
// never from the code that runs in the browser). The page's loaders run first, within a deadline
// (react-router's `createStaticHandler`); the page then renders once, with their answers, as the
// browser renders it. A call still missing renders as the browser's loading state, and the browser makes it.
import { renderToString } from 'react-dom/server';
import { StaticRouter, createStaticHandler, matchRoutes } from 'react-router';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { PageRoutesView, ServerLoadContext, rendersInBrowser, type PageRoutes } from './pageRoutes';
import { ServerAnswers, renderSite, withServerScope, type RenderedHead, type ServerRenderScope, type ServerRenderSite } from './serverData';

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

/**
 * The `render` export of a remote's server entry: the page at `request.url`, its loaders run once
 * and the page rendered once; null for a page the remote renders in the browser only. A path none
 * of the remote's pages matches renders the remote's catch-all, the not-found page (404).
 */
export function createPageRenderer(remote: string, pages: PageRoutes) {
  const handler = createStaticHandler(pages.routes);
  // The code of every page declared with `lazyPage`, downloaded once before the first render: a
  // server render does not wait for a page's code, it would send « Chargement… » in its place.
  let code: Promise<void> | null = null;
  const loadCode = () =>
    (code ??= pages.loadAllPageCode().catch((error: unknown) => {
      code = null;
      throw error;
    }));
  void loadCode().catch(() => undefined);
  return async (request: RemoteRenderRequest): Promise<RemoteRenderResult | null> => {
    await loadCode();
    const url = new URL(request.url, request.site.origin);
    const matches = matchRoutes(pages.routes, url.pathname);
    if (!matches || rendersInBrowser(matches)) return null;

    // The site of this render, and of it alone: its loaders receive it, and its render pass reads
    // it from its scope. Renders of the other site run in between, in the same process.
    const site = renderSite(request.site);

    // The loaders' calls stop at the deadline: what has answered by then is what the page shows.
    const over = new AbortController();
    const timer = setTimeout(() => over.abort(new Error('Délai du rendu serveur dépassé')), Math.max(0, request.deadlineMs));
    const answers = new ServerAnswers(over.signal);
    try {
      const context = await handler.query(new Request(url), { requestContext: new ServerLoadContext(answers, site) });
      // No loader of the remote answers with a Response (a redirect): the page renders in the browser.
      if (context instanceof Response) return null;
      over.abort();
      const scope: ServerRenderScope = { site, answers: answers.answers, head: { jsonLd: [] } };
      // The tree the browser hydrates: the same route objects under a static router.
      const html = withServerScope(scope, () =>
        renderToString(
          <RemoteErrorBoundary remote={remote}>
            <StaticRouter location={request.url}>
              <PageRoutesView routes={pages.routes} />
            </StaticRouter>
          </RemoteErrorBoundary>,
        ),
      );
      return { html, head: scope.head, data: Object.fromEntries(answers.answers) };
    } finally {
      clearTimeout(timer);
      over.abort();
    }
  };
}
