// The personal space's pages have loaders: with a session, the calls of a page start before its
// code has arrived and before it renders, and the page takes them instead of calling again.
import { act, screen, waitFor } from '@testing-library/react';
import { authStore } from '@portail/shared';
import { ok, type Call, type Route } from '@portail/shared/testing/fetchMock';
import routes from '@portail/shared/routing/routes/mf-personal-space.json';
import { PERSONAL_SPACE_PAGES } from './pages';
import { customerAccount, selectAccount, subscription } from './testing/accounts';
import { ORDER_DATE, ORDER_PATH, REFERENCE, STATEMENT_LINE, line, order } from './testing/fixtures';
import { revelation, surveillance } from './testing/monitoring';
import { pageTest } from './testing/pageTest';

const { serve, renderAt } = pageTest();
const SITE = { variant: 'fr', product: 'registre', searchBoost: null } as const;
const USER = { sub: 's1', email: 'alice@exemple.fr', firstName: 'Alice', lastName: 'Client', prenom: 'Alice', nom: 'Client', attributes: {} };
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe("the personal space's loaders", () => {
  it("start a page's call at the early start, and the page takes it: one call", async () => {
    const { callsTo } = serve({ 'GET user': ok(USER) });
    PERSONAL_SPACE_PAGES.preload({ pathname: routes.myInformation, search: '' }, SITE);
    await settle();
    expect(callsTo('GET', 'user')).toHaveLength(1);

    renderAt(routes.myInformation);
    expect(await screen.findByText('alice@exemple.fr')).toBeInTheDocument();
    expect(callsTo('GET', 'user')).toHaveLength(1);
  });

  it('make the calls that depend on an answer once it has come: the proceedings of the ordered line’s company', async () => {
    const { callsTo } = serve({ [`GET ${ORDER_PATH}`]: ok(order({ lignes: [line(), STATEMENT_LINE] })), 'GET procedure_collective': ok({ items: [] }) });
    const pathname = routes.insolvencyProceeding.replace(':numCommande', REFERENCE).replace(':idArticle', '12');
    PERSONAL_SPACE_PAGES.preload({ pathname, search: `?date_commande=${ORDER_DATE}` }, SITE);
    await settle();
    expect(callsTo('GET', ORDER_PATH)).toHaveLength(1);
    expect(callsTo('GET', 'procedure_collective')).toHaveLength(1);

    renderAt(`${pathname}?date_commande=${ORDER_DATE}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Procédures collectives' })).toBeInTheDocument();
    await settle();
    expect(callsTo('GET', ORDER_PATH)).toHaveLength(1);
    expect(callsTo('GET', 'procedure_collective')).toHaveLength(1);
  });

  it('make no call without a session', async () => {
    act(() => authStore.setState({ connected: false }));
    const api = serve({ 'GET user': ok(USER) });
    PERSONAL_SPACE_PAGES.preload({ pathname: routes.myInformation, search: '' }, SITE);
    await settle();
    expect(api.calls).toEqual([]);
  });
});

// The pages whose answers depend on the selected customer account: their loaders read it, and key
// each account's answers apart.
const FIRST = customerAccount({ id: 7, offres_de_service: 'KBIS,SURV,14' });
const SECOND = customerAccount({ id: 8, numero_client: 'C100043', offres_de_service: 'KBIS,SURV,14' });

/** A request as these tests tell them apart: its path, and the account its query names. */
const requestOf = (c: Call) => (c.url.searchParams.has('id_compte_client') ? `${c.path}?id_compte_client=${c.url.searchParams.get('id_compte_client')}` : c.path);

interface AccountPage {
  name: string;
  path: string;
  api: Record<string, Route>;
  /** The requests the page makes for the account `id`. */
  requests: (id: number) => string[];
  /** Resolves once the page shows the answers. */
  shown: () => Promise<unknown>;
}

const EMPTY_ORDERS = ok({ total: 0, limit: 10, offset: 0, items: [] });
const WALLET = ok({ devise: 'EUR', solde: 0, mouvements: { total: 0, limit: 10, offset: 0, items: [] } });

const ACCOUNT_PAGES: AccountPage[] = [
  {
    name: 'the home cards',
    path: routes.home,
    api: {
      'GET commandes': EMPTY_ORDERS,
      'GET portefeuille': WALLET,
      'GET revelation/enAlerte': ok({ nombre_non_lues: 5, nombre_non_lues_favoris: 2 }),
      'GET abonnements/7': ok([subscription()]),
      'GET abonnements/8': ok([]),
    },
    requests: (id) => ['commandes', 'portefeuille', `revelation/enAlerte?id_compte_client=${id}`, `abonnements/${id}`],
    shown: () => Promise.all([screen.findByText('5 révélations non lues'), screen.findByText('Surveillance')]),
  },
  {
    name: 'my surveillances',
    path: routes.monitoring,
    api: { 'GET surveillance': ok({ items: [surveillance()], total: 1 }), 'GET favori': ok({ items: [] }) },
    requests: () => ['surveillance', 'favori'],
    shown: () => screen.findByRole('table', { name: 'Mes surveillances' }),
  },
  {
    name: 'my revelations',
    path: routes.revelations,
    api: { 'GET revelation': ok({ items: [revelation()], total: 1, non_lues: 1 }), 'GET favori': ok({ items: [] }) },
    requests: () => ['revelation', 'favori'],
    shown: () => screen.findByRole('table', { name: 'Mes révélations' }),
  },
  {
    name: 'my subscription',
    path: routes.subscription,
    api: { 'GET commandes/abonnements': ok([]) },
    requests: (id) => [`commandes/abonnements?id_compte_client=${id}`],
    shown: () => screen.findByRole('heading', { level: 2, name: "Vous n'avez pas d'abonnement en cours" }),
  },
  {
    name: 'the unsubscribe page',
    path: routes.unsubscribe,
    api: { 'GET abonnements/7': ok([subscription()]), 'GET abonnements/8': ok([]) },
    requests: (id) => [`abonnements/${id}`],
    shown: () => screen.findByText('Prendrait fin le'),
  },
];

describe.each(ACCOUNT_PAGES)("the loader of $name, for the selected account's answers", ({ path, api, requests, shown }) => {
  it('starts its calls at the early start, and the page takes them: one call each', async () => {
    selectAccount(FIRST);
    const { calls } = serve(api);
    PERSONAL_SPACE_PAGES.preload({ pathname: path, search: '' }, SITE);
    await settle();
    expect(calls.map(requestOf).sort()).toEqual(requests(FIRST.id).sort());

    renderAt(path);
    await shown();
    await settle();
    expect(calls.map(requestOf).sort()).toEqual(requests(FIRST.id).sort());
  });

  it("asks for the other account's answers when the account changes: they are keyed apart", async () => {
    selectAccount(FIRST);
    const { calls } = serve(api);
    renderAt(path);
    await shown();
    await settle();
    const before = calls.length;

    selectAccount(SECOND);
    const scoped = requests(SECOND.id).filter((r) => r !== 'commandes' && r !== 'portefeuille');
    await waitFor(() => expect(calls.slice(before).map(requestOf).sort()).toEqual(scoped.sort()));
  });
});
