import { resourceCall, useResource, type ResourceState } from '@portail/shared';
import { loadIndex, loadPage } from './pageData';
import type { ContentIndex, ContentPage } from './model';

/** The page data of the editorial page at `path` (null: the site has none there). */
export const pageCall = (path: string) => resourceCall(`page:${path}`, (signal) => loadPage(path, signal));

/** Every editorial page, for the site map. */
export const contentIndexCall = resourceCall('page-index', loadIndex);

/** The editorial page at `path` (null: the site has none there). */
export function usePage(path: string | null): ResourceState<ContentPage | null> {
  return useResource(path === null ? null : pageCall(path));
}

/** Every editorial page, for the site map. */
export function useContentIndex(): ResourceState<ContentIndex> {
  return useResource(contentIndexCall);
}
