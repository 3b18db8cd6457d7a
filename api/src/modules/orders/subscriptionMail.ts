// The mail that tells a customer their subscription is suspended because an invoice of it is unpaid
// past its due date. Written in the transaction that suspends it.
import { formatAmount } from '@portail/shared/format/amounts';
import { formatDateFr } from '@portail/shared/format/dates';
import { REMOTE_ROUTES } from '@portail/shared/routing/routes';
import { letter, type Mail } from '../mail';

export interface SuspensionContent {
  to: string;
  /** The offer's name ("Surveillance"). */
  offre: string;
  numero_client: string;
  /** The unpaid invoice: its number, due date and amount (cents, all taxes included). */
  facture: string;
  echeance: string;
  montant_ttc: number;
  /** The site the link points to. */
  origin: string;
}

export function suspensionMail(d: SuspensionContent): Mail {
  const link = `${d.origin.replace(/\/+$/, '')}${REMOTE_ROUTES['mf-personal-space'].subscription}`;
  const amount = formatAmount(d.montant_ttc, { thousandsSeparator: true, currency: 'EUR' });
  const intro = `La facture ${d.facture} de votre abonnement ${d.offre} (compte client ${d.numero_client}), d'un montant de ${amount} TTC, n'a pas été réglée à son échéance du ${formatDateFr(d.echeance)}.`;
  const effect = `Votre abonnement est donc suspendu : ses services ne sont plus ouverts. Ils rouvrent dès le paiement de la facture.`;
  const follow = 'Vous pouvez la payer par carte bancaire ou avec votre portefeuille électronique depuis la page Mon abonnement :';
  return { kind: 'abonnement', ...letter({ to: d.to, subject: `Abonnement ${d.offre} suspendu : facture ${d.facture} impayée`, paragraphs: [intro, effect], link: { lead: follow, href: link } }), attachments: [] };
}
