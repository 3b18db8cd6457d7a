// The personal space's pages have loaders: with a session, the calls of a page start before its
// code has arrived and before it renders, and the page takes them instead of calling again.
import { act, screen } from '@testing-library/react';
import { authStore } from '@portail/shared';
import { ok } from '@portail/shared/testing/fetchMock';
import routes from '@portail/shared/routing/routes/mf-personal-space.json';
import { PERSONAL_SPACE_PAGES } from './pages';
import { ORDER_DATE, ORDER_PATH, REFERENCE, STATEMENT_LINE, line, order } from './testing/fixtures';
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
