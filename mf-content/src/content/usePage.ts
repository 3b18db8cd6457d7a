import { resourceCall, useResource, type ResourceState } from '@portail/shared';
import { loadIndex, loadPage } from './pageData';
import type { ContentIndex, ContentPage, Territory } from './model';

/** The page data of the editorial page at `path` on the territory's site (null: that site has none there). */
export const pageCall = (path: string, territory: Territory) =>
  resourceCall(`page:${territory}:${path}`, (signal) => loadPage(path, territory, signal));

/** Every editorial page of the territory's site, for the site map. */
export const contentIndexCall = (territory: Territory) => resourceCall(`page-index:${territory}`, (signal) => loadIndex(territory, signal));

/** The editorial page at `path` on the territory's site (null: that site has none there). */
export function usePage(path: string | null, territory: Territory): ResourceState<ContentPage | null> {
  return useResource(path === null ? null : pageCall(path, territory));
}

/** Every editorial page of the territory's site, for the site map. */
export function useContentIndex(territory: Territory): ResourceState<ContentIndex> {
  return useResource(contentIndexCall(territory));
}
