// The amounts before tax of a basket, an order or an invoice, as every one of them states them:
// when something is sent by mail, the documents and the postage apart, then the total before tax,
// postage included. The basket's summary and the invoice's PDF both print these rows.
import type { Montants } from '../api/basket';

export interface PreTaxRow {
  key: 'documents' | 'envoi' | 'ht';
  label: string;
  /** Hundredths of the currency. */
  amount: number;
}

/** Documents HT and postage HT (only when there is postage), then the total HT, postage included. */
/**
 * The name of the amount due: « Total TTC » where a tax is charged, « Total net » where none is (New
 * Caledonia's TGC not being charged): « TTC » would name a tax the amount does not include.
 */
export function grandTotalLabel(taxRate: number): 'Total TTC' | 'Total net' {
  return taxRate > 0 ? 'Total TTC' : 'Total net';
}

export function preTaxRows(m: Pick<Montants, 'montant_ht' | 'frais_envoi'>): PreTaxRow[] {
  const total: PreTaxRow = { key: 'ht', label: 'Total HT', amount: m.montant_ht + m.frais_envoi };
  if (m.frais_envoi === 0) return [total];
  return [{ key: 'documents', label: 'Documents HT', amount: m.montant_ht }, { key: 'envoi', label: "Frais d'envoi HT", amount: m.frais_envoi }, total];
}
