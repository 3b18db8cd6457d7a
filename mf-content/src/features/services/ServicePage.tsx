import { useParams } from 'react-router';
import { SiteLink } from '@portail/shared';
import { EditorialPage } from '../editorial/EditorialPage';
import { slugTitle } from '../editorial/slugTitle';
import { SERVICES } from './services';

export function ServicePage() {
  const { slug = '' } = useParams();
  const service = SERVICES.find((s) => s.href === `/services/${slug}`);
  const title = service?.title ?? slugTitle(slug);
  return (
    <EditorialPage title={title} breadcrumb={[{ label: 'Services', href: '/services/' }, { label: title }]} description={service?.summary}>
      {slug === 'surveillance-entreprises' ? (
        <>
          <p>
            La surveillance vous avertit des événements qui touchent les entreprises que vous suivez : modifications
            inscrites au registre du commerce et des sociétés, dépôt des comptes annuels, dépôt d'actes, procédures
            collectives, privilèges et nantissements.
          </p>
          <p>
            Les avis reçus, appelés révélations, sont consultables dans{' '}
            <SiteLink href="/espace-personnel/mes-surveillances">votre espace personnel</SiteLink>.
          </p>
        </>
      ) : (
        <p>{service?.summary ?? 'Un service proposé par le site.'}</p>
      )}
      <p>
        <SiteLink href="/services/">Tous les services</SiteLink>
      </p>
    </EditorialPage>
  );
}
