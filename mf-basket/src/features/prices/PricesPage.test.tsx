import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { priceGridResource, resetAuthApi, siteStore, type SynthesesArticles } from '@portail/shared';
import { STANDARD_GRID, kbisArticle } from '@portail/shared/prices/testing';
import { BasketApp } from '../../BasketApp';
import { render as renderOnServer } from '../../server';
import { siteGridCode } from './api';
import { BASKET_PAGES } from '../../pages';

const S = '\u00A0';

/** Matches an element whose own text is exactly `text`, no-break spaces included. */
const exact = (text: string) => (_: string, el: Element | null) =>
  el !== null && el.textContent === text && Array.from(el.children).every((c) => c.textContent !== text);

const SOURCE = 'Code de commerce, partie Arrêtés, livre VII, titre IV, chapitre III, section 3, émoluments applicables du 1er mars 2024.';

const STANDARD: SynthesesArticles = {
  grille: { ...STANDARD_GRID, source: SOURCE },
  total: 3,
  limit: 100,
  offset: 0,
  items: [
    kbisArticle({ source: 'Émolument 2,13 € HT et transmission électronique 0,54 € HT (art. A743-17).' }),
    kbisArticle({ diffusion: 'COURRIER', prix_ht: 213, frais_envoi: 118, montant_tva: 66, prix_ttc: 397, source: 'Émolument 2,13 € HT et frais d’envoi 1,18 € HT.' }),
    {
      code_article: 'ETAT',
      libelle: 'État des inscriptions du privilège du Trésor',
      code_categorie_produit: 'ETAT_ENDETTEMENT',
      libelle_categorie: "État d'endettement",
      diffusion: 'ELEC',
      prix_ht: 123456,
      frais_envoi: 0,
      taux_tva: 20,
      montant_tva: 24691,
      prix_ttc: 148147,
      devise: 'EUR',
      source: 'État d’inscription 2,13 € HT (art. A743-11).',
    },
  ],
};

const NC: SynthesesArticles = {
  grille: { ...STANDARD.grille, code: 'STANDARD_NC', libelle: 'Tarif public – Nouvelle-Calédonie', territoire: 'NC', devise: 'XPF', taux_tva: 0, source: 'Converti à la parité 1 000 XPF = 8,38 €.' },
  total: 1,
  limit: 100,
  offset: 0,
  items: [{ ...STANDARD.items[0]!, prix_ht: 31900, taux_tva: 0, montant_tva: 0, prix_ttc: 31900, devise: 'XPF', source: 'Converti.' }],
};

type Reply = { status: number; body: unknown };
let calls: URL[] = [];
let spy: jest.SpyInstance | null = null;

/** Answers the API calls from `reply`; a pending promise keeps a call waiting. */
function serve(reply: (url: URL) => Reply | Promise<Reply>) {
  calls = [];
  spy = jest.spyOn(window, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? String(input) : input.url, window.location.href);
    calls.push(url);
    const r = await reply(url);
    return new Response(JSON.stringify(r.body), { status: r.status, headers: { 'Content-Type': 'application/json' } });
  });
}

const gridFor = (grid: SynthesesArticles) => (url: URL): Reply =>
  url.pathname === `/api/grilles_tarifaires/${grid.grille.code}/syntheses_articles`
    ? { status: 200, body: grid }
    : { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Grille tarifaire introuvable.' } };

const initialSite = siteStore.getState();

afterEach(() => {
  spy?.mockRestore();
  spy = null;
  resetAuthApi();
  siteStore.setState(initialSite, true);
});

function renderPrices() {
  window.history.pushState({}, '', '/tarifs');
  return render(<BasketApp />);
}

describe('/tarifs', () => {
  it('shows a loading state until the grid arrives', async () => {
    let answer: (r: Reply) => void = () => {};
    serve(() => new Promise<Reply>((resolve) => (answer = resolve)));
    renderPrices();
    expect(screen.getByRole('heading', { level: 1, name: 'Tarifs des documents officiels' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des tarifs…');
    expect(document.title).toBe('Tarifs');
    await waitFor(() => expect(calls).toHaveLength(1));
    answer({ status: 200, body: STANDARD });
    expect(await screen.findByRole('table', { name: /Extrait Kbis/ })).toBeInTheDocument();
    expect(screen.queryByText('Chargement des tarifs…')).not.toBeInTheDocument();
  });

  it('shows the site grid by category, with the amounts formatted and the legal source', async () => {
    serve(gridFor(STANDARD));
    renderPrices();
    const kbis = await screen.findByRole('region', { name: 'Extrait Kbis' });
    const table = within(kbis).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Document',
      'Délivrance',
      'Prix HT',
      `TVA (20${S}%)`,
      'Frais d’envoi',
      'Prix TTC',
    ]);
    const [elec, post] = within(table).getAllByRole('row').slice(1);
    expect(within(elec!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Électronique', `2,67${S}€`, `0,53${S}€`, `0,00${S}€`, `3,20${S}€`]);
    expect(within(post!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Courrier', `2,13${S}€`, `0,66${S}€`, `1,18${S}€`, `3,97${S}€`]);
    expect(within(elec!).getByRole('rowheader')).toHaveTextContent('Extrait Kbis');

    // Thousands grouped by a no-break space.
    const debts = screen.getByRole('region', { name: "État d'endettement" });
    expect(within(debts).getByText(exact(`1${S}481,47${S}€`))).toBeInTheDocument();

    expect(screen.getByText(/Tarif public – France, en vigueur depuis le 01\/03\/2024/)).toBeInTheDocument();
    const source = screen.getByRole('region', { name: 'Source réglementaire' });
    expect(within(source).getByText(SOURCE)).toBeInTheDocument();
    expect(within(source).getByText(/transmission électronique 0,54 € HT/)).toBeInTheDocument();
    expect(calls.map((u) => `${u.pathname}${u.search}`)).toEqual(['/api/grilles_tarifaires/STANDARD/syntheses_articles?limit=100&offset=0']);
  });

  it('shows the New Caledonia grid in CFP francs on the NC site, with the TGC not charged and never VAT', async () => {
    siteStore.setState({ variant: 'nc', searchBoost: 'NC' });
    serve(gridFor(NC));
    const { container } = renderPrices();
    const kbis = await screen.findByRole('region', { name: 'Extrait Kbis' });
    expect(within(kbis).getAllByText(exact(`319${S}XPF`))).toHaveLength(2);
    expect(within(kbis).getByRole('columnheader', { name: 'TGC' })).toBeInTheDocument();
    const [elec] = within(kbis).getAllByRole('row').slice(1);
    expect(within(elec!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Électronique', `319${S}XPF`, 'Non facturée', `0${S}XPF`, `319${S}XPF`]);
    expect(screen.getByText(/Montants en francs CFP \(XPF\)/)).toBeInTheDocument();
    const source = screen.getByRole('region', { name: 'Source réglementaire' });
    expect(within(source).getByText(/taxe générale sur la consommation \(TGC\) n'est pas facturée/)).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/TVA/);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '').not.toMatch(/TVA/);
    // Nouméa's registry is a tribunal mixte, and the mainland Code de commerce's tariff is not its own.
    expect(container.textContent).not.toMatch(/tribunaux de commerce|Code de commerce/);
    expect(calls[0]!.pathname).toBe('/api/grilles_tarifaires/STANDARD_NC/syntheses_articles');
  });

  it('shows the error screen when the grid cannot be loaded, and loads it again on "Réessayer"', async () => {
    let fail = true;
    serve((url) => (fail ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Une erreur est survenue.' } } : gridFor(STANDARD)(url)));
    renderPrices();
    expect(await screen.findByRole('heading', { name: 'Une erreur est survenue' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Une erreur est survenue.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('region', { name: 'Extrait Kbis' })).toBeInTheDocument();
  });

  it('says so when the grid has no price or does not exist', async () => {
    serve(() => ({ status: 200, body: { ...STANDARD, total: 0, items: [] } }));
    const { unmount } = renderPrices();
    expect(await screen.findByRole('heading', { name: 'Aucun tarif disponible' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();
    spy?.mockRestore();
    serve(() => ({ status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Grille tarifaire introuvable.' } }));
    renderPrices();
    expect(await screen.findByRole('heading', { name: 'Aucun tarif disponible' })).toBeInTheDocument();
  });
});

describe('the grid of the site', () => {
  it('follows the site store: STANDARD in mainland France, STANDARD_NC in New Caledonia', () => {
    const before = siteStore.getState();
    act(() => siteStore.setState({ variant: 'nc', searchBoost: 'NC' }));
    expect(siteGridCode()).toBe('STANDARD_NC');
    act(() => siteStore.setState({ variant: 'fr', searchBoost: null }));
    expect(siteGridCode()).toBe('STANDARD');
    act(() => siteStore.setState(before));
  });

  it("starts the grid's call before the page mounts on /tarifs only, and the page takes it", async () => {
    serve(gridFor(NC));
    BASKET_PAGES.preload({ pathname: '/panier', search: '' }, { variant: 'fr', product: 'registre', searchBoost: null });
    BASKET_PAGES.preload({ pathname: '/tarifs', search: '' }, { variant: 'nc', product: 'registre', searchBoost: 'NC' });
    await waitFor(() =>
      expect(calls.map((url) => `${url.pathname}${url.search}`)).toEqual(['/api/grilles_tarifaires/STANDARD_NC/syntheses_articles?limit=100&offset=0']),
    );
    const before = siteStore.getState();
    act(() => siteStore.setState({ variant: 'nc', searchBoost: 'NC' }));
    window.history.pushState({}, '', '/tarifs');
    render(<BasketApp />);
    expect(await screen.findAllByText(exact(`319${S}XPF`))).not.toHaveLength(0);
    expect(calls).toHaveLength(1);
    act(() => siteStore.setState(before));
  });
});

describe('server render', () => {
  it('renders /tarifs with its prices and hands the answer over, and leaves /panier to the browser', async () => {
    serve(gridFor(STANDARD));
    const result = await renderOnServer({ url: '/tarifs', site: { origin: 'https://www.exemple.fr', searchBoost: null }, deadlineMs: 1_000 });
    expect(result).not.toBeNull();
    expect(result!.html).toContain('<h1 class="page__title">Tarifs des documents officiels</h1>');
    expect(result!.html).toContain(`3,20${S}€`);
    expect(result!.html).toContain(SOURCE);
    expect(result!.html).not.toContain('Chargement des tarifs');
    expect(Object.keys(result!.data)).toEqual([priceGridResource('STANDARD').key]);
    expect(result!.head.title).toBe('Tarifs');

    serve(gridFor(NC));
    const nc = await renderOnServer({ url: '/tarifs', site: { origin: 'https://nc.exemple.fr', searchBoost: 'NC' }, deadlineMs: 1_000 });
    expect(nc!.html).toContain(`319${S}XPF`);

    expect(await renderOnServer({ url: '/panier', site: { origin: 'https://www.exemple.fr', searchBoost: null }, deadlineMs: 1_000 })).toBeNull();
  });
});
