import { useParams } from 'react-router';
import { SiteLink } from '@portail/shared';
import { EditorialPage } from '../editorial/EditorialPage';
import { slugTitle } from '../editorial/slugTitle';

export function DgfipFormalityPage() {
  const { slug = '' } = useParams();
  const title = slugTitle(slug);
  return (
    <EditorialPage
      title={title}
      breadcrumb={[{ label: 'Formalités', href: '/formalites' }, { label: 'Formalités DGFiP', href: '/formalites-dgfip' }, { label: title }]}
    >
      <p>Une formalité relevant de la direction générale des Finances publiques (DGFiP).</p>
      <p>
        <SiteLink href="/formalites-dgfip">Toutes les formalités DGFiP</SiteLink>
      </p>
    </EditorialPage>
  );
}
