// What an editorial page needs, apart from its views: its page data, then the calls of its view.
// The remote's `./app` makes them before the page's code has arrived.
import type { ResourceCall } from '@portail/shared';
import { dataNeeds, type PageLoadArgs } from '@portail/shared/remote/pageRoutes';
import { isOnTerritory, territoryOf } from '../../content/territory';
import { pageCall } from '../../content/usePage';
import type { ContentPage, Territory } from '../../content/model';
import { contentPath } from './contentPath';
import { insertCalls } from './inserts/calls';
import { siteInformationCall } from './views/siteInformation';

/**
 * The calls `PageView` makes for `page` on the site of `product`: the site's identity in the legal
 * notice, the inserts of a page of running text.
 */
export function pageViewCalls(page: ContentPage, product: string): ResourceCall<unknown>[] {
  switch (page.template) {
    case 'rubrique':
    case 'actualites':
    case 'actualite':
    case 'video':
    case 'faq':
      return [];
    case 'mentions-legales':
      return [siteInformationCall(product)];
    default:
      return insertCalls(page.inserts);
  }
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
