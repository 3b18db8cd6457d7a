import { PageFrame } from '@portail/shared';
import { SiteLink } from '@portail/shared';
import { SERVICES } from './services';

export function ServicesPage() {
  return (
    <PageFrame
      title="Services"
      heading="Nos services"
      breadcrumb={[{ label: 'Services' }]}
      description="Recherche d'entreprises, surveillance, recherche de gage, consultation d'affaires : les services du site."
    >
      <p>
        Au-delà de la commande de documents officiels, le site propose des services pour retrouver une entreprise,
        suivre son évolution et vérifier sa situation.
      </p>
      <ul className="cards">
        {SERVICES.map((s) => (
          <li key={s.href} className="card">
            <h2 className="card__title">
              <SiteLink href={s.href}>{s.title}</SiteLink>
            </h2>
            <p>{s.summary}</p>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
