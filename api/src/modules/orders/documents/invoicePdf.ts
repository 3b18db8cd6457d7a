// The invoice as a PDF, with what French law asks an invoice to state (Code de commerce L441-9,
// CGI article 242 nonies A and annex II): number and date, seller and customer identities, each
// line's designation, quantity and unit price excluding VAT, the totals by VAT rate, when payment
// is due, the late-payment penalties and, in euros, the fixed recovery indemnity.
import { formatDateFr, formatMonthYear } from '@portail/shared/format/dates';
import { grandTotalLabel, preTaxRows, taxRateLabel, taxWording } from '@portail/shared/format';
import type { Diffusion } from '@portail/shared/api';
import {
  documentInstant,
  drawCustomerAndSubject,
  drawDocumentHeader,
  drawFields,
  drawParagraphs,
  drawSectionTitle,
  drawTable,
  drawTotals,
  formatDocumentDate,
  formatMoney,
  maskCard,
  renderDocument,
  territoryOfDocument,
  COLORS,
  type FontStyle,
  type TableCell,
  type TableColumn,
  type TextLine,
} from '../../pdf';
import type { InvoiceData, InvoiceLine } from './types';
import { grouped } from '../creditorReference';
import { invoicePaymentReference } from '../invoiceReference';

const DIFFUSION_LABELS: Record<Diffusion, string> = { ELEC: 'Électronique', COURRIER: 'Courrier' };

/** "2026-11-01" -> "novembre 2026"; the raw value when it is not a date. */
export function invoiceMonthLabel(mois: string): string {
  const m = /^(\d{4})-(\d{2})/.exec(mois);
  return (m && formatMonthYear(Number(m[2]), Number(m[1]))) || mois;
}

function orderReferences(refs: string[]): string {
  return refs.length === 1 ? `Commande ${refs[0]}` : `Commandes ${refs.join(', ')}`;
}

/** "Abonnement Surveillance — du 15/03/2026 au 14/04/2026"; null for another invoice. */
function subscriptionSubject(data: InvoiceData): string | null {
  const a = data.type === 'ABONNEMENT' ? data.abonnement : null;
  return a ? `Abonnement ${a.libelle_offre} — du ${formatDateFr(a.debut)} au ${formatDateFr(a.fin)}` : null;
}

/** What the invoice is about, as the document's subject says it. */
function subjectOf(data: InvoiceData): string {
  if (data.type === 'MENSUELLE' && data.mois) return `Facture mensuelle — ${invoiceMonthLabel(data.mois)}`;
  return subscriptionSubject(data) ?? orderReferences(data.references_commandes);
}

function subjectLines(data: InvoiceData): TextLine[] {
  const subscription = subscriptionSubject(data);
  if (subscription) return [{ text: subscription, style: 'bold', size: 10.5 }];
  if (data.type === 'MENSUELLE') {
    const lines: TextLine[] = [{ text: `Facture mensuelle — ${data.mois ? invoiceMonthLabel(data.mois) : ''}`.trim(), style: 'bold', size: 10.5 }];
    if (data.references_commandes.length > 0) lines.push({ text: orderReferences(data.references_commandes), gap: 4 });
    return lines;
  }
  return [{ text: orderReferences(data.references_commandes), style: 'bold', size: 10.5 }];
}

function lineColumns(type: InvoiceData['type']): TableColumn[] {
  // A subscription is neither sent nor posted: its line is its designation and its price.
  if (type === 'ABONNEMENT') {
    return [
      { header: 'Désignation' },
      { header: 'Qté', width: 34, align: 'right' },
      { header: 'P.U. HT', width: 58, align: 'right' },
      { header: 'Total HT', width: 64, align: 'right' },
    ];
  }
  const monthly = type === 'MENSUELLE';
  return [
    ...(monthly ? [{ header: 'Commande', width: 72 }] : []),
    { header: 'Désignation' },
    { header: 'Diffusion', width: 60 },
    { header: 'Qté', width: 34, align: 'right' },
    { header: 'P.U. HT', width: 58, align: 'right' },
    { header: "Frais d'envoi", width: 66, align: 'right' },
    { header: 'Total HT', width: 64, align: 'right' },
  ];
}

function quantity(line: InvoiceLine): string {
  return line.nombre_envois > 1 ? `${line.quantite} × ${line.nombre_envois}` : String(line.quantite);
}

function lineCells(data: InvoiceData, line: InvoiceLine): TableCell[] {
  const money = (cents: number) => formatMoney(cents, data.devise);
  if (data.type === 'ABONNEMENT') {
    return [{ text: line.libelle, detail: line.detail }, quantity(line), money(line.prix_unitaire_ht), money(line.montants.montant_ht + line.montants.frais_envoi)];
  }
  return [
    ...(data.type === 'MENSUELLE' ? [line.reference_commande ?? ''] : []),
    { text: line.libelle, detail: line.detail },
    DIFFUSION_LABELS[line.diffusion] ?? line.diffusion,
    quantity(line),
    money(line.prix_unitaire_ht),
    money(line.montants.frais_envoi),
    money(line.montants.montant_ht + line.montants.frais_envoi),
  ];
}

function totalRows(data: InvoiceData): Array<{ label: string; amount: string; bold?: boolean }> {
  const money = (cents: number) => formatMoney(cents, data.devise);
  const t = data.totaux;
  const rows: Array<{ label: string; amount: string; bold?: boolean }> = [];
  for (const r of preTaxRows(t)) rows.push({ label: r.label, amount: money(r.amount) });
  // The tax of the invoice's territory, by its name there: VAT on the mainland, TGC in New Caledonia.
  const territory = territoryOfDocument(data.devise);
  if (data.taux_tva > 0) {
    rows.push({ label: taxRateLabel(territory, data.taux_tva), amount: money(t.montant_tva) });
  } else {
    rows.push({ label: taxWording(territory).notChargedLine, amount: '' });
  }
  rows.push({ label: grandTotalLabel(data.taux_tva), amount: money(t.montant_ttc), bold: true });
  return rows;
}

function paymentFields(data: InvoiceData): Array<[string, string, FontStyle?]> {
  const p = data.paiement;
  const territory = territoryOfDocument(data.devise);
  const fields: Array<[string, string, FontStyle?]> = [['Moyen de paiement', p.intitule]];
  if (p.statut === 'PAYEE' && data.totaux.montant_ttc === 0) {
    fields.push(['Statut', 'Rien à régler', 'bold']);
  } else if (p.statut === 'PAYEE') {
    fields.push(['Statut', p.date ? `Payée le ${formatDocumentDate(p.date, territory)}` : 'Payée', 'bold']);
    if (p.carte) fields.push(['Carte', maskCard(p.carte)]);
    if (p.transaction) fields.push(['Transaction', p.transaction]);
  } else {
    fields.push(['Statut', p.echeance ? `À payer avant le ${formatDocumentDate(p.echeance, territory)}` : 'À payer', 'bold']);
    fields.push(...transferFields(data));
  }
  return fields;
}

/**
 * How to pay an invoice due by bank transfer: the seller's IBAN and BIC, and the reference the
 * transfer must carry for the payment to be recognised. Without a bank account (the demonstration
 * has none) it says so, and prints no account at all.
 */
function transferFields(data: InvoiceData): Array<[string, string, FontStyle?]> {
  const bank = data.vendeur.banque;
  const online = 'ou par carte bancaire ou portefeuille électronique depuis « Mes factures » de votre espace personnel';
  if (!bank) {
    const why = data.vendeur.demonstration ? "Les virements ne sont pas acceptés dans l'environnement de démonstration" : "Cette facture ne se règle pas par virement";
    return [['Virement', `${why} : réglez-la par carte bancaire ou portefeuille électronique depuis « Mes factures » de votre espace personnel.`]];
  }
  return [
    ['Virement', `Au bénéficiaire ${data.vendeur.denomination}, ${online}.`],
    ['IBAN', grouped(bank.iban), 'bold'],
    ['BIC', bank.bic],
    ['Référence à indiquer', grouped(invoicePaymentReference(data.numero)), 'bold'],
  ];
}

function legalMentions(data: InvoiceData): TextLine[] {
  const p = data.paiement;
  const territory = territoryOfDocument(data.devise);
  const terms =
    p.statut === 'PAYEE'
      ? 'Conditions de paiement : paiement comptant à la commande ; facture acquittée.'
      : `Conditions de paiement : à réception de la facture${p.echeance ? `, au plus tard le ${formatDocumentDate(p.echeance, territory)}` : ''}.`;
  const mentions = [terms, "Pénalités de retard : trois fois le taux d'intérêt légal."];
  if (data.devise === 'EUR') mentions.push('Indemnité forfaitaire pour frais de recouvrement : 40\u00A0€ (articles L441-10 et D441-5 du Code de commerce).');
  mentions.push("Pas d'escompte pour paiement anticipé.");
  const note = taxWording(territory).notChargedNote;
  if (data.taux_tva === 0 && note) mentions.push(note);
  return mentions.map((text) => ({ text, size: 8, color: COLORS.muted, gap: 1 }));
}

/** The invoice `data` describes, as a PDF: the same data always gives the same bytes. */
export async function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  const title = `Facture ${data.numero}`;
  const subject = subjectOf(data);
  return renderDocument(
    { meta: { title, subject, author: data.vendeur.denomination, date: documentInstant(data.date_emission) }, seller: data.vendeur, footer: title },
    (doc) => {
      const territory = territoryOfDocument(data.devise);
      const facts: Array<[string, string]> = [["Date d'émission", formatDocumentDate(data.date_emission, territory)]];
      if (data.paiement.statut === 'A_PAYER' && data.paiement.echeance) facts.push(["Date d'échéance", formatDocumentDate(data.paiement.echeance, territory)]);
      drawDocumentHeader(doc, data.vendeur, { title: 'Facture', numero: data.numero, facts }, territory);
      drawCustomerAndSubject(doc, data.client, 'Facturé à', subjectLines(data), territory);

      drawTable(
        doc,
        lineColumns(data.type),
        data.lignes.map((l) => lineCells(data, l)),
      );
      drawTotals(doc, totalRows(data));

      drawSectionTitle(doc, 'Règlement');
      drawFields(doc, paymentFields(data), 130);
      doc.moveDown(1);

      drawSectionTitle(doc, 'Conditions');
      drawParagraphs(doc, legalMentions(data));
    },
  );
}
