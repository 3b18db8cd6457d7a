import { PageFrame } from '@portail/shared';
import { SiteLink } from '@portail/shared';
import { OFFICIAL_DOCUMENTS } from './documents';

export function KbisDocumentsPage() {
  return (
    <PageFrame
      title="Documents officiels"
      heading="Extrait Kbis et documents officiels des entreprises"
      breadcrumb={[{ label: 'Documents officiels' }]}
      description="Extrait Kbis, comptes annuels, actes et statuts, état d'endettement : les documents officiels délivrés par les greffes."
    >
      <p>
        Les greffes des tribunaux de commerce délivrent les documents officiels des entreprises inscrites au
        registre du commerce et des sociétés. Pour commander un document, recherchez l'entreprise puis choisissez le
        document sur sa fiche ; il vous est délivré par voie électronique ou par courrier.
      </p>
      <ul className="cards">
        {OFFICIAL_DOCUMENTS.map((d) => (
          <li key={d.slug} className="card">
            <h2 className="card__title">
              <SiteLink href={`/kbis-documents/${d.slug}`}>{d.title}</SiteLink>
            </h2>
            <p>{d.summary}</p>
          </li>
        ))}
      </ul>
      <p>
        Besoin d'un extrait à intervalles réguliers ? Le Kbis périodique vous l'envoie automatiquement, selon la
        fréquence de votre choix. <SiteLink href="/tarifs">Consulter les tarifs</SiteLink>
      </p>
      <p>
        <SiteLink href="/recherche-entreprise-dirigeant/recherche-avancee" className="btn btn--primary">
          Rechercher une entreprise
        </SiteLink>
      </p>
    </PageFrame>
  );
}
