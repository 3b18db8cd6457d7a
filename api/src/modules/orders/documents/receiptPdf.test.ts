import { TEST_CUSTOMER, expectReproduciblePdf, expectTestParties, testReceipt } from '../../../testing/orderDocuments';
import { pdfText } from '../../../testing/pdfText';
import { renderReceiptPdf } from './receiptPdf';
import type { ReceiptData } from './types';

/** The receipt these tests print: its payer's address on two lines, no VAT number, 1 234,56 €. */
function receipt(over: Partial<ReceiptData> = {}): ReceiptData {
  return testReceipt({
    client: { ...TEST_CUSTOMER, adresse: { ...TEST_CUSTOMER.adresse, destinataire: 'ACME INDUSTRIES', ligne2: 'Bâtiment B' }, tva_intracommunautaire: null },
    montant: 123456,
    ...over,
  });
}

describe('renderReceiptPdf', () => {
  it('renders a PDF, byte for byte the same for the same data', async () => {
    await expectReproduciblePdf(() => renderReceiptPdf(receipt()));
  });

  it('prints who paid whom, what for, how much and how', async () => {
    const text = await pdfText(await renderReceiptPdf(receipt()));
    expect(text).toContain('Justificatif de paiement');
    expect(text).toContain('JU2026-000007');
    expect(text).toContain('03/12/2026 à 10:15 (heure de Paris)');
    expectTestParties(text);
    expect(text).toContain('Paiement de la commande CMD00000012');
    expect(text).toContain('1 234,56 €');
    expect(text).toContain('Carte bancaire');
    expect(text).toContain('497010******0014');
    expect(text).toContain('TX-20261203-0001');
    expect(text).toContain('FA2026-000042');
    expect(text).toContain('Page 1 / 1');
    expect(text).not.toContain('DOCUMENT SANS VALEUR');
  });

  it('prints a wallet top-up in francs CFP, without invoice', async () => {
    const text = await pdfText(
      await renderReceiptPdf(
        receipt({
          objet: 'RECHARGE',
          reference: 'Rechargement 1A2B3C4D',
          montant: 1000000,
          devise: 'XPF',
          moyen: 'PORTEFEUILLE_ELECTRONIQUE',
          intitule_moyen: 'Portefeuille électronique',
          carte: null,
          transaction: null,
          numero_facture: null,
          vendeur: { denomination: 'Démo', adresse: [], siren: null, rcs: null, tva_intracommunautaire: null, demonstration: true },
        }),
      ),
    );
    expect(text).toContain('Rechargement du portefeuille électronique 1A2B3C4D');
    expect(text).toContain('10 000 XPF');
    // Paid at 09:15 UTC: 20:15 in Nouméa, the clock of the territory whose currency it is in.
    expect(text).toContain('03/12/2026 à 20:15 (heure de Nouméa)');
    expect(text).not.toContain('heure de Paris');
    expect(text).not.toContain('TVA');
    expect(text).not.toMatch(/\d,\d\d XPF/);
    expect(text).not.toContain('Facture');
    expect(text).toContain('DOCUMENT SANS VALEUR – ENVIRONNEMENT DE DÉMONSTRATION');
  });
});
