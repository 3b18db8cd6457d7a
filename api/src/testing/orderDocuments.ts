// The seller and customer the order documents' tests (invoice, receipt) print, and the checks
// every such document must pass.
import type { InvoiceData, ReceiptData } from '../modules/orders';
import type { InvoiceCustomer, SellerIdentity } from '../modules/pdf';

type InvoiceLine = InvoiceData['lignes'][number];

export const TEST_SELLER: SellerIdentity = {
  denomination: 'Registre Services SAS',
  adresse: ['10 rue de la Paix', '75002 Paris'],
  siren: '123456789',
  rcs: 'RCS Paris 123 456 789',
  tva_intracommunautaire: 'FR32123456789',
  demonstration: false,
};

export const TEST_CUSTOMER = {
  libelle_facturation: 'ACME INDUSTRIES',
  numero_client: 'C0001234',
  adresse: { destinataire: 'Service comptabilité', ligne1: '5 avenue des Champs', ligne2: null, code_postal: '69001', ville: 'Lyon', pays: 'France' },
  siren: '987654321',
  tva_intracommunautaire: 'FR12987654321',
} satisfies InvoiceCustomer;

/** An invoice line: one electronic Kbis extract, overridable field by field. */
export function testInvoiceLine(over: Partial<InvoiceLine> = {}): InvoiceLine {
  return {
    libelle: 'Extrait Kbis',
    detail: 'DANONE (SIREN 552 032 534) – Extrait Kbis à jour',
    diffusion: 'ELEC',
    quantite: 1,
    nombre_envois: 1,
    prix_unitaire_ht: 320,
    frais_envoi_unitaire: 0,
    montants: { montant_ht: 320, frais_envoi: 0, montant_tva: 64, montant_ttc: 384 },
    reference_commande: null,
    ...over,
  };
}

/** An order's invoice from TEST_SELLER to TEST_CUSTOMER, paid by card: a Kbis extract and two posted annual accounts. */
export function testInvoice(over: Partial<InvoiceData> = {}): InvoiceData {
  return {
    numero: 'FA2026-000042',
    type: 'COMMANDE',
    date_emission: '2026-12-03',
    mois: null,
    vendeur: TEST_SELLER,
    client: TEST_CUSTOMER,
    references_commandes: ['CMD00000012'],
    devise: 'EUR',
    taux_tva: 20,
    lignes: [
      testInvoiceLine(),
      testInvoiceLine({
        libelle: 'Comptes annuels',
        detail: 'DANONE (SIREN 552 032 534) – Comptes complets de l’exercice clos le 31/12/2023',
        diffusion: 'COURRIER',
        quantite: 2,
        prix_unitaire_ht: 1000,
        frais_envoi_unitaire: 117,
        montants: { montant_ht: 2000, frais_envoi: 234, montant_tva: 447, montant_ttc: 2681 },
      }),
    ],
    totaux: { montant_ht: 2320, frais_envoi: 234, montant_tva: 511, montant_ttc: 3065 },
    paiement: {
      moyen: 'CARTE_BANCAIRE',
      intitule: 'Carte bancaire',
      statut: 'PAYEE',
      date: '2026-12-03T09:15:00.000Z',
      carte: '497010******0014',
      transaction: 'TX-20261203-0001',
      echeance: null,
    },
    ...over,
  };
}

/** The receipt of TEST_CUSTOMER's card payment of an order to TEST_SELLER. */
export function testReceipt(over: Partial<ReceiptData> = {}): ReceiptData {
  return {
    numero: 'JU2026-000007',
    date: '2026-12-03T09:15:00.000Z',
    vendeur: TEST_SELLER,
    client: TEST_CUSTOMER,
    objet: 'COMMANDE',
    reference: 'CMD00000012',
    montant: 384,
    devise: 'EUR',
    moyen: 'CARTE_BANCAIRE',
    intitule_moyen: 'Carte bancaire',
    carte: '497010******0014',
    transaction: 'TX-20261203-0001',
    numero_facture: 'FA2026-000042',
    ...over,
  };
}

/** Renders twice: a PDF, the same bytes both times. */
export async function expectReproduciblePdf(render: () => Promise<Buffer>): Promise<Buffer> {
  const a = await render();
  const b = await render();
  expect(a.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(a.equals(b)).toBe(true);
  return a;
}

/** The identities of TEST_SELLER and TEST_CUSTOMER, as a document's header prints them. */
export function expectTestParties(text: string): void {
  expect(text).toContain('Registre Services SAS');
  expect(text).toContain('SIREN : 123 456 789');
  expect(text).toContain('ACME INDUSTRIES');
  expect(text).toContain('N° client : C0001234');
  expect(text).toContain('SIREN : 987 654 321');
}
