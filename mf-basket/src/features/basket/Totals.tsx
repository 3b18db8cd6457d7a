import { SummaryList, formatAmount, formatRate, type Devise, type Montants } from '@portail/shared';

/** Total excluding VAT, postage, VAT and total: what the basket or the order comes to. */
export function Totals({ amounts, currency, vatRate }: { amounts: Montants; currency: Devise; vatRate: number }) {
  const money = (v: number) => formatAmount(v, { thousandsSeparator: true, currency });
  return (
    <SummaryList
      className="totals"
      items={[
        { key: 'ht', term: 'Total HT', description: money(amounts.montant_ht) },
        ...(amounts.frais_envoi > 0 ? [{ key: 'envoi', term: "Frais d'envoi HT", description: money(amounts.frais_envoi) }] : []),
        { key: 'tva', term: vatRate > 0 ? `TVA (${formatRate(vatRate)})` : 'TVA', description: vatRate > 0 ? money(amounts.montant_tva) : 'Non applicable' },
        { key: 'ttc', term: 'Total TTC', description: <strong>{money(amounts.montant_ttc)}</strong> },
      ]}
    />
  );
}
