import { TEST_SELLER, expectReproduciblePdf, expectTestParties, testInvoice as invoice, testInvoiceLine as line } from '../../../testing/orderDocuments';
import { pdfText } from '../../../testing/pdfText';
import { renderInvoicePdf } from './invoicePdf';
import type { InvoiceData } from './types';

describe('renderInvoicePdf', () => {
  it('renders a PDF, byte for byte the same for the same data', async () => {
    const a = await expectReproduciblePdf(() => renderInvoicePdf(invoice()));
    const other = await renderInvoicePdf(invoice({ date_emission: '2026-12-04' }));
    expect(other.equals(a)).toBe(false);
  });

  it('prints the mentions of an invoice paid at the order', async () => {
    const text = await pdfText(await renderInvoicePdf(invoice()));
    expect(text).toContain('Facture');
    expect(text).toContain('FA2026-000042');
    expect(text).toContain("Date d'émission : 03/12/2026");
    // Seller and customer.
    expectTestParties(text);
    expect(text).toContain('RCS Paris 123 456 789');
    expect(text).toContain('FR32123456789');
    expect(text).toContain('69001 Lyon');
    expect(text).toContain('Commande CMD00000012');
    // Lines.
    expect(text).toContain('552 032 534');
    expect(text).toContain('Électronique');
    expect(text).toContain('Courrier');
    expect(text).toContain('3,20 €');
    expect(text).toContain('2,34 €');
    expect(text).toContain('22,34 €');
    // Totals.
    expect(text).toContain('Total HT 25,54 €');
    expect(text).toContain('TVA (20 %) 5,11 €');
    expect(text).toContain('Total TTC 30,65 €');
    // Payment and legal mentions.
    expect(text).toContain('Carte bancaire');
    expect(text).toContain('Payée le 03/12/2026');
    expect(text).toContain('497010******0014');
    expect(text).toContain('TX-20261203-0001');
    expect(text).toContain("Pénalités de retard : trois fois le taux d'intérêt légal");
    expect(text).toContain('Indemnité forfaitaire pour frais de recouvrement : 40 €');
    expect(text).toContain("Pas d'escompte pour paiement anticipé");
    expect(text).toContain('Page 1 / 1');
    expect(text).not.toContain('DOCUMENT SANS VALEUR');
  });

  it('says an invoice that came to nothing had nothing to pay, not that a card paid it', async () => {
    const base = invoice();
    const zero = { montant_ht: 0, frais_envoi: 0, montant_tva: 0, montant_ttc: 0 };
    const text = await pdfText(
      await renderInvoicePdf(invoice({ totaux: zero, paiement: { ...base.paiement, intitule: 'Aucun paiement : rien à régler', carte: null, transaction: null } })),
    );
    expect(text).toContain('Aucun paiement : rien à régler');
    expect(text).toContain('Rien à régler');
    expect(text).not.toMatch(/Payée le|Carte bancaire/);
  });

  it('prints the month, the orders and the due date of a monthly invoice', async () => {
    const data = invoice({
      type: 'MENSUELLE',
      mois: '2026-11-01',
      references_commandes: ['CMD00000012', 'CMD00000015'],
      lignes: [line({ reference_commande: 'CMD00000012' }), line({ reference_commande: 'CMD00000015', detail: 'BOULANGERIE MARTIN (SIREN 111 222 333)' })],
      totaux: { montant_ht: 640, frais_envoi: 0, montant_tva: 128, montant_ttc: 768 },
      paiement: { moyen: 'DIFFERE', intitule: 'Paiement différé (facture mensuelle)', statut: 'A_PAYER', date: null, carte: null, transaction: null, echeance: '2027-01-02' },
    });
    const text = await pdfText(await renderInvoicePdf(data));
    expect(text).toContain('Facture mensuelle — novembre 2026');
    expect(text).toContain('Commandes CMD00000012, CMD00000015');
    expect(text).toContain('CMD00000015 Extrait Kbis');
    expect(text).toContain('111 222 333');
    expect(text).toContain('Total TTC 7,68 €');
    expect(text).toContain('À payer avant le 02/01/2027');
    expect(text).toContain('au plus tard le 02/01/2027');
    expect(text).not.toContain('Payée le');
  });

  const unpaid = (vendeur: InvoiceData['vendeur']) =>
    invoice({
      numero: 'FA2026-000123',
      type: 'MENSUELLE',
      mois: '2026-11-01',
      vendeur,
      paiement: { moyen: 'DIFFERE', intitule: 'Paiement différé (facture mensuelle)', statut: 'A_PAYER', date: null, carte: null, transaction: null, echeance: '2027-01-02' },
    });
  const flat = (text: string) => text.replace(/\s+/g, ' ');

  it("prints the seller's IBAN and BIC and the invoice's creditor reference on an invoice to pay", async () => {
    const text = flat(await pdfText(await renderInvoicePdf(unpaid({ ...TEST_SELLER, banque: { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' } }))));
    expect(text).toContain('FR76 3000 6000 0112 3456 7890 189');
    expect(text).toContain('AGRIFRPP');
    expect(text).toContain('RF31 FA20 2600 0123');
  });

  it('says the demonstration takes no transfer, and prints no IBAN nor reference', async () => {
    const text = flat(await pdfText(await renderInvoicePdf(unpaid({ ...TEST_SELLER, demonstration: true, banque: null }))));
    expect(text).toContain("Les virements ne sont pas acceptés dans l'environnement de démonstration");
    expect(text).not.toContain('IBAN');
    expect(text).not.toContain('RF31');
  });

  it("prints a New Caledonia invoice in francs CFP without decimals, the TGC not charged, on Nouméa's day, and never VAT", async () => {
    const data = invoice({
      devise: 'XPF',
      taux_tva: 0,
      lignes: [line({ prix_unitaire_ht: 38200, montants: { montant_ht: 38200, frais_envoi: 0, montant_tva: 0, montant_ttc: 38200 } })],
      totaux: { montant_ht: 123400, frais_envoi: 0, montant_tva: 0, montant_ttc: 123400 },
      // Paid on the 3rd at 14:00 UTC: already the 4th in Nouméa.
      paiement: { ...invoice().paiement, date: '2026-12-03T14:00:00.000Z' },
    });
    const text = await pdfText(await renderInvoicePdf(data));
    expect(text).toContain('382 XPF');
    expect(text).toContain('1 234 XPF');
    expect(text).not.toMatch(/\d,\d\d XPF/);
    expect(text).toContain('TGC : non facturée');
    expect(text).toContain("La taxe générale sur la consommation (TGC) n'est pas facturée sur ces prix");
    expect(text).toContain('Payée le 04/12/2026');
    // Neither the seller's nor the customer's intra-community VAT number: no VAT in the territory.
    expect(text).not.toContain('TVA');
    expect(text).not.toContain('40 €');
  });

  it("prints a mainland invoice's VAT, its VAT numbers and Paris's day", async () => {
    const text = await pdfText(await renderInvoicePdf(invoice({ paiement: { ...invoice().paiement, date: '2026-12-03T14:00:00.000Z' } })));
    expect(text).toContain('TVA (20 %) 5,11 €');
    expect(text).toContain('N° TVA intracommunautaire : FR32123456789');
    expect(text).toContain('N° TVA intracommunautaire : FR12987654321');
    expect(text).toContain('Payée le 03/12/2026');
    expect(text).not.toContain('TGC');
  });

  it('spreads a long invoice over pages, numbered, with the header row repeated', async () => {
    const lignes = Array.from({ length: 60 }, (_, i) => line({ libelle: `Extrait Kbis n° ${i + 1}`, detail: null }));
    const text = await pdfText(await renderInvoicePdf(invoice({ lignes })));
    expect(text).toContain('Page 1 / 2');
    expect(text).toContain('Page 2 / 2');
    expect(text.match(/Désignation Diffusion Qté P\.U\. HT Frais d'envoi Total HT/g)).toHaveLength(2);
    expect(text).toContain('Extrait Kbis n° 60 ');
    expect(text).not.toContain('Page 3');
  });

  it('says a demonstration invoice has no value', async () => {
    const text = await pdfText(await renderInvoicePdf(invoice({ vendeur: { ...TEST_SELLER, siren: null, rcs: null, tva_intracommunautaire: null, demonstration: true } })));
    expect(text).toContain('DOCUMENT SANS VALEUR – ENVIRONNEMENT DE DÉMONSTRATION');
  });
});
