import { useLocation } from 'react-router';
import { LoadFailed, Loading, NotFound, useSite } from '@portail/shared';
import { isOnTerritory, territoryOf } from '../../content/territory';
import { usePage } from '../../content/usePage';
import { contentPath } from './contentPath';
import { PageView } from './PageView';

/** Any editorial address: the page compiled from its Markdown file, or the not-found page (404). */
export function EditorialRoute() {
  const { pathname } = useLocation();
  const product = useSite((s) => s.product);
  const territory = territoryOf(useSite((s) => s.variant));
  const path = contentPath(pathname, product);
  const page = usePage(path);
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
