import { Card, DataTable, EmptyState, OFFRES_ABONNEMENT, SummaryList, formatDateFr, type Abonnement } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { BillingAddress, SubscriptionStatus, subscriptionDates, subscriptionPrice } from './labels';
import { resumePath, stepPath, unsubscribePath } from './paths';
import { SubscriptionPayment } from './SubscriptionPayment';

/** Its dates: since when it runs and its current period, or its end; nothing while it awaits its first payment. */
function datesOf(a: Abonnement) {
  if (a.statut === 'EN_ATTENTE_PAIEMENT') return [];
  return [
    { key: 'debut', term: 'Souscrit le', description: formatDateFr(a.date_debut) },
    a.date_fin
      ? { key: 'fin', term: 'Fin de l’abonnement', description: formatDateFr(a.date_fin) }
      : { key: 'periode', term: 'Période en cours', description: `Jusqu'au ${formatDateFr(a.fin_periode)}, renouvelée chaque mois` },
  ];
}

/** What can be done with a subscription that gives its services: resume it, or change or end it. */
function Actions({ a }: { a: Abonnement }) {
  if (a.statut === 'RESILIATION_DEMANDEE') return <Link to={resumePath(a.uuid)}>Reprendre mon abonnement {a.libelle_offre}</Link>;
  if (a.statut !== 'EN_COURS') return null;
  return (
    <ul className="subscription-card__actions">
      <li>
        <Link to={stepPath('offre', { remplace: a.uuid })}>Changer d'offre</Link>
      </li>
      <li>
        <Link to={unsubscribePath(a.uuid)}>Demander la résiliation</Link>
      </li>
    </ul>
  );
}

/**
 * One subscription not over: its offer, price, dates, billing contact, what it asks to be paid
 * (with the way to pay it), and what can be done with it.
 */
function CurrentSubscription({ a, onChanged }: { a: Abonnement; onChanged: () => void }) {
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
      footer={<Actions a={a} />}
    >
      {a.a_payer && <SubscriptionPayment a={a} due={a.a_payer} onPaid={onChanged} />}
      {a.statut === 'RESILIATION_DEMANDEE' && a.date_fin && (
        <p className="subscription-card__end">
          Votre demande de résiliation est enregistrée : l'abonnement prendra fin le <strong>{formatDateFr(a.date_fin)}</strong>. Jusque-là, ses services restent ouverts.
        </p>
      )}
      <SummaryList
        items={[
          ...(price ? [{ key: 'prix', term: 'Prix', description: price }] : []),
          ...datesOf(a),
          { key: 'facturation', term: 'Facturation', description: <BillingAddress a={a} /> },
        ]}
      />
    </Card>
  );
}

/** Subscriptions that ended: each can be resumed. */
function EndedSubscriptions({ ended, heldOffers }: { ended: readonly Abonnement[]; heldOffers: ReadonlySet<string> }) {
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

/**
 * /mon-abonnement: the subscriptions not over (in force, awaiting their first payment, suspended),
 * how to subscribe to another offer, those that ended. `onChanged` follows a payment made here.
 */
export function SubscriptionOverview({ subscriptions, onChanged }: { subscriptions: readonly Abonnement[]; onChanged: () => void }) {
  const current = subscriptions.filter((a) => a.statut !== 'TERMINE');
  const held = new Set(current.map((a) => a.code_offre));
  const more = OFFRES_ABONNEMENT.some((o) => !held.has(o.code));
  return (
    <>
      {current.length === 0 ? (
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
          <h2 id="abonnements-en-cours">Vos abonnements</h2>
          <div className="subscription-list">
            {current.map((a) => (
              <CurrentSubscription key={a.uuid} a={a} onChanged={onChanged} />
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
      <EndedSubscriptions ended={subscriptions.filter((a) => a.statut === 'TERMINE')} heldOffers={held} />
    </>
  );
}
