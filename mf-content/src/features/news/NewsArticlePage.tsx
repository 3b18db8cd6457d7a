import { useParams } from 'react-router';
import { SiteLink } from '@portail/shared';
import { EditorialPage } from '../editorial/EditorialPage';
import { slugTitle } from '../editorial/slugTitle';

export function NewsArticlePage() {
  const { slug = '' } = useParams();
  const title = slugTitle(slug);
  return (
    <EditorialPage title={title} breadcrumb={[{ label: 'Actualités', href: '/actualites' }, { label: title }]}>
      <p>Un article de l'actualité du registre du commerce et des sociétés et des formalités d'entreprise.</p>
      <p>
        <SiteLink href="/actualites">Toutes les actualités</SiteLink>
      </p>
    </EditorialPage>
  );
}
