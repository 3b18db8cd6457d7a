// The seller and customer the order documents' tests (invoice, receipt) print, and the checks
// every such document must pass.
import type { InvoiceCustomer, SellerIdentity } from '../modules/pdf';

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
