import { useId } from 'react';
import { SiteLink } from '@portail/shared';
import { ORDER_SHORTCUTS, OrderButton, type OrderTarget } from './OfficialDocuments';
import { shortcutPrice, useSitePrices } from './prices';
import basketRoutes from '@portail/shared/routing/routes/mf-basket.json';

/** Id of the panel, for the links that lead to it on small screens. */
export const ORDER_PANEL_ID = 'commander';

/**
 * The order shortcuts of a company (SPEC §3), each with its price from the site's grid. A price
 * not loaded yet (or missing from the grid) shows nothing rather than a made-up figure.
 */
export function OrderPanel({ company }: { company: OrderTarget }) {
  const titleId = useId();
  const prices = useSitePrices();
  const grid = prices.status === 'ready' ? prices.data : undefined;
  return (
    <section id={ORDER_PANEL_ID} className="record-order-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="record-order-panel__title">
        Commander un document
      </h2>
      <ul className="record-orders">
        {ORDER_SHORTCUTS.map(({ shortcut, label, document }) => {
          const price = shortcutPrice(grid, shortcut);
          const priceId = `${titleId}-${shortcut}`;
          return (
            <li key={shortcut} className="record-order">
              <span className="record-order__name">{document}</span>
              <span id={priceId} className="record-order__price">
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
    </section>
  );
}
