import { SummaryList, formatAmount, grandTotalLabel, preTaxRows, taxRateLabel, taxWording, useSite, type Devise, type Montants } from '@portail/shared';
import { siteVariant } from '@portail/shared/site/variants';

/** Documents and postage excluding tax, their total as the invoice states it, the tax (VAT, or TGC in New Caledonia) and total: what the basket or the order comes to. */
export function Totals({ amounts, currency, vatRate }: { amounts: Montants; currency: Devise; vatRate: number }) {
  const territory = useSite((site) => siteVariant(site).territory);
  const tax = taxWording(territory);
  const money = (v: number) => formatAmount(v, { thousandsSeparator: true, currency });
  const note = vatRate > 0 ? null : tax.notChargedNote;
  return (
    <>
      <SummaryList
        className="totals"
        items={[
          // The invoice's rows: the total HT includes the postage.
          ...preTaxRows(amounts).map((r) => ({ key: r.key, term: r.label, description: money(r.amount) })),
          { key: 'tva', term: vatRate > 0 ? taxRateLabel(territory, vatRate) : tax.notChargedTerm, description: vatRate > 0 ? money(amounts.montant_tva) : tax.notChargedValue },
          { key: 'ttc', term: grandTotalLabel(vatRate), description: <strong>{money(amounts.montant_ttc)}</strong> },
        ]}
      />
      {note && <p className="totals-note">{note}</p>}
    </>
  );
}
