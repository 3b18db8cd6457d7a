import { PageRouter } from '@portail/shared/remote/pageRoutes';
import { SEARCH_PAGES } from './pages';

/** The remote's pages at the browser's address. */
export function SearchApp() {
  return <PageRouter pages={SEARCH_PAGES} />;
}
