import { useParams } from 'react-router';
import { SiteLink } from '@portail/shared';
import { EditorialPage } from '../editorial/EditorialPage';
import { slugTitle } from '../editorial/slugTitle';
import { findDocument } from './documents';

const PARENT = { label: 'Documents officiels', href: '/kbis-documents/' };

export function KbisDocumentPage() {
  const { slug = '' } = useParams();
  const document = findDocument(slug);
  const title = document?.title ?? slugTitle(slug);
  return (
    <EditorialPage title={title} breadcrumb={[PARENT, { label: title }]} description={document?.summary}>
      {document ? document.body : <p>Ce document est délivré par le greffe du tribunal de commerce auprès duquel l'entreprise est immatriculée.</p>}
      <p>
        Pour le commander, <SiteLink href="/recherche-entreprise-dirigeant/recherche-avancee">recherchez l'entreprise</SiteLink>{' '}
        puis choisissez le document sur sa fiche. <SiteLink href="/tarifs">Consulter les tarifs</SiteLink>
      </p>
      <p>
        <SiteLink href="/kbis-documents/">Tous les documents officiels</SiteLink>
      </p>
    </EditorialPage>
  );
}
