import { useParams } from 'react-router';
import type { Crumb } from '@portail/shared';
import { EditorialPage } from '../editorial/EditorialPage';
import { slugTitle } from '../editorial/slugTitle';
import { SiteLink } from '@portail/shared';

const BASE = '/dossiers-thematiques';

/** A theme (/a), a sub-theme (/a/b) or an article (/a/b/c) of the thematic dossiers. */
export function DossierPage() {
  const { a = '', b, c } = useParams();
  const segments = [a, b, c].filter((s): s is string => Boolean(s));
  const crumbs: Crumb[] = segments.map((s, i) => ({
    label: slugTitle(s),
    href: `${BASE}/${segments.slice(0, i + 1).map(encodeURIComponent).join('/')}`,
  }));
  const title = slugTitle(segments[segments.length - 1] ?? a);
  const parent = crumbs[crumbs.length - 2];
  const kind = segments.length === 1 ? 'Un dossier thématique' : segments.length === 2 ? 'Un sous-thème du dossier' : 'Un article du dossier';
  return (
    <EditorialPage title={title} breadcrumb={[{ label: 'Dossiers thématiques' }, ...crumbs]}>
      <p>
        {kind} « {slugTitle(a)} » : des repères pour comprendre la vie juridique des entreprises et les démarches qui
        l'accompagnent.
      </p>
      {parent?.href && (
        <p>
          <SiteLink href={parent.href}>Retour à « {parent.label} »</SiteLink>
        </p>
      )}
    </EditorialPage>
  );
}
