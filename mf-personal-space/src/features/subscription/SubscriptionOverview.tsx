import { Card, DataTable, EmptyState, LoadFailed, OFFRES_ABONNEMENT, Skeleton, SummaryList, formatDateFr, useResource, type Abonnement } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { fetchAccountSubscriptions } from './api';
import { BillingAddress, SubscriptionStatus, subscriptionDates, subscriptionPrice } from './labels';
import { resumePath, stepPath, unsubscribePath } from './paths';

/** One subscription in force: its offer, price, dates, billing contact, and what can be done with it. */
function CurrentSubscription({ a }: { a: Abonnement }) {
  const price = subscriptionPrice(a);
  return (
    <Card
      title={
        <>
          {a.libelle_offre} <SubscriptionStatus status={a.statut} />
        </>
      }
      as="article"
      className="subscription-card"
      footer={
        a.statut === 'RESILIATION_DEMANDEE' ? (
          <Link to={resumePath(a.uuid)}>Reprendre mon abonnement {a.libelle_offre}</Link>
        ) : (
          <ul className="subscription-card__actions">
            <li>
              <Link to={stepPath('offre', { remplace: a.uuid })}>Changer d'offre</Link>
            </li>
            <li>
              <Link to={unsubscribePath(a.uuid)}>Demander la résiliation</Link>
            </li>
          </ul>
        )
      }
    >
      {a.statut === 'RESILIATION_DEMANDEE' && a.date_fin && (
        <p className="subscription-card__end">
          Votre demande de résiliation est enregistrée : l'abonnement prendra fin le <strong>{formatDateFr(a.date_fin)}</strong>. Jusque-là, ses services restent ouverts.
        </p>
      )}
      <SummaryList
        items={[
          ...(price ? [{ key: 'prix', term: 'Prix', description: price }] : []),
          { key: 'debut', term: 'Souscrit le', description: formatDateFr(a.date_debut) },
          a.date_fin
            ? { key: 'fin', term: 'Fin de l’abonnement', description: formatDateFr(a.date_fin) }
            : { key: 'periode', term: 'Période en cours', description: `Jusqu'au ${formatDateFr(a.fin_periode)}, renouvelée chaque mois` },
          { key: 'facturation', term: 'Facturation', description: <BillingAddress a={a} /> },
        ]}
      />
    </Card>
  );
}

/** Subscriptions that ended: each can be resumed. */
function EndedSubscriptions({ accountId, heldOffers }: { accountId: number; heldOffers: ReadonlySet<string> }) {
  const all = useResource(`abonnements-historique:${accountId}`, (signal) => fetchAccountSubscriptions(accountId, signal));
  if (all.status === 'loading') return <Skeleton lines={2} label="Chargement de vos anciens abonnements…" />;
  if (all.status === 'error' || all.status === 'not-found') {
    return <LoadFailed title="Vos anciens abonnements n'ont pas pu être chargés" onRetry={all.retry} headingLevel={2} />;
  }
  const ended = all.data.filter((a) => a.statut === 'TERMINE');
  if (ended.length === 0) return null;
  return (
    <section aria-labelledby="abonnements-termines">
      <h2 id="abonnements-termines">Abonnements terminés</h2>
      <div className="table-wrap">
        <DataTable
          caption="Abonnements terminés"
          captionHidden
          rows={ended}
          rowKey={(a) => a.uuid}
          columns={[
            { key: 'offre', header: 'Offre', cell: (a) => a.libelle_offre, rowHeader: true },
            { key: 'dates', header: 'Période', cell: (a) => subscriptionDates(a) },
            {
              key: 'reprise',
              header: 'Reprise',
              cell: (a) =>
                heldOffers.has(a.code_offre) ? (
                  'Offre en cours'
                ) : (
                  <Link to={resumePath(a.uuid)} aria-label={`Reprendre l'abonnement ${a.libelle_offre} terminé le ${formatDateFr(a.date_fin)}`}>
                    Reprendre
                  </Link>
                ),
            },
          ]}
        />
      </div>
    </section>
  );
}

/** /mon-abonnement: the subscriptions in force, how to subscribe to another offer, those that ended. */
export function SubscriptionOverview({ accountId, inForce }: { accountId: number; inForce: readonly Abonnement[] }) {
  const held = new Set(inForce.map((a) => a.code_offre));
  const more = OFFRES_ABONNEMENT.some((o) => !held.has(o.code));
  return (
    <>
      {inForce.length === 0 ? (
        <EmptyState
          title="Vous n'avez pas d'abonnement en cours"
          action={
            <Link className="btn btn--primary" to={stepPath('offre')}>
              Découvrir les offres et s'abonner
            </Link>
          }
        >
          <p>Avec un abonnement, surveillez les entreprises qui vous intéressent ou commandez vos extraits Kbis sans compter.</p>
        </EmptyState>
      ) : (
        <section aria-labelledby="abonnements-en-cours">
          <h2 id="abonnements-en-cours">Vos abonnements en cours</h2>
          <div className="subscription-list">
            {inForce.map((a) => (
              <CurrentSubscription key={a.uuid} a={a} />
            ))}
          </div>
          {more && (
            <p>
              <Link className="btn btn--secondary" to={stepPath('offre')}>
                Souscrire une autre offre
              </Link>
            </p>
          )}
        </section>
      )}
      <EndedSubscriptions accountId={accountId} heldOffers={held} />
    </>
  );
}
