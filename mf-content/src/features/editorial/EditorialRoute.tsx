import { useLocation } from 'react-router';
import { LoadFailed, Loading, NotFound, useSite } from '@portail/shared';
import { type PageLoad } from '@portail/shared/remote/pageRoutes';
import { isOnTerritory, territoryOf } from '../../content/territory';
import { pageCall, usePage } from '../../content/usePage';
import { contentPath } from './contentPath';
import { PageView, pageViewCalls } from './PageView';

/** Any editorial address: the page compiled from its Markdown file, or the not-found page (404). */
export function EditorialRoute() {
  const { pathname } = useLocation();
  const product = useSite((s) => s.product);
  const territory = territoryOf(useSite((s) => s.variant));
  const path = contentPath(pathname, product);
  const page = usePage(path, territory);
  if (path === null) return <NotFound />;
  if (page.status === 'loading') return <Loading label="Chargement de la page" />;
  if (page.status === 'error') {
    return (
      <div className="page">
        <LoadFailed title="Cette page n'a pas pu être chargée" message={page.error.message} onRetry={page.retry} headingLevel={2} />
      </div>
    );
  }
  if (page.status === 'not-found' || !page.data || !isOnTerritory(page.data, territory)) return <NotFound />;
  return <PageView page={page.data} territory={territory} />;
}

/**
 * The calls of `EditorialRoute` at `url`: the page data, then, for a page the site shows, the
 * calls of its view (the site's identity, the inserts). An address no editorial page can have
 * makes none.
 */
export const loadEditorialPage: PageLoad = async ({ url, site: { product, variant } }, page) => {
  const path = contentPath(url.pathname, product);
  if (path === null) return;
  const territory = territoryOf(variant);
  const data = await page.get(pageCall(path, territory));
  if (!data || !isOnTerritory(data, territory)) return;
  await Promise.all(pageViewCalls(data, product).map((call) => page.get(call)));
};
