import { useId } from 'react';
import { INCLUS_ABONNEMENT, SiteLink } from '@portail/shared';
import { ORDER_SHORTCUTS, OrderButton, type OrderTarget } from './OfficialDocuments';
import { useShortcutCosts } from './prices';
import basketRoutes from '@portail/shared/routing/routes/mf-basket.json';

/** Id of the panel, for the links that lead to it on small screens. */
export const ORDER_PANEL_ID = 'commander';

/**
 * The order shortcuts of a company (SPEC §3), each with its price from the site's grid. A price
 * not loaded yet (or missing from the grid) shows nothing rather than a made-up figure. For a
 * visitor whose selected account holds an offer that pays for the electronic document (on the
 * mainland site, where the offers are sold), the price says so instead; the basket prices it on the
 * server all the same.
 */
export function OrderList({ company }: { company: OrderTarget }) {
  const listId = useId();
  const costOf = useShortcutCosts();
  return (
    <>
      <ul className="record-orders">
        {ORDER_SHORTCUTS.map(({ shortcut, label, document }) => {
          const { included, price: gridPrice } = costOf(shortcut);
          const price = included ? `Électronique : ${INCLUS_ABONNEMENT}` : gridPrice;
          const priceId = `${listId}-${shortcut}`;
          return (
            <li key={shortcut} className="record-order">
              <span className="record-order__name">{document}</span>
              <span id={priceId} className={included ? 'record-order__price record-order__price--included' : 'record-order__price'}>
                {price}
              </span>
              <OrderButton shortcut={shortcut} company={company} describedBy={price ? priceId : undefined}>
                Commander : {label}
              </OrderButton>
            </li>
          );
        })}
      </ul>
      <p className="record-order-panel__note">
        Prix par document délivré sous forme électronique. <SiteLink href={basketRoutes.prices}>Tous les tarifs</SiteLink>
      </p>
    </>
  );
}

/**
 * The record's order panel: beside the sections on a wide screen, after them on a narrow one
 * (where the order bar opens the same list). It takes the focus the skip link « Aller aux
 * commandes » gives it.
 */
export function OrderPanel({ company }: { company: OrderTarget }) {
  const titleId = useId();
  return (
    <section id={ORDER_PANEL_ID} className="record-order-panel" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className="record-order-panel__title">
        Commander un document
      </h2>
      <OrderList company={company} />
    </section>
  );
}
