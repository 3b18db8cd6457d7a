import { PageRouter } from '@portail/shared/remote/pageRoutes';
import { BASKET_PAGES } from './pages';

export function BasketApp() {
  return <PageRouter pages={BASKET_PAGES} />;
}
