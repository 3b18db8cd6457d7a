import { PageFrame, basketStore } from '@portail/shared';
import { useStore } from 'zustand';

export function BasketPage() {
  const articleCount = useStore(basketStore, (s) => s.articleCount);
  return (
    <PageFrame title="Mon panier" breadcrumb={[{ label: 'Panier' }]} description="Votre panier de documents officiels.">
      {articleCount === 0 ? (
        <section aria-labelledby="basket-empty">
          <h2 id="basket-empty">Votre panier est vide</h2>
          <p>
            Recherchez une entreprise pour commander un extrait Kbis, des comptes annuels, un acte ou un état
            d'endettement.
          </p>
          <p>
            <a className="btn btn--primary" href="/recherche-entreprise-dirigeant/recherche-avancee">
              Rechercher une entreprise
            </a>
          </p>
        </section>
      ) : (
        <p>
          {articleCount} article{articleCount > 1 ? 's' : ''} dans votre panier.
        </p>
      )}
    </PageFrame>
  );
}
