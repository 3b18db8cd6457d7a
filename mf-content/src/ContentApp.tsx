import { PageRouter } from '@portail/shared/remote/pageRoutes';
import { CONTENT_PAGES } from './pages';
import './content.css';

/** The app's pages (see pages.tsx) at the browser's address. */
export function ContentApp() {
  return <PageRouter pages={CONTENT_PAGES} />;
}
