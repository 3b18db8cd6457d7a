import { act, render, screen, within } from '@testing-library/react';
import { authStore, resetAuthApi, type Commande } from '@portail/shared';
import { PersonalSpaceApp } from '../../PersonalSpaceApp';

const S = '\u00A0';
const PATH = '/espace-personnel/mes-commandes/mon-historique/commande?reference_commande=CMD00000042&date_commande=2026-11-20';

const ORDER: Commande = {
  reference: 'CMD00000042',
  date_commande: '2026-11-20',
  cree_le: '2026-11-20T09:30:00.000Z',
  statut: 'PAYEE',
  moyen_paiement: 'CARTE_BANCAIRE',
  devise: 'EUR',
  montants: { montant_ht: 267, frais_envoi: 0, montant_tva: 53, montant_ttc: 320 },
  nombre_lignes: 1,
  entites: ['DANONE'],
  facture: { id: 5, numero: 'FA2026-000005' },
  grille_tarifaire: 'STANDARD',
  taux_tva: 20,
  libelle_facturation: 'ALICE SAS',
  adresse_facturation: { destinataire: 'ALICE SAS', ligne1: '1 rue Haute', ligne2: null, code_postal: '44000', ville: 'Nantes', pays: 'France' },
  adresse_livraison: null,
  lignes: [
    {
      id: 9,
      code_article: 'KBIS',
      libelle: 'Extrait Kbis',
      document: null,
      entite: { id_entreprise: 7, siren: '552032534', denomination: 'DANONE', critere: null },
      diffusion: 'ELEC',
      quantite: 1,
      nombre_envois: 1,
      frequence_mois: null,
      duree_mois: null,
      prix_unitaire_ht: 267,
      frais_envoi_unitaire: 0,
      montants: { montant_ht: 267, frais_envoi: 0, montant_tva: 53, montant_ttc: 320 },
      statut: 'A_PRODUIRE',
    },
  ],
  motif: null,
  paiements: [{ id: 'p1', moyen: 'CARTE_BANCAIRE', statut: 'ACCEPTE', montant: 320, carte: '497010******0014', motif: null, cree_le: '2026-11-20T09:31:00.000Z' }],
};

let spy: jest.SpyInstance | null = null;
let requested: URL[] = [];

function serve(status: number, body: unknown) {
  requested = [];
  spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    requested.push(new URL(request.url, window.location.origin));
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
}

beforeEach(() => act(() => authStore.setState({ connected: true, firstName: 'Alice', lastName: 'Client', preferredUsername: 'alice' })));
afterEach(() => {
  spy?.mockRestore();
  spy = null;
  resetAuthApi();
  act(() => authStore.setState({ connected: false, firstName: null, lastName: null, preferredUsername: null }));
});

function renderOrder() {
  window.history.pushState({}, '', PATH);
  return render(<PersonalSpaceApp />);
}

describe('order detail', () => {
  it('shows the order the API gives: status, lines, totals, payment and invoice', async () => {
    serve(200, ORDER);
    renderOrder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Commande n° CMD00000042' })).toBeInTheDocument();
    expect(requested[0]!.pathname).toBe('/api/commandes/CMD00000042');
    expect(requested[0]!.searchParams.get('date_commande')).toBe('2026-11-20');
    expect(screen.getByText('Payée')).toBeInTheDocument();
    expect(screen.getByText(`Carte bancaire (carte 497010******0014)`, { exact: false })).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Documents de la commande CMD00000042' });
    const row = within(lines).getAllByRole('row')[1]!;
    expect(within(row).getByRole('rowheader')).toHaveTextContent(`Extrait KbisDANONE (SIREN 552 032 534)`);
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Électronique', '1', `3,20${S}€`, 'À produire']);
    expect(screen.getByRole('button', { name: 'Télécharger la facture FA2026-000005' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Adresse de facturation' })).toHaveTextContent('1 rue Haute');
  });

  it("says an order that is unknown, or another customer's, is not found, never echoing the address", async () => {
    serve(404, { statusCode: 404, error: 'Not Found', message: 'Commande introuvable.' });
    renderOrder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Commande introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cette commande est introuvable' })).toBeInTheDocument();
    expect(screen.queryByText(/CMD00000042/)).not.toBeInTheDocument();
  });

  it('offers to try again when the order cannot be loaded', async () => {
    serve(503, { statusCode: 503, error: 'Service Unavailable', message: 'Service indisponible.' });
    renderOrder();
    expect(await screen.findByText("La commande n'a pas pu être chargée")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
