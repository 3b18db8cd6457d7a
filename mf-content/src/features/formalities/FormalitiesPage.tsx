import { PageFrame } from '@portail/shared';
import { SiteLink } from '@portail/shared';
import { FORMALITIES, GUICHET_UNIQUE_URL } from './formalities';

export function FormalitiesPage() {
  return (
    <PageFrame
      title="Formalités d'entreprise"
      breadcrumb={[{ label: 'Formalités' }]}
      description="Création, modification, cessation d'activité, dépôt des comptes annuels : les formalités des entreprises auprès du greffe."
    >
      <p>
        Depuis le 1<sup>er</sup> janvier 2023, les formalités de création, de modification et de cessation d'activité
        des entreprises se déclarent en ligne sur le{' '}
        <a href={GUICHET_UNIQUE_URL} rel="noopener noreferrer" target="_blank">
          guichet unique des formalités d'entreprises
        </a>
        . Le greffe du tribunal de commerce contrôle les demandes qui concernent le registre du commerce et des
        sociétés et procède aux inscriptions.
      </p>
      <ul className="cards">
        {FORMALITIES.map((f) => (
          <li key={f.slug} className="card">
            <h2 className="card__title">
              <SiteLink href={`/formalites/${f.slug}`}>{f.title}</SiteLink>
            </h2>
            <p>{f.summary}</p>
          </li>
        ))}
      </ul>
      <h2>Voir aussi</h2>
      <ul>
        <li>
          <SiteLink href="/guide-des-formalites">Le guide des formalités</SiteLink>
        </li>
        <li>
          <SiteLink href="/formalites-dgfip">Les formalités auprès de l'administration fiscale (DGFiP)</SiteLink>
        </li>
        <li>
          <SiteLink href="/formalites/telecharger-formulaires-formalites-entreprise/">Télécharger les formulaires</SiteLink>
        </li>
        <li>
          <SiteLink href="/espace-personnel/mes-formalites">Suivre mes formalités</SiteLink>
        </li>
      </ul>
    </PageFrame>
  );
}
