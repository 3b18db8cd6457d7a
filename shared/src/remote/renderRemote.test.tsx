import { act, screen } from '@testing-library/react';
import { Link } from 'react-router';
import { createPageRenderer } from './renderRemote';
import { createRemoteApp, SERVER_RENDERED_ATTRIBUTE } from './createRemoteApp';
import { serverDataElementId } from './serverData';
import { PageFrame } from '../ui/PageFrame';
import { NotFound } from '../ui/NotFound';
import { useSite } from '../stores/useSite';
import { siteStore } from '../stores/stores';
import { VARIANTS, type VariantId } from '../site/variants';
import { siteGridCode } from '../prices/priceGrid';
import { searchWording } from '../search/wording';
import { ApiError, NotFoundError } from '../http/errors';
import { useResource } from './useResource';
import { keyedCall } from './resourceCall';
import { PageRouter, dataNeeds, definePages, usePageNeeds, type PageRoute } from './pageRoutes';
import { placeServerPage, runLifecycle } from './testing';
import { lazyPage } from './lazyPage';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Where each call was made (during a server render, or in the browser), and the calls stopped
// before they answered.
const calls: string[] = [];
const aborted: string[] = [];
let rendering = false;
function made(key: string) {
  calls.push(`${rendering ? 'server' : 'browser'}:${key}`);
}

// A record page as the remotes write theirs: each call named once, read by the loader and the hooks.
interface Options {
  detailsDelay: number;
  fail: 'not-found' | 'error' | null;
  failDetails: boolean;
}
const options: Options = { detailsDelay: 0, fail: null, failDetails: false };

const companyCall = (id: string, boost: string | null) =>
  keyedCall(`company:${id}`, undefined, async () => {
    made(`company:${id}`);
    if (options.fail === 'not-found') throw new NotFoundError({ body: { statusCode: 404, error: 'Not Found', message: 'Entreprise introuvable.' } });
    if (options.fail === 'error') throw new ApiError(503, 'Indisponible', { kind: 'http' });
    return { name: `Boulangerie ${id}`, boost };
  });
const detailsCall = (id: string) =>
  keyedCall(`details:${id}`, undefined, async (signal: AbortSignal) => {
    made(`details:${id}`);
    let finished = false;
    signal.addEventListener('abort', () => {
      if (!finished) aborted.push(`details:${id}`);
    });
    await wait(options.detailsDelay);
    finished = true;
    if (options.failDetails) throw new Error('indisponible');
    return { staff: 12 };
  });

// Renders of the company page, on the server and in the browser alike.
let companyRenders = 0;

// The details are asked for once the company has answered, as the page shows them.
const companyNeeds = dataNeeds(
  ({ params, site }) => ({ id: params.id!, company: companyCall(params.id!, site.searchBoost) }),
  ({ company }, { id }) => (company ? [detailsCall(id)] : []),
);

function CompanyPage() {
  const { id, company: call } = usePageNeeds(companyNeeds);
  companyRenders += 1;
  const company = useResource(call);
  if (company.status === 'not-found') return <NotFound />;
  return (
    <PageFrame title={company.data ? company.data.name : 'Chargement'} description="Fiche">
      {company.data ? <p className="name">{company.data.name}</p> : <p className="loading">Chargement</p>}
      {company.data && <p className="boost">{String(company.data.boost)}</p>}
      {company.data && <Details id={id} />}
      <Link to="/entreprise/99">Autre entreprise</Link>
    </PageFrame>
  );
}

function Details({ id }: { id: string }) {
  const details = useResource(detailsCall(id));
  return details.data ? <p className="details">{details.data.staff} salariés</p> : <p className="details-loading">Chargement des détails</p>;
}

const PAGES: PageRoute[] = [
  {
    path: '/entreprise/:id',
    Component: CompanyPage,
    needs: companyNeeds,
  },
  { path: '/espace', render: 'browser', Component: () => <p className="space">Mon espace</p> },
  { path: '*', Component: NotFound },
];
const pages = definePages(PAGES);
const renderPage = createPageRenderer('mf-test', pages);

const SITE = { origin: 'https://exemple.fr', searchBoost: 'NC' } as const;

async function render(url: string, deadlineMs = 1_000) {
  rendering = true;
  const result = await renderPage({ url, site: SITE, deadlineMs }).finally(() => {
    rendering = false;
  });
  expect(result).not.toBeNull();
  return result!;
}

function App() {
  return <PageRouter pages={pages} />;
}

beforeEach(() => {
  Object.assign(options, { detailsDelay: 0, fail: null, failDetails: false });
  calls.length = 0;
  aborted.length = 0;
  companyRenders = 0;
});

afterEach(() => {
  siteStore.setState(siteStore.getInitialState(), true);
  document.body.innerHTML = '';
  window.history.pushState({}, '', '/');
});

describe('server render', () => {
  it("runs the page's loader once, then renders the page once with every answer, and hands them over", async () => {
    const result = await render('/entreprise/1');
    expect(companyRenders).toBe(1);
    expect(calls).toEqual(['server:company:1', 'server:details:1']);
    expect(result.html).toContain('<p class="name">Boulangerie 1</p>');
    expect(result.html).toContain('12<!-- --> salariés');
    expect(result.data).toEqual({ 'company:1': { name: 'Boulangerie 1', boost: 'NC' }, 'details:1': { staff: 12 } });
    expect(result.head).toEqual({ title: 'Boulangerie 1', description: 'Fiche', jsonLd: [] });
  });

  it('answers 404 for the not-found page, and says nothing of the status of a page with content', async () => {
    const missing = await render('/inconnu?x=1');
    expect(missing.html).toContain('Erreur 404');
    expect(missing.head.status).toBe(404);
    expect((await render('/entreprise/4')).head.status).toBeUndefined();
  });

  it('leaves a call that fails out of the markup and of the answers', async () => {
    options.failDetails = true;
    const result = await render('/entreprise/2');
    expect(result.html).toContain('Chargement des détails');
    expect(Object.keys(result.data)).toEqual(['company:2']);
  });

  it('does not wait past its deadline: a late answer is neither in the markup nor handed over, and its call is stopped', async () => {
    options.detailsDelay = 600;
    const started = Date.now();
    const result = await render('/entreprise/3', 200);
    expect(Date.now() - started).toBeLessThan(600);
    expect(result.html).toContain('Chargement des détails');
    expect(Object.keys(result.data)).toEqual(['company:3']);
    expect(aborted).toEqual(['details:3']);
    expect(companyRenders).toBe(1);
  });

  it('renders the not-found state of a call the API did not find, with 404, and hands the answer over', async () => {
    options.fail = 'not-found';
    const result = await render('/entreprise/7');
    expect(result.html).toContain('Erreur 404');
    expect(result.html).not.toContain('Chargement');
    expect(result.head.status).toBe(404);
    expect(Object.keys(result.data)).toEqual(['company:7']);
    expect(calls).toEqual(['server:company:7']);
  });

  it('keeps the browser loading state for another failure, and hands nothing over', async () => {
    options.fail = 'error';
    const result = await render('/entreprise/8');
    expect(result.html).toContain('Chargement');
    expect(result.head.status).toBeUndefined();
    expect(result.data).toEqual({});
  });

  it('leaves a page marked for the browser to the browser', async () => {
    expect(await renderPage({ url: '/espace', site: { origin: 'https://exemple.fr', searchBoost: null }, deadlineMs: 1_000 })).toBeNull();
  });
});

describe('server renders of both sites at once', () => {
  // A page of the site it renders for: the site's name in its title, its search wording, and its
  // price grid, which the loader asks for with the site it is given and the page reads under the
  // same key. Each grid answers when the test says.
  const answerGrid = new Map<string, () => void>();
  const gridCall = (grid: string) =>
    keyedCall(`grid:${grid}`, undefined, () => new Promise<{ grid: string }>((resolve) => answerGrid.set(grid, () => resolve({ grid }))));

  function SitePage() {
    const siteName = useSite((s) => s.siteName);
    const wording = searchWording(useSite((s) => s.searchBoost));
    const prices = useResource(gridCall(useSite(siteGridCode)));
    return (
      <PageFrame title="Tarifs" siteName={siteName}>
        <p className="wording">{wording.label}</p>
        <p className="grid">{prices.data ? prices.data.grid : 'Chargement des tarifs'}</p>
      </PageFrame>
    );
  }

  const renderSitePage = createPageRenderer('mf-sites', definePages([{ path: '/tarifs', Component: SitePage, needs: dataNeeds(({ site }) => ({ grid: gridCall(siteGridCode(site)) })) }]));

  const renderFor = (variant: VariantId) => {
    const { siteName, product, searchBoost } = VARIANTS[variant];
    return renderSitePage({ url: '/tarifs', site: { origin: 'https://exemple.fr', searchBoost, variant, product, siteName }, deadlineMs: 1_000 });
  };

  async function until(condition: () => boolean) {
    while (!condition()) await wait(0);
  }

  it('renders each page for its own site when the second starts while the first awaits its loader', async () => {
    answerGrid.clear();
    const fr = renderFor('fr');
    await until(() => answerGrid.has(VARIANTS.fr.priceGrid));
    const nc = renderFor('nc');
    await until(() => answerGrid.has(VARIANTS.nc.priceGrid));
    answerGrid.get(VARIANTS.nc.priceGrid)!();
    const ncPage = (await nc)!;
    answerGrid.get(VARIANTS.fr.priceGrid)!();
    const frPage = (await fr)!;

    for (const [variant, page] of [['fr', frPage], ['nc', ncPage]] as const) {
      const { siteName, searchBoost, priceGrid } = VARIANTS[variant];
      expect(page.head.title).toBe(`Tarifs | ${siteName}`);
      expect(page.html).toContain(`<p class="wording">${searchWording(searchBoost).label}</p>`);
      expect(page.html).toContain(`<p class="grid">${priceGrid}</p>`);
      expect(page.data).toEqual({ [`grid:${priceGrid}`]: { grid: priceGrid } });
    }
  });

  it('renders for the site of the boost when the render is told nothing else', async () => {
    answerGrid.clear();
    const nc = renderSitePage({ url: '/tarifs', site: { origin: 'https://exemple.fr', searchBoost: VARIANTS.nc.searchBoost }, deadlineMs: 1_000 });
    await until(() => answerGrid.has(VARIANTS.nc.priceGrid));
    answerGrid.get(VARIANTS.nc.priceGrid)!();
    const page = (await nc)!;
    expect(page.head.title).toBe(`Tarifs | ${VARIANTS.nc.siteName}`);
    expect(page.html).toContain(`<p class="grid">${VARIANTS.nc.priceGrid}</p>`);
  });
});

describe('in the browser', () => {
  async function serverPage(url: string) {
    const result = await render(url);
    window.history.pushState({}, '', url);
    calls.length = 0;
    companyRenders = 0;
    return placeServerPage('mf-test', result, SITE);
  }

  it('hydrates the server markup and makes none of the calls the server made', async () => {
    const container = await serverPage('/entreprise/4');
    const serverName = container.querySelector('.name');
    const app = createRemoteApp('mf-test', App);
    await runLifecycle(app.mount, container);
    expect(container.querySelector('.name')).toBe(serverName);
    expect(container.querySelector('.details')?.textContent).toBe('12 salariés');
    expect(calls).toEqual([]);
    expect(container.hasAttribute(SERVER_RENDERED_ATTRIBUTE)).toBe(false);
    expect(document.getElementById(serverDataElementId('mf-test'))).toBeNull();
    await runLifecycle(app.unmount, container);
  });

  it('hydrates a not-found answer without calling again', async () => {
    options.fail = 'not-found';
    const container = await serverPage('/entreprise/9');
    const heading = container.querySelector('h1');
    const app = createRemoteApp('mf-test', App);
    await runLifecycle(app.mount, container);
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.textContent).toContain('Erreur 404');
    expect(calls).toEqual([]);
    await runLifecycle(app.unmount, container);
  });

  it('drops markup rendered for another page, runs the loader and renders from scratch', async () => {
    const container = await serverPage('/entreprise/5');
    container.setAttribute(SERVER_RENDERED_ATTRIBUTE, '/une-autre-page');
    const app = createRemoteApp('mf-test', App);
    await runLifecycle(app.mount, container);
    expect(await screen.findByText('12 salariés')).toBeTruthy();
    // The loader made each call once, the data hooks took them.
    expect(calls).toEqual(['browser:company:5', 'browser:details:5']);
    await runLifecycle(app.unmount, container);
  });

  it("starts the next page's calls before it renders when the visitor follows a link", async () => {
    const container = await serverPage('/entreprise/6');
    const app = createRemoteApp('mf-test', App);
    await runLifecycle(app.mount, container);
    await act(async () => {
      screen.getByRole('link', { name: 'Autre entreprise' }).click();
    });
    expect(await screen.findByRole('heading', { name: 'Boulangerie 99' })).toBeTruthy();
    expect(await screen.findByText('12 salariés')).toBeTruthy();
    expect(calls).toEqual(['browser:company:99', 'browser:details:99']);
    await runLifecycle(app.unmount, container);
  });

  it("starts the page's calls at the shell's early start, and the page takes them", async () => {
    window.history.pushState({}, '', '/entreprise/11');
    pages.preload({ pathname: '/entreprise/11', search: '' }, { variant: 'fr', product: 'registre', searchBoost: null });
    await act(() => wait(0));
    expect(calls).toEqual(['browser:company:11', 'browser:details:11']);
    const container = document.body.appendChild(document.createElement('div'));
    container.dataset.remote = 'mf-test';
    const app = createRemoteApp('mf-test', App);
    await runLifecycle(app.mount, container);
    expect(await screen.findByText('12 salariés')).toBeTruthy();
    expect(calls).toEqual(['browser:company:11', 'browser:details:11']);
    await runLifecycle(app.unmount, container);
  });
});

describe('a page whose code downloads on demand', () => {
  // Server-rendered pages declared with `lazyPage`: the server's copy downloads them before its
  // first render; in the browser's copy each arrives when the test says.
  function LazyCompanyPage() {
    const { company: call } = usePageNeeds(companyNeeds);
    const company = useResource(call);
    return (
      <PageFrame title={company.data ? company.data.name : 'Fiche'} description="Fiche">
        <p className="lazy-name">{company.data ? company.data.name : 'En attente'}</p>
        <Link to="/autre/2">Autre page</Link>
      </PageFrame>
    );
  }
  function OtherPage() {
    return <h1>Autre page</h1>;
  }
  const pagesModule = { LazyCompanyPage, OtherPage };
  type PagesModule = typeof pagesModule;

  /** The pages, each downloaded by `load`. */
  function declare(load: (page: keyof PagesModule) => Promise<PagesModule>) {
    return definePages([
      { path: '/entreprise/:id', Component: lazyPage(() => load('LazyCompanyPage'), (m) => m.LazyCompanyPage), needs: companyNeeds },
      { path: '/autre/:id', Component: lazyPage(() => load('OtherPage'), (m) => m.OtherPage) },
      { path: '*', Component: NotFound },
    ]);
  }

  /** The browser's copy: each download waits for `arrive(page)`, or fails with `fail(page)`. */
  function browserPages() {
    const downloads: string[] = [];
    const pending = new Map<string, { resolve: (m: PagesModule) => void; reject: (e: Error) => void }>();
    const pages = declare(
      (page) =>
        new Promise<PagesModule>((resolve, reject) => {
          downloads.push(page);
          pending.set(page, { resolve, reject });
        }),
    );
    return {
      pages,
      downloads,
      arrive: (page: keyof PagesModule) => pending.get(page)!.resolve(pagesModule),
      fail: (page: keyof PagesModule) => pending.get(page)!.reject(new Error('réseau')),
    };
  }

  const serverDownloads: string[] = [];
  const renderLazy = createPageRenderer(
    'mf-lazy',
    declare((page) => {
      serverDownloads.push(page);
      return Promise.resolve(pagesModule);
    }),
  );

  async function serverPage(url: string) {
    const result = (await renderLazy({ url, site: SITE, deadlineMs: 1_000 }))!;
    window.history.pushState({}, '', url);
    calls.length = 0;
    return placeServerPage('mf-lazy', result, SITE);
  }

  it('renders on the server with its code, never « Chargement… », every page downloaded once', async () => {
    const result = (await renderLazy({ url: '/entreprise/21', site: SITE, deadlineMs: 1_000 }))!;
    expect(result.html).toContain('<p class="lazy-name">Boulangerie 21</p>');
    expect(result.html).not.toContain('Chargement');
    expect((await renderLazy({ url: '/autre/1', site: SITE, deadlineMs: 1_000 }))!.html).toContain('<h1>Autre page</h1>');
    expect(serverDownloads).toEqual(['LazyCompanyPage', 'OtherPage']);
  });

  it('renders the first pages of both sites at once, each with the code downloaded once for both', async () => {
    const downloads: string[] = [];
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const render = createPageRenderer(
      'mf-lazy',
      declare((page) => {
        downloads.push(page);
        return arrived.then(() => pagesModule);
      }),
    );
    const nc = { origin: 'https://exemple.nc', searchBoost: 'NC' } as const;
    const fr = { origin: 'https://exemple.fr', searchBoost: null } as const;
    const both = Promise.all([render({ url: '/entreprise/31', site: fr, deadlineMs: 1_000 }), render({ url: '/entreprise/32', site: nc, deadlineMs: 1_000 })]);
    arrive();
    const [first, second] = await both;
    expect(first!.html).toContain('<p class="lazy-name">Boulangerie 31</p>');
    expect(second!.html).toContain('<p class="lazy-name">Boulangerie 32</p>');
    expect(first!.html).not.toContain('Boulangerie 32');
    expect(second!.html).not.toContain('Boulangerie 31');
    for (const r of [first!, second!]) expect(r.html).not.toContain('Chargement');
    expect(downloads).toEqual(['LazyCompanyPage', 'OtherPage']);
  });

  it('hydrates the server markup once its code has arrived, with no « Chargement… » and no mismatch; a link to another page keeps this one until its code arrives', async () => {
    const container = await serverPage('/entreprise/22');
    const serverName = container.querySelector('.lazy-name');
    const errors = jest.spyOn(console, 'error');
    const browser = browserPages();
    const app = createRemoteApp('mf-lazy', () => <PageRouter pages={browser.pages} />, browser.pages);
    let mounted = false;
    let mounting!: Promise<void>;
    await act(async () => {
      mounting = runLifecycle(app.mount, container).then(() => {
        mounted = true;
      });
      await wait(0);
    });
    // Only the page at the address downloads, and the remote waits for it.
    expect(browser.downloads).toEqual(['LazyCompanyPage']);
    expect(mounted).toBe(false);
    browser.arrive('LazyCompanyPage');
    await mounting;
    expect(container.querySelector('.lazy-name')).toBe(serverName);
    expect(serverName?.textContent).toBe('Boulangerie 22');
    expect(container.textContent).not.toContain('Chargement');
    expect(calls).toEqual([]);
    expect(errors).not.toHaveBeenCalled();

    await act(async () => {
      screen.getByRole('link', { name: 'Autre page' }).click();
    });
    // The page read stays, not a loading state, while the next page's code downloads.
    expect(browser.downloads).toEqual(['LazyCompanyPage', 'OtherPage']);
    expect(container.querySelector('.lazy-name')).toBe(serverName);
    expect(container.textContent).not.toContain('Chargement');
    expect(screen.queryByRole('heading', { name: 'Autre page' })).toBeNull();
    await act(async () => browser.arrive('OtherPage'));
    expect(await screen.findByRole('heading', { name: 'Autre page' })).toBeTruthy();
    expect(container.querySelector('.lazy-name')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    await runLifecycle(app.unmount, container);
  });

  it("starts downloading the page's code at the shell's early start, beside its calls", async () => {
    window.history.pushState({}, '', '/entreprise/23');
    calls.length = 0;
    const browser = browserPages();
    browser.pages.preload({ pathname: '/entreprise/23', search: '' }, { variant: 'fr', product: 'registre', searchBoost: null });
    expect(browser.downloads).toEqual(['LazyCompanyPage']);
    await act(() => wait(0));
    expect(calls).toEqual(['browser:company:23', 'browser:details:23']);
    browser.arrive('LazyCompanyPage');
    await browser.pages.loadPageCode({ pathname: '/entreprise/23', search: '' });
    expect(browser.downloads).toEqual(['LazyCompanyPage']);
  });

  it('renders a page whose code failed to download from scratch: it asks for it again, and shows a second failure', async () => {
    const container = await serverPage('/entreprise/24');
    const serverName = container.querySelector('.lazy-name');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const browser = browserPages();
    const app = createRemoteApp('mf-lazy', () => <PageRouter pages={browser.pages} />, browser.pages);
    let mounting!: Promise<void>;
    await act(async () => {
      mounting = runLifecycle(app.mount, container);
      await wait(0);
    });
    browser.fail('LazyCompanyPage');
    await mounting;
    // The server's markup is dropped, and the page asks for its code again.
    expect(container.querySelector('.lazy-name')).toBeNull();
    expect(serverName?.isConnected).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
    expect(browser.downloads).toEqual(['LazyCompanyPage', 'LazyCompanyPage']);
    await act(async () => browser.fail('LazyCompanyPage'));
    expect(await screen.findByText('réseau')).toBeTruthy();
    errors.mockRestore();
    await runLifecycle(app.unmount, container);
  });
});
