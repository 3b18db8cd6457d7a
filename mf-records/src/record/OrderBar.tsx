// Ordering within reach of a record: the skip link « Aller aux commandes », first link of the record,
// and on narrow screens (where the order panel comes after every section) a bar held at the bottom
// of the window that opens the same order list in a dialog.
import { useState, type MouseEvent } from 'react';
import { INCLUS_ABONNEMENT, LazyDialog } from '@portail/shared';
import { ORDER_PANEL_ID, OrderList } from './OrderPanel';
import type { OrderTarget } from './OfficialDocuments';
import { useShortcutCosts } from './prices';
import './orderBar.css';

/** Moves the focus to the order panel (which scrolls it into view), wherever the layout put it. */
export function OrderSkipLink() {
  const go = (e: MouseEvent<HTMLAnchorElement>) => {
    const panel = document.getElementById(ORDER_PANEL_ID);
    if (!panel) return;
    e.preventDefault();
    panel.focus();
  };
  return (
    <a href={`#${ORDER_PANEL_ID}`} className="record-skip-link visually-hidden-focusable" onClick={go}>
      Aller aux commandes
    </a>
  );
}

/**
 * « Commander un document » with the Kbis price of the site's grid (nothing while it loads), or
 * the electronic Kbis included in the signed-in customer's subscription, as the order list says; held
 * at the bottom of the window while the record scrolls, settling at the record's end: it never
 * covers the footer nor the last lines of the record. Shown under 1000 px only (records.css).
 */
export function OrderBar({ company }: { company: OrderTarget }) {
  const [open, setOpen] = useState(false);
  const kbis = useShortcutCosts()('KBIS');
  const [what, cost] = kbis.included ? ['Extrait Kbis électronique', INCLUS_ABONNEMENT] : ['Extrait Kbis', kbis.price];
  return (
    <div className="record-order-bar">
      {cost && (
        <p className="record-order-bar__price">
          {what} <strong>{cost}</strong>
        </p>
      )}
      <button type="button" className="btn btn--primary record-order-bar__button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Commander un document
      </button>
      <LazyDialog open={open} title="Commander un document" onClose={() => setOpen(false)} className="record-order-dialog">
        <OrderList company={company} />
      </LazyDialog>
    </div>
  );
}
