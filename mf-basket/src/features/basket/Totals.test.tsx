import { render, screen } from '@testing-library/react';
import { siteStore } from '@portail/shared';
import { Totals } from './Totals';

const S = '\u00A0';
const initialSite = siteStore.getState();

afterEach(() => siteStore.setState(initialSite, true));

/** The totals as [term, description] pairs, no-break spaces kept. */
const rows = () => screen.getAllByRole('term').map((t) => [t.textContent, t.nextElementSibling?.textContent]);

describe('Totals', () => {
  it('states the VAT and its rate on the mainland site', () => {
    const { container } = render(<Totals amounts={{ montant_ht: 267, frais_envoi: 0, montant_tva: 53, montant_ttc: 320 }} currency="EUR" vatRate={20} />);
    expect(rows()).toEqual([
      ['Total HT', `2,67${S}€`],
      [`TVA (20${S}%)`, `0,53${S}€`],
      ['Total TTC', `3,20${S}€`],
    ]);
    expect(container.textContent).not.toMatch(/TGC/);
  });

  it('puts the postage in the total HT, as the invoice does, with the documents and the postage apart', () => {
    render(<Totals amounts={{ montant_ht: 213, frais_envoi: 118, montant_tva: 66, montant_ttc: 397 }} currency="EUR" vatRate={20} />);
    expect(rows()).toEqual([
      ['Documents HT', `2,13${S}€`],
      ["Frais d'envoi HT", `1,18${S}€`],
      ['Total HT', `3,31${S}€`],
      [`TVA (20${S}%)`, `0,66${S}€`],
      ['Total TTC', `3,97${S}€`],
    ]);
  });

  it('says the TGC is not charged on the New Caledonia site, in whole francs, and never speaks of VAT', () => {
    siteStore.setState({ variant: 'nc', searchBoost: 'NC' });
    const { container } = render(<Totals amounts={{ montant_ht: 31900, frais_envoi: 14100, montant_tva: 0, montant_ttc: 46000 }} currency="XPF" vatRate={0} />);
    expect(rows()).toEqual([
      ['Documents HT', `319${S}XPF`],
      ["Frais d'envoi HT", `141${S}XPF`],
      ['Total HT', `460${S}XPF`],
      ['TGC', 'Non facturée'],
      ['Total net', `460${S}XPF`],
    ]);
    expect(screen.getByText(/La taxe générale sur la consommation \(TGC\) n'est pas facturée/)).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/TVA|\d,\d\d/);
  });
});
