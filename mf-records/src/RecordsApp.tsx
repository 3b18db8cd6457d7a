import { PageRouter } from '@portail/shared/remote/pageRoutes';
import { RECORD_PAGES } from './pages';

export function RecordsApp() {
  return <PageRouter pages={RECORD_PAGES} />;
}
