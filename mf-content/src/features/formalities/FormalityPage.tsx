import { useParams } from 'react-router';
import { SiteLink } from '@portail/shared';
import { EditorialPage } from '../editorial/EditorialPage';
import { slugTitle } from '../editorial/slugTitle';
import { GUICHET_UNIQUE_URL, findFormality } from './formalities';

export function FormalityPage() {
  const { slug = '' } = useParams();
  const formality = findFormality(slug);
  const title = formality?.title ?? slugTitle(slug);
  return (
    <EditorialPage title={title} breadcrumb={[{ label: 'Formalités', href: '/formalites' }, { label: title }]} description={formality?.summary}>
      {formality?.body ?? (
        <p>
          Les formalités des entreprises se déclarent en ligne sur le guichet unique des formalités d'entreprises ;
          le greffe inscrit ensuite les informations au registre du commerce et des sociétés.
        </p>
      )}
      <p>
        <a href={GUICHET_UNIQUE_URL} rel="noopener noreferrer" target="_blank">
          Accéder au guichet unique des formalités d'entreprises
        </a>
      </p>
      <p>
        <SiteLink href="/formalites">Toutes les formalités</SiteLink>
      </p>
    </EditorialPage>
  );
}
