import { act, render, screen } from '@testing-library/react';
import { siteStore } from '@portail/shared';
import { TerritoryScope } from './TerritoryScope';

describe('TerritoryScope', () => {
  it("names the mainland site and its currency on the mainland site, and sends to New Caledonia's for the rest", () => {
    render(<TerritoryScope subject="vos commandes" />);
    expect(screen.getByText(/^Vous consultez ici/)).toHaveTextContent(
      'Vous consultez ici vos commandes du site « Registre des entreprises », en euros (EUR). Pour le site « Registre des entreprises de Nouvelle-Calédonie », en francs CFP (XPF), rendez-vous sur ce dernier.',
    );
  });

  it("names New Caledonia's site and the CFP franc on New Caledonia's site", () => {
    const site = siteStore.getState();
    act(() => siteStore.setState({ variant: 'nc', searchBoost: 'NC' }));
    try {
      render(<TerritoryScope subject="votre portefeuille électronique" />);
      const text = screen.getByText(/^Vous consultez ici/);
      expect(text).toHaveTextContent(
        'Vous consultez ici votre portefeuille électronique du site « Registre des entreprises de Nouvelle-Calédonie », en francs CFP (XPF). Pour le site « Registre des entreprises », en euros (EUR), rendez-vous sur ce dernier.',
      );
      expect(text).toHaveAttribute('data-territory', 'NC');
    } finally {
      act(() => siteStore.setState(site, true));
    }
  });
});
