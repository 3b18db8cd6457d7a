// The receipt (justificatif de paiement) of a payment received, as a PDF: who paid whom, for what,
// how much, by which means. It proves the payment; the invoice, when there is one, is the document
// that describes the sale.
import {
  documentInstant,
  drawCustomerAndSubject,
  drawDocumentHeader,
  drawFields,
  drawParagraphs,
  drawSectionTitle,
  formatDocumentDateTime,
  formatDocumentTimestamp,
  formatMoney,
  maskCard,
  renderDocument,
  territoryOfDocument,
  COLORS,
  type FontStyle,
} from '../../pdf';
import type { ReceiptData } from './types';

/** What was paid: "Paiement de la commande CMD00000012", "Rechargement du portefeuille électronique 1A2B3C4D". */
export function receiptSubject(data: ReceiptData): string {
  if (data.objet === 'COMMANDE') return `Paiement de la commande ${data.reference}`;
  if (data.objet === 'FACTURE') return `Paiement de la facture ${data.reference}`;
  // A top-up's reference may already start with the word ("Rechargement 1A2B3C4D").
  const reference = data.reference.replace(/^rechargement\s+/i, '');
  return `Rechargement du portefeuille électronique ${reference}`.trim();
}

/** The receipt `data` describes, as a PDF: the same data always gives the same bytes. */
export async function renderReceiptPdf(data: ReceiptData): Promise<Buffer> {
  const title = `Justificatif de paiement ${data.numero}`;
  const subject = receiptSubject(data);
  const amount = formatMoney(data.montant, data.devise);
  // The clock of the payment's territory, whose currency it was made in.
  const territory = territoryOfDocument(data.devise);
  const paidAt = formatDocumentDateTime(data.date, territory);
  return renderDocument(
    { meta: { title, subject, author: data.vendeur.denomination, date: documentInstant(data.date) }, seller: data.vendeur, footer: `Justificatif ${data.numero}` },
    (doc) => {
      drawDocumentHeader(doc, data.vendeur, { title: 'Justificatif de paiement', numero: data.numero, facts: [['Date du paiement', paidAt]] }, territory);
      drawCustomerAndSubject(doc, data.client, 'Client', [
        { text: subject, style: 'bold', size: 10.5 },
        { text: `Montant reçu : ${amount}`, size: 10.5, gap: 4 },
      ], territory);

      const fields: Array<[string, string, FontStyle?]> = [
        ['Objet', subject],
        ['Montant', amount, 'bold'],
        ['Date du paiement', formatDocumentTimestamp(data.date, territory)],
        ['Moyen de paiement', data.intitule_moyen],
      ];
      if (data.carte) fields.push(['Carte', maskCard(data.carte)]);
      if (data.transaction) fields.push(['Transaction', data.transaction]);
      if (data.numero_facture) fields.push(['Facture', data.numero_facture]);
      drawSectionTitle(doc, 'Paiement reçu');
      drawFields(doc, fields, 130);
      doc.moveDown(1.5);

      const notes = ['Ce justificatif atteste la réception du paiement ; il ne tient pas lieu de facture.'];
      if (data.numero_facture) notes.push(`La facture ${data.numero_facture} détaille la commande payée.`);
      drawParagraphs(
        doc,
        notes.map((text) => ({ text, size: 8, color: COLORS.muted, gap: 1 })),
      );
    },
  );
}
