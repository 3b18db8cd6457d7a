// The payment reference of an invoice, as its PDF prints it and a bank transfer carries it: the
// ISO 11649 creditor reference of its number ("FA2026-000123" -> "RF31FA2026000123"). The bank's
// statement gives it back; its number is read from it again.
import { creditorReference, creditorReferenceBody } from './creditorReference';

/** The creditor reference of invoice `numero` (FA<year>-<rank>). */
export const invoicePaymentReference = (numero: string): string => creditorReference(numero.replace(/-/g, ''));

/**
 * The invoice number a transfer's reference names: null when it is not a creditor reference with
 * its check digits right; a number no invoice may bear when it names none of ours.
 */
export function invoiceNumberOfReference(reference: string): string | null {
  const body = creditorReferenceBody(reference);
  if (body === null) return null;
  const m = /^FA([0-9]{4})([0-9]{6,})$/.exec(body);
  return m ? `FA${m[1]}-${m[2]}` : body;
}
