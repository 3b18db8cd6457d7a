import { render, screen, within } from '@testing-library/react';
import { SPECIMEN_LABEL, type SpecimenPerformance as Specimen } from '@portail/shared';
import { SpecimenPerformance } from './SpecimenPerformance';

const SPECIMEN: Specimen = {
  libelle: SPECIMEN_LABEL,
  entreprise: { denomination: 'EXEMPLE SAS', forme_juridique: 'SAS', activite: 'Boulangerie' },
  devise: 'EUR',
  exercices: [
    { annee: 2023, date_cloture: '2023-12-31', duree_mois: 12, chiffre_affaires: 100_000_00, resultat_net: 5_000_00, effectif: 4, marge_nette_pct: 5, evolution_ca_pct: null },
    { annee: 2024, date_cloture: '2024-12-31', duree_mois: 12, chiffre_affaires: 120_000_00, resultat_net: 9_000_00, effectif: 5, marge_nette_pct: 7.5, evolution_ca_pct: 20 },
  ],
};

afterEach(() => jest.restoreAllMocks());

it('shows the specimen figures per year, labelled as fictitious', async () => {
  const fetch = jest.spyOn(window, 'fetch').mockResolvedValue(new Response(JSON.stringify(SPECIMEN), { headers: { 'content-type': 'application/json' } }));
  render(<SpecimenPerformance />);
  const table = await screen.findByRole('table');
  expect(String(fetch.mock.calls[0]![0] instanceof Request ? fetch.mock.calls[0]![0].url : fetch.mock.calls[0]![0])).toMatch(/\/api\/specimens-performance-financieres$/);
  expect(screen.getByText(SPECIMEN_LABEL)).toBeInTheDocument();
  const revenue = within(table).getByRole('row', { name: /^Chiffre d'affaires/ });
  expect(revenue).toHaveTextContent('100 000,00 €');
  expect(revenue).toHaveTextContent('120 000,00 €');
  expect(within(table).getByRole('row', { name: /^Marge nette/ })).toHaveTextContent('7,5 %');
  expect(within(table).getByRole('row', { name: /^Évolution/ })).toHaveTextContent('—');
});

it('offers to try again when the specimen cannot be loaded', async () => {
  jest.spyOn(window, 'fetch').mockResolvedValue(new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } }));
  render(<SpecimenPerformance />);
  expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
});
