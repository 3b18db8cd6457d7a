import { useState } from 'react';
import { useStore } from 'zustand';
import { Alert, Button, Card, ConfirmDialog, EmptyState, LoadFailed, PageFrame, SearchCompanyLink, SiteLink, Skeleton, authStore, companyPath, formatSiren, publish, type ArticlePanier } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { removeArticles, removeSubArticle, updateSubArticle } from './api';
import { MonitorBasketCompanies } from './MonitorBasketCompanies';
import { SubArticleItem } from './SubArticleItem';
import { Totals } from './Totals';
import { useBasket } from './useBasket';
import '../../basket.css';
import basketRoutes from '@portail/shared/routing/routes/mf-basket.json';

function EntityCard({ article, currency, taxed, disabled, change }: { article: ArticlePanier; currency: 'EUR' | 'XPF'; taxed: boolean; disabled: boolean; change: ReturnType<typeof useBasket>['change'] }) {
  const { entite: entity } = article;
  const title =
    entity.id_entreprise && entity.numero_identification ? (
      <SiteLink href={companyPath({ id: entity.id_entreprise, numero_identification: entity.numero_identification, denomination: entity.denomination })}>{entity.denomination}</SiteLink>
    ) : (
      entity.denomination
    );
  return (
    <Card
      title={
        <>
          {title}
          {entity.siren && <span className="basket-entity__siren"> SIREN {formatSiren(entity.siren)}</span>}
        </>
      }
      className="basket-entity"
      footer={
        article.sous_articles.length > 1 ? (
          <button type="button" className="btn btn--link" disabled={disabled} onClick={() => void change(() => removeArticles(article.id_entite))}>
            Retirer tous les documents<span className="visually-hidden"> de {entity.denomination}</span>
          </button>
        ) : undefined
      }
    >
      {entity.critere && (
        <p className="basket-entity__criteria">
          {entity.critere.siren ? `Débiteur désigné par son numéro SIREN ${formatSiren(entity.critere.siren)}.` : `Débiteurs dont la dénomination approche « ${entity.critere.denomination} »${entity.critere.code_postal ? ` (code postal ${entity.critere.code_postal})` : ''}.`}
        </p>
      )}
      <ul className="basket-items">
        {article.sous_articles.map((item) => (
          <SubArticleItem
            key={item.id}
            item={item}
            entity={entity.denomination}
            currency={currency}
            taxed={taxed}
            disabled={disabled}
            onChange={(patch) => void change(() => updateSubArticle(item.id, patch))}
            onRemove={() => void change(() => removeSubArticle(item.id))}
          />
        ))}
      </ul>
    </Card>
  );
}

/** /panier: the documents to order, how each is delivered, what it all costs, then checkout. */
export function BasketPage() {
  const { state, pending, problem, change, retry } = useBasket();
  const connected = useStore(authStore, (s) => s.connected);
  const [confirmEmpty, setConfirmEmpty] = useState(false);

  return (
    <PageFrame title="Mon panier" breadcrumb={[{ label: 'Panier' }]} description="Les documents officiels de votre panier, leur mode de délivrance et leur prix.">
      {state.status === 'loading' && (
        <div role="status" aria-live="polite" className="basket-loading">
          <span className="visually-hidden">Chargement de votre panier…</span>
          <Skeleton lines={6} />
        </div>
      )}
      {state.status === 'error' && (
        <LoadFailed title="Votre panier n'a pas pu être chargé" message={state.message} onRetry={state.retryable ? retry : undefined} headingLevel={2} />
      )}
      {state.status === 'ready' && state.basket.nombre_articles === 0 && (
        <EmptyState
          title="Votre panier est vide"
          action={<SearchCompanyLink />}
        >
          <p>Recherchez une entreprise pour commander un extrait Kbis, des comptes annuels, un acte ou un état d'endettement.</p>
        </EmptyState>
      )}
      {state.status === 'ready' && state.basket.nombre_articles > 0 && (
        <div className="basket-layout">
          <section className="basket-main" aria-labelledby="basket-documents">
            <h2 id="basket-documents">
              {state.basket.nombre_articles} document{state.basket.nombre_articles > 1 ? 's' : ''}
            </h2>
            {problem && (
              <Alert tone="error" live="assertive" className="basket-problem">
                {problem}
              </Alert>
            )}
            <div aria-busy={pending}>
              {state.basket.articles.map((article) => (
                <EntityCard key={article.id_entite} article={article} currency={state.basket.devise} taxed={state.basket.taux_tva > 0} disabled={pending} change={change} />
              ))}
            </div>
            <p>
              <button type="button" className="btn btn--link" onClick={() => setConfirmEmpty(true)} disabled={pending}>
                Vider le panier
              </button>
            </p>
          </section>
          <aside className="basket-summary" aria-labelledby="basket-total">
            <h2 id="basket-total">Récapitulatif</h2>
            <Totals amounts={state.basket.prix_devises} currency={state.basket.devise} vatRate={state.basket.taux_tva} />
            {connected ? (
              <Link to={basketRoutes.checkout} className="btn btn--primary basket-summary__order">
                Commander
              </Link>
            ) : (
              <>
                <Button className="basket-summary__order" onClick={() => publish('auth:login-requested', { v: 1, returnTo: basketRoutes.checkout })}>
                  Se connecter pour commander
                </Button>
                <p className="basket-summary__hint">Votre panier vous suivra une fois connecté.</p>
              </>
            )}
            <p className="basket-summary__hint">
              Prix réglementés des greffes : <SiteLink href={basketRoutes.prices}>consulter les tarifs</SiteLink>.
            </p>
          </aside>
          <MonitorBasketCompanies basket={state.basket} />
        </div>
      )}
      <ConfirmDialog
        open={confirmEmpty}
        title="Vider votre panier ?"
        message="Tous les documents de votre panier en seront retirés."
        confirmLabel="Oui, vider le panier"
        onCancel={() => setConfirmEmpty(false)}
        onConfirm={() => {
          setConfirmEmpty(false);
          void change(() => removeArticles());
        }}
      />
    </PageFrame>
  );
}
