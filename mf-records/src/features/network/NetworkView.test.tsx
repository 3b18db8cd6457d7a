import { screen, within } from '@testing-library/react';
import { NetworkSchema, type Network } from '@portail/shared';
import { ok } from '@portail/shared/testing/fetchMock';
import { recordsTest } from '../../testing/recordsTest';
import { companyApi } from '../../testing/handlers';
import { graphNodes } from './NetworkView';

const { serve, renderAt } = recordsTest();

const NETWORK: Network = NetworkSchema.parse({
  racine: 'e:1',
  noeuds: [
    { type: 'entreprise', cle: 'e:1', id: 1, distance: 0, numero_identification: '965165210', denomination: 'LP Holding', statut_entreprise: 'ACTIF' },
    { type: 'personne', cle: 'p:7', id: 7, distance: 1, nom: 'DUPONT', prenoms: 'Jean' },
    { type: 'personne', cle: 'p:8', id: 8, distance: 1, nom: 'MARTIN', prenoms: 'Léa' },
    { type: 'entreprise', cle: 'e:2', id: 2, distance: 2, numero_identification: '552032534', denomination: 'BETA', statut_entreprise: 'RADIE' },
  ],
  liens: [
    { entreprise: 'e:1', personne: 'p:7', role: 'Président', date_debut: '2020-01-02' },
    { entreprise: 'e:1', personne: 'p:8', role: 'Directeur général', date_debut: null },
    { entreprise: 'e:2', personne: 'p:7', role: 'Gérant', date_debut: '2021-05-06' },
    { entreprise: 'e:2', personne: 'p:8', role: 'Gérant', date_debut: '2021-05-06' },
  ],
  autres: 12,
});

describe('network of executives', () => {
  it('hangs each node under the first node one link nearer the root, and counts its other links', () => {
    const nodes = graphNodes(NETWORK);
    expect(nodes.map((n) => [n.key, n.parent, n.otherLinks ?? 0])).toEqual([
      ['e:1', null, 0],
      ['p:7', 'e:1', 0],
      ['p:8', 'e:1', 0],
      ['e:2', 'p:7', 1],
    ]);
    expect(nodes[1]).toMatchObject({ label: 'Jean DUPONT', detail: 'Président', kind: 'person', href: '/dirigeant/dupont-jean/7' });
    expect(nodes[3]!.detail).toBe('SIREN 552 032 534 · Radiée');
  });

  it('shows the graph, its links to every record, then the same links as a table and the others beyond the cap', async () => {
    serve((url) => (url.pathname === '/api/entreprises/1/reseau' ? ok(NETWORK) : companyApi(url)));
    renderAt('/entreprise/lp-holding/965165210/1');
    const section = (await screen.findByRole('heading', { level: 2, name: 'Réseau' }, { timeout: 10_000 })).closest('section, .record-section') as HTMLElement;
    const graph = await within(section).findByRole('group', { name: /^Réseau de LP Holding/ }, { timeout: 10_000 });
    const nodes = within(graph).getAllByRole('link');
    expect(nodes.map((a) => a.getAttribute('href'))).toEqual([
      '/entreprise/lp-holding/965165210/1',
      '/dirigeant/dupont-jean/7',
      '/entreprise/beta/552032534/2',
      '/dirigeant/martin-lea/8',
    ]);
    expect(graph).toHaveTextContent('et 12 autres');
    const table = within(section).getByRole('table', { name: 'Mandats du réseau de LP Holding' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + NETWORK.liens.length);
    expect(within(table).getAllByRole('link', { name: 'BETA' })[0]).toHaveAttribute('href', '/entreprise/beta/552032534/2');
    expect(within(section).getByText(/et 12 autres, au-delà des 50 premiers éléments/)).toBeInTheDocument();
  });
});
