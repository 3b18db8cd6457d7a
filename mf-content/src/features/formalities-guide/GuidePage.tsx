import { useParams } from 'react-router';
import type { Crumb } from '@portail/shared';
import { EditorialPage } from '../editorial/EditorialPage';
import { slugTitle } from '../editorial/slugTitle';
import { SiteLink } from '@portail/shared';

const BASE = '/guide-des-formalites';

/** The formalities guide: its home page, or a chapter at any depth. */
export function GuidePage() {
  const segments = (useParams()['*'] ?? '').split('/').filter(Boolean);
  if (segments.length === 0) {
    return (
      <EditorialPage
        title="Guide des formalités"
        breadcrumb={[{ label: 'Guide des formalités' }]}
        description="Le guide des formalités des entreprises : création, modification, cessation, dépôt des comptes."
      >
        <p>
          Le guide des formalités explique, étape par étape, les démarches des entreprises auprès du registre du
          commerce et des sociétés : création, modification, cessation d'activité et dépôt des comptes annuels.
        </p>
        <p>
          <SiteLink href="/formalites">Les formalités d'entreprise</SiteLink>
        </p>
      </EditorialPage>
    );
  }
  const crumbs: Crumb[] = segments.map((s, i) => ({
    label: slugTitle(s),
    href: `${BASE}/${segments.slice(0, i + 1).map(encodeURIComponent).join('/')}`,
  }));
  const title = slugTitle(segments[segments.length - 1]!);
  const parent = crumbs[crumbs.length - 2] ?? { label: 'Guide des formalités', href: BASE };
  return (
    <EditorialPage title={title} breadcrumb={[{ label: 'Guide des formalités', href: BASE }, ...crumbs]}>
      <p>Un chapitre du guide des formalités des entreprises.</p>
      <p>
        <SiteLink href={parent.href ?? BASE}>Retour à « {parent.label} »</SiteLink>
      </p>
    </EditorialPage>
  );
}
