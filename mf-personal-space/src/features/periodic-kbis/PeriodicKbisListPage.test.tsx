import { fireEvent, screen, within } from '@testing-library/react';
import { periodicKbis } from '../../testing/fixtures';
import { ok, refused } from '@portail/shared/testing/fetchMock';
import { pageTest } from '../../testing/pageTest';

const PATH = '/espace-personnel/mes-commandes/mes-kbis-periodiques';

const { serve, renderAt } = pageTest({ path: PATH });

describe('my periodic Kbis', () => {
  it('lists them with their rhythm, progress and state, each leading to its page', async () => {
    serve({
      'GET kbis_periodiques': ok([
        periodicKbis(),
        periodicKbis({
          id: 30,
          entite: { id_entreprise: 9, siren: '732829320', denomination: 'MICHELIN' },
          diffusion: 'ELEC',
          frequence_mois: 1,
          duree_mois: 3,
          nombre_envois: 3,
          statut: 'TERMINE',
          prochain_envoi: null,
          adresse_livraison: null,
          envois: [1, 2, 3].map((rang) => ({ rang, date_prevue: `2026-0${rang}-05`, statut: 'EMIS' as const, id_visualisation: 90 + rang, emis_le: `2026-0${rang}-05T06:00:00.000Z` })),
        }),
      ]),
      'GET kbis_periodiques/31': ok(periodicKbis()),
    });
    renderAt();
    const table = await screen.findByRole('table', { name: 'Mes Kbis périodiques' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [within(r).getByRole('rowheader').textContent, ...within(r).getAllByRole('cell').map((c) => c.textContent)])).toEqual([
      ['DANONESIREN 552 032 534', 'Courrier', 'tous les 3 mois', '12 mois', '1 / 4', '20/02/2027', 'En cours'],
      ['MICHELINSIREN 732 829 320', 'Électronique', 'tous les mois', '3 mois', '3 / 3', '—', 'Terminé'],
    ]);
    expect(screen.getByText(/^2 Kbis périodiques\./)).toBeInTheDocument();

    const link = within(rows[0]!).getByRole('link', { name: 'DANONE' });
    expect(link).toHaveAttribute('href', `${PATH}/31`);
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kbis périodique – DANONE' })).toBeInTheDocument();
  });

  it('explains what a periodic Kbis is when there is none, and leads to the search', async () => {
    serve({ 'GET kbis_periodiques': ok([]) });
    renderAt();
    expect(await screen.findByRole('heading', { level: 2, name: "Vous n'avez pas de Kbis périodique" })).toBeInTheDocument();
    expect(screen.getByText(/vous fait parvenir l'extrait Kbis d'une entreprise à intervalles réguliers/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rechercher une entreprise' })).toHaveAttribute('href', '/recherche-entreprise-dirigeant/recherche-avancee');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const { callsTo } = serve({ 'GET kbis_periodiques': refused(503, 'Service indisponible.') });
    renderAt();
    expect(await screen.findByText("Vos Kbis périodiques n'ont pas pu être chargés")).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await screen.findByText("Vos Kbis périodiques n'ont pas pu être chargés");
    expect(callsTo('GET', 'kbis_periodiques')).toHaveLength(2);
  });
});
