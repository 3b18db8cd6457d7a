import { PageRouter } from '@portail/shared/remote/pageRoutes';
import { PERSONAL_SPACE_PAGES } from './pages';
import './personal-space.css';

export function PersonalSpaceApp() {
  return <PageRouter pages={PERSONAL_SPACE_PAGES} />;
}
