// How each territory names the tax on its prices: the mainland's VAT (TVA), New Caledonia's general
// consumption tax (taxe générale sur la consommation, TGC). Every page, mail and document that
// states a tax or its absence reads it here, so that no New Caledonia page ever speaks of VAT.
import type { Territory } from '../api/companies';
import { formatRate } from './amounts';


export interface TaxWording {
  /** Short name of the tax: "TVA", "TGC". */
  name: string;
  /** Full name of the tax, for a sentence. */
  fullName: string;
  /** Where no tax is charged: a totals line's term and value ("TGC" – "Non facturée"). */
  notChargedTerm: string;
  notChargedValue: string;
  /** The same in one line, as invoices print it: "TVA non applicable", "TGC : non facturée". */
  notChargedLine: string;
  /** Why no tax is charged, in a sentence, where it is to be said; null otherwise. */
  notChargedNote: string | null;
  /** Label of the seller's and customer's intra-community VAT numbers on documents; null where they are not printed (outside the EU's VAT area). */
  vatNumberLabel: string | null;
}

export const TAX_WORDING: Record<Territory, TaxWording> = {
  FR: {
    name: 'TVA',
    fullName: 'taxe sur la valeur ajoutée',
    notChargedTerm: 'TVA',
    notChargedValue: 'Non applicable',
    notChargedLine: 'TVA non applicable',
    notChargedNote: null,
    vatNumberLabel: 'N° TVA intracommunautaire',
  },
  NC: {
    name: 'TGC',
    fullName: 'taxe générale sur la consommation',
    notChargedTerm: 'TGC',
    notChargedValue: 'Non facturée',
    notChargedLine: 'TGC : non facturée',
    // What the price grid of New Caledonia establishes, and no more: the tax is not charged, and
    // whether it applies to these fees has not been verified.
    notChargedNote: "La taxe générale sur la consommation (TGC) n'est pas facturée sur ces prix ; son application à ces prestations n'a pas été vérifiée.",
    vatNumberLabel: null,
  },
};

/** The tax wording of a territory. */
export function taxWording(territory: Territory): TaxWording {
  return TAX_WORDING[territory];
}

/** A charged tax's line: "TVA (20 %)", "TGC (11 %)". */
export function taxRateLabel(territory: Territory, percent: number): string {
  return `${TAX_WORDING[territory].name} (${formatRate(percent)})`;
}
