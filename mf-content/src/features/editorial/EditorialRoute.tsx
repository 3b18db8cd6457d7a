import { LoadFailed, Loading, NotFound, useResource } from '@portail/shared';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { isOnTerritory } from '../../content/territory';
import { PageView } from './PageView';
import { editorialNeeds } from './needs';

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
