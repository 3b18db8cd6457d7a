import { act, render, screen } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { PageRouter, dataNeeds, definePages, lazyNeeds, loadNeeds, pagesOf, rendersInBrowser, usePageNeeds } from './pageRoutes';
import { lazyPage } from './lazyPage';
import { keyedCall } from './resourceCall';
import { useResource } from './useResource';
import { forgetEarlyCalls } from './earlyCalls';
import { authStore } from '../stores/stores';
import { REMOTE_ROUTES } from '../routing/routes';

const Page = () => null;
const Missing = () => null;

describe('pagesOf', () => {
  const manifest = { list: '/articles', item: '/articles/:id' };
  const pages = pagesOf(manifest, { list: { Component: Page, render: 'browser' }, item: { Component: Page, needs: dataNeeds(() => ({})) } }, Missing);

  it('gives each page of the manifest its path, and the not-found page every other path', () => {
    expect(pages.map((p) => p.path)).toEqual(['/articles', '/articles/:id', '*']);
    expect(pages[2]!.Component).toBe(Missing);
    const { routes } = definePages(pages);
    expect(matchRoutes(routes, '/articles/7')?.at(-1)?.params).toEqual({ id: '7' });
    expect(matchRoutes(routes, '/ailleurs')?.at(-1)?.route.Component).toBe(Missing);
  });

  it('keeps what each page says of itself', () => {
    const { routes } = definePages(pages);
    expect(rendersInBrowser(matchRoutes(routes, '/articles') ?? [])).toBe(true);
    expect(rendersInBrowser(matchRoutes(routes, '/articles/7') ?? [])).toBe(false);
  });
});

describe('the route manifests', () => {
  it('name each pattern once across the site', () => {
    const patterns = Object.values(REMOTE_ROUTES).flatMap((m) => Object.values(m));
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(patterns.every((p) => p.startsWith('/'))).toBe(true);
  });
});

describe('data needs', () => {
  // A visitor's own order page: its reference is read from the address once, by its needs, which
  // both its loader and its component use.
  const made: string[] = [];
  const orderCall = (reference: string) =>
    keyedCall(`commandes/${reference}`, undefined, async () => {
      made.push(reference);
      return { reference, lines: 2 };
    });
  const orderNeeds = dataNeeds(({ params, signedIn }) => ({ order: signedIn ? orderCall(params.reference!) : null }));
  function OrderPage() {
    const order = useResource(usePageNeeds(orderNeeds).order);
    return <p>{order.status === 'ready' ? `Commande ${order.data.reference}, ${order.data.lines} lignes` : 'Chargement'}</p>;
  }
  const pages = definePages([{ path: '/commandes/:reference', Component: OrderPage, render: 'browser', needs: orderNeeds }]);

  beforeEach(() => {
    made.length = 0;
    forgetEarlyCalls();
  });
  afterEach(() => {
    authStore.setState(authStore.getInitialState(), true);
    window.history.pushState({}, '', '/');
  });

  it('are read once for the loader and the page: the page takes the call its loader started', async () => {
    authStore.setState({ connected: true });
    window.history.pushState({}, '', '/commandes/C-17');
    const view = render(<PageRouter pages={pages} />);
    expect(await screen.findByText('Commande C-17, 2 lignes')).toBeTruthy();
    expect(made).toEqual(['C-17']);
    view.unmount();
  });

  it('make no call for a visitor without a session, and the call once the session opens', async () => {
    window.history.pushState({}, '', '/commandes/C-18');
    pages.preload({ pathname: '/commandes/C-18', search: '' }, { variant: 'fr', product: 'registre', searchBoost: null });
    const view = render(<PageRouter pages={pages} />);
    await act(() => Promise.resolve());
    expect(made).toEqual([]);
    await act(async () => authStore.setState({ connected: true }));
    expect(await screen.findByText('Commande C-18, 2 lignes')).toBeTruthy();
    expect(made).toEqual(['C-18']);
    view.unmount();
  });

  /** A page that downloads on demand, its module exporting its needs beside it, as the personal space's pages do. */
  function lazyOrderPage(label: string) {
    const Page = lazyPage(
      async () => ({
        Page: () => {
          const order = useResource(usePageNeeds(orderNeeds).order);
          return <p>{order.status === 'ready' ? `${label} ${order.data.reference}` : 'Chargement'}</p>;
        },
        pageNeeds: orderNeeds,
      }),
      (m) => m.Page,
    );
    return { Page, needs: lazyNeeds(Page, (m) => m.pageNeeds) };
  }

  it("of a page that downloads on demand come with its code: none before, then the page's own, started once for the page", async () => {
    const { Page, needs } = lazyOrderPage('Facture');
    const args = { params: { reference: 'F-3' }, url: new URL('http://localhost/factures/F-3'), site: { variant: 'fr' as const, product: 'registre', searchBoost: null }, signedIn: true, account: null };
    expect(needs.read(args)).toEqual({});
    expect(needs.after?.({}, { order: null })).toEqual([]);
    const lazyPages = definePages([{ path: '/factures/:reference', Component: Page, render: 'browser', needs }]);
    authStore.setState({ connected: true });
    window.history.pushState({}, '', '/factures/F-3');
    await act(() => lazyPages.loadPageCode({ pathname: '/factures/F-3', search: '' }));
    expect(Object.keys(needs.read(args))).toEqual(['order']);
    const view = render(<PageRouter pages={lazyPages} />);
    expect(await screen.findByText('Facture F-3')).toBeTruthy();
    expect(made).toEqual(['F-3']);
    view.unmount();
  });

  it("of a page that downloads on demand start at the shell's early start once its code has arrived, before the page renders", async () => {
    const { Page, needs } = lazyOrderPage('Reçu');
    const lazyPages = definePages([{ path: '/recus/:reference', Component: Page, render: 'browser', needs }]);
    authStore.setState({ connected: true });
    window.history.pushState({}, '', '/recus/R-9');
    lazyPages.preload({ pathname: '/recus/R-9', search: '' }, { variant: 'fr', product: 'registre', searchBoost: null });
    expect(made).toEqual([]);
    await act(() => lazyPages.loadPageCode({ pathname: '/recus/R-9', search: '' }));
    await act(() => Promise.resolve());
    expect(made).toEqual(['R-9']);
    const view = render(<PageRouter pages={lazyPages} />);
    expect(await screen.findByText('Reçu R-9')).toBeTruthy();
    expect(made).toEqual(['R-9']);
    view.unmount();
  });

  it('are no thenable, whatever awaits them (a module that exports them, a promise resolved with them)', async () => {
    const needs = dataNeeds(
      () => ({}),
      () => [],
    );
    await expect(Promise.resolve(needs)).resolves.toBe(needs);
  });

  it('make the calls that depend on an answer once it has come, and only then', async () => {
    const order: string[] = [];
    const needs = dataNeeds(
      ({ params }) => ({ siren: params.siren!, company: keyedCall(`entreprises/${params.siren}`, undefined, async () => (order.push('company'), { id: 7, siren: params.siren! })) }),
      ({ company }, { siren }) => [company && company.siren === siren ? keyedCall(`entreprises/${company.id}/depots`, undefined, async () => (order.push('filings'), [])) : null],
    );
    const answers = new Map<string, unknown>();
    await loadNeeds(needs, { params: { siren: '552100554' }, url: new URL('http://localhost/'), site: { variant: 'fr', product: 'registre', searchBoost: null }, signedIn: false, account: null }, async (call) => {
      const answer = await call.load(new AbortController().signal);
      answers.set(call.key, answer);
      return answer;
    });
    expect(order).toEqual(['company', 'filings']);
    expect([...answers.keys()]).toEqual(['entreprises/552100554', 'entreprises/7/depots']);
  });
});
