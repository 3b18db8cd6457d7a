import { LoadFailed, Loading, NotFound, useResource } from '@portail/shared';
import { dataNeeds, usePageNeeds, type PageLoadArgs } from '@portail/shared/remote/pageRoutes';
import { isOnTerritory, territoryOf } from '../../content/territory';
import { pageCall } from '../../content/usePage';
import type { ContentPage, Territory } from '../../content/model';
import { contentPath } from './contentPath';
import { PageView, pageViewCalls } from './PageView';

/** Any editorial address: the page compiled from its Markdown file, or the not-found page (404). */
export function EditorialRoute() {
  const { path, territory, page: call } = usePageNeeds(editorialNeeds);
  const page = useResource(call);
  if (path === null) return <NotFound />;
  if (page.status === 'loading') return <Loading label="Chargement de la page" />;
  if (page.status === 'error') {
    return (
      <div className="page">
        <LoadFailed title="Cette page n'a pas pu être chargée" error={page.error} onRetry={page.retry} headingLevel={2} />
      </div>
    );
  }
  if (page.status === 'not-found' || !page.data || !isOnTerritory(page.data, territory)) return <NotFound />;
  return <PageView page={page.data} territory={territory} />;
}

/** What `EditorialRoute` reads of its address: the page data's path, or null when no editorial page can be there. */
export function readEditorialPage({ url, site: { product, variant } }: PageLoadArgs) {
  const path = contentPath(url.pathname, product);
  const territory = territoryOf(variant);
  return { path, territory, product, page: path === null ? null : pageCall(path, territory) };
}

/**
 * The needs of `EditorialRoute`: the page data, then, for a page the site shows, the calls of its
 * view (the site's identity, the inserts). An address no editorial page can have makes none.
 */
export const editorialNeeds = dataNeeds(readEditorialPage, editorialViewCalls);

/** The calls of the view of an editorial page, once its page data has answered: none for a page the site does not show. */
export function editorialViewCalls({ page }: { page?: ContentPage | null }, { territory, product }: { territory: Territory; product: string }) {
  return page && isOnTerritory(page, territory) ? pageViewCalls(page, product) : [];
}
