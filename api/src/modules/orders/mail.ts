// The mail that confirms a paid order, with its invoice attached (by reference: the mailer fetches
// the PDF when the mail leaves). Written in the transaction that settles the order.
import { libelleReglement } from '@portail/shared/api';
import { formatAmount } from '@portail/shared/format/amounts';
import { formatDateFr, formatTimestampIn } from '@portail/shared/format/dates';
import { grandTotalLabel, taxRateLabel, taxWording } from '@portail/shared/format';
import { html } from '@portail/shared/format/html';
import { territoryVariant } from '@portail/shared/http/territory';
import type { Mail } from '../mail';
import { territoryOfDocument } from '../pdf';
import type { IssuedInvoice } from './invoices';
import { lineDetail } from './invoices';
import type { OrderLineRow, OrderRow } from './orders';

/** The attachment kind under which the orders module gives invoices to the mailer. */
export const INVOICE_ATTACHMENT = 'facture';

export function orderConfirmationMail(order: OrderRow, lines: OrderLineRow[], invoice: IssuedInvoice | null, link: string): Mail {
  const money = (v: number) => formatAmount(v, { thousandsSeparator: true, currency: order.devise });
  // The order's territory (its currency's): its tax, its clock and its site's name.
  const territory = territoryOfDocument(order.devise);
  const deferred = order.moyen_paiement === 'DIFFERE';
  // When the order was placed, in its site's clock and saying which: "29/11/2026 à 09:20 (heure de Nouméa)".
  const placed = formatTimestampIn(order.cree_le, territory) || formatDateFr(order.date_commande);
  const intro = deferred
    ? `Votre commande ${order.reference}, passée le ${placed}, est validée : elle figurera sur votre facture mensuelle.`
    : `Nous avons bien reçu le paiement de votre commande ${order.reference}, passée le ${placed}.`;
  const items = lines.map(
    (l) => `${l.libelle} (${l.diffusion === 'ELEC' ? 'électronique' : `courrier, ${l.quantite} exemplaire${l.quantite > 1 ? 's' : ''}`}) – ${lineDetail(l)} : ${money(l.montant_ttc)}`,
  );
  const total = `${grandTotalLabel(order.taux_tva_points_base / 100)} : ${money(order.montant_ttc)} (${libelleReglement(order.moyen_paiement, order.montant_ttc).toLowerCase()})`;
  // The tax of the order's territory, by its name there: VAT on the mainland, TGC in New Caledonia.
  const rate = order.taux_tva_points_base / 100;
  const tax = rate > 0 ? `Dont ${taxRateLabel(territory, rate)} : ${money(order.montant_tva)}` : taxWording(territory).notChargedLine;
  const invoiceLine = invoice ? `Votre facture ${invoice.numero} est jointe à ce courriel.` : '';
  const follow = 'Vos documents seront disponibles dans le détail de votre commande :';
  const signature = territoryVariant(territory).siteName;
  const text = ['Bonjour,', '', intro, '', 'Documents commandés :', ...items.map((i) => `- ${i}`), '', total, tax, '', invoiceLine, follow, link, '', signature]
    .filter((l, i, all) => !(l === '' && all[i - 1] === ''))
    .join('\n');
  const body = html`<p>Bonjour,</p>
<p>${intro}</p>
<p>Documents commandés :</p>
<ul>${items.map((i) => html`<li>${i}</li>`)}</ul>
<p><strong>${total}</strong><br>${tax}</p>
${invoiceLine ? html`<p>${invoiceLine}</p>` : ''}
<p>${follow} <a href="${link}">${link}</a></p>
<p>${signature}</p>`;
  return {
    to: order.courriel,
    kind: 'commande',
    subject: `${deferred ? 'Validation' : 'Confirmation'} de votre commande ${order.reference}`,
    text,
    html: body.value,
    attachments: invoice ? [{ kind: INVOICE_ATTACHMENT, id: invoice.id, filename: `facture-${invoice.numero}.pdf` }] : [],
  };
}
