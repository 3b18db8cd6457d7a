import { useEffect, useRef } from 'react';
import { Alert, SiteLink, formatAmount, INCLUS_ABONNEMENT, type Commande } from '@portail/shared';
import personalSpaceRoutes from '@portail/shared/routing/routes/mf-personal-space.json';
import searchRoutes from '@portail/shared/routing/routes/mf-search.json';

/** The order's page in the personal space. */
export const orderPagePath = (order: Pick<Commande, 'reference' | 'date_commande'>) =>
  `${personalSpaceRoutes.order}?${new URLSearchParams({ reference_commande: order.reference, date_commande: order.date_commande })}`;

/**
 * An order with nothing to pay, confirmed by the API as it was placed: no payment was asked for.
 * `included`: how many of its electronic Kbis the customer's subscription pays for.
 * The keyboard lands on its heading, where the form that placed it was.
 */
export function OrderConfirmed({ order, included }: { order: Commande; included: number }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const amount = formatAmount(order.montants.montant_ttc, { thousandsSeparator: true, currency: order.devise });
  return (
    <div className="payment-result">
      <h2 ref={heading} tabIndex={-1}>
        Commande confirmée
      </h2>
      <Alert tone="success" live="polite">
        <p>
          {`Votre commande ${order.reference} est confirmée, sans paiement : ${
            included === 0 ? 'elle ne vous coûte rien' : `${included === 1 ? 'son Kbis électronique est' : 'ses Kbis électroniques sont'} ${INCLUS_ABONNEMENT}`
          }. Sa facture (${amount}) vous est envoyée par courriel.`}
        </p>
      </Alert>
      <p>Vos documents sont en cours de préparation : ils apparaîtront dans le détail de votre commande.</p>
      <div className="btn-group">
        <SiteLink className="btn btn--primary" href={orderPagePath(order)}>
          Voir ma commande {order.reference}
        </SiteLink>
        <SiteLink className="btn btn--secondary" href={searchRoutes.advancedSearch}>
          Commander d'autres documents
        </SiteLink>
      </div>
    </div>
  );
}
