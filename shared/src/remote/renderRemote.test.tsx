import { useState } from 'react';
import { Route, Routes } from 'react-router';
import { createPageRenderer, renderRemotePage } from './renderRemote';
import { createRemoteApp, SERVER_RENDERED_ATTRIBUTE } from './createRemoteApp';
import { isServerRender, requestOnServer, serverAnswer, serverDataElementId } from './serverData';
import { PageFrame } from '../ui/PageFrame';
import { NotFound } from '../ui/NotFound';
import { siteStore } from '../stores/stores';
import { ApiError, NotFoundError } from '../http/errors';
import { useResource } from './useResource';
import { placeServerPage, runLifecycle } from './testing';

// A data hook as the remotes write theirs: the server's answer first, else a call (started for
// the next pass in a server render, made in the browser otherwise).
const browserLoads: string[] = [];
function useData<T>(key: string, load: (signal: AbortSignal) => Promise<T>): T | null {
  const [data] = useState<T | null>(() => {
    const answer = serverAnswer<T>(key);
    if (answer) return answer.data ?? null;
    requestOnServer(key, load);
    if (!isServerRender()) browserLoads.push(key);
    return null;
  });
  return data;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function Company({ id, detailsDelay = 0, failDetails = false }: { id: string; detailsDelay?: number; failDetails?: boolean }) {
  const company = useData(`company:${id}`, async () => ({ name: `Boulangerie ${id}`, boost: siteStore.getState().searchBoost }));
  return (
    <PageFrame title={company ? company.name : 'Chargement'} description="Fiche">
      {company ? <p className="name">{company.name}</p> : <p className="loading">…</p>}
      {company && <p className="boost">{String(company.boost)}</p>}
      {company && <Details id={id} delay={detailsDelay} fail={failDetails} />}
    </PageFrame>
  );
}

const aborted: string[] = [];

function Details({ id, delay, fail }: { id: string; delay: number; fail: boolean }) {
  const details = useData(`details:${id}`, async (signal: AbortSignal) => {
    let finished = false;
    signal.addEventListener('abort', () => {
      if (!finished) aborted.push(`details:${id}`);
    });
    await wait(delay);
    finished = true;
    if (fail) throw new Error('indisponible');
    return { staff: 12 };
  });
  return details ? <p className="details">{details.staff} salariés</p> : <p className="details-loading">Chargement des détails</p>;
}

async function render(element: React.ReactElement, deadlineMs = 1_000) {
  return renderRemotePage('mf-test', () => element, { url: '/x', site: { origin: 'https://exemple.fr', searchBoost: 'NC' }, deadlineMs });
}

describe('renderRemotePage', () => {
  it('renders again with the answers of the calls each pass reveals, and hands those answers over', async () => {
    const result = await render(<Company id="1" />);
    expect(result.html).toContain('<p class="name">Boulangerie 1</p>');
    expect(result.html).toContain('12<!-- --> salariés');
    expect(result.data).toEqual({ 'company:1': { name: 'Boulangerie 1', boost: 'NC' }, 'details:1': { staff: 12 } });
    expect(result.head).toEqual({ title: 'Boulangerie 1', description: 'Fiche', jsonLd: [] });
  });

  it('answers 404 for the not-found page, and says nothing of the status of a page with content', async () => {
    const missing = await render(<NotFound />);
    expect(missing.html).toContain('Erreur 404');
    expect(missing.head.status).toBe(404);
    expect((await render(<Company id="4" />)).head.status).toBeUndefined();
  });

  it('leaves a call that fails out of the markup and of the answers', async () => {
    const result = await render(<Company id="2" failDetails />);
    expect(result.html).toContain('Chargement des détails');
    expect(Object.keys(result.data)).toEqual(['company:2']);
  });

  it('does not wait past its deadline: a late answer is neither in the markup nor handed over', async () => {
    const started = Date.now();
    const result = await render(<Company id="3" detailsDelay={600} />, 200);
    expect(Date.now() - started).toBeLessThan(600);
    expect(result.html).toContain('Chargement des détails');
    expect(Object.keys(result.data)).toEqual(['company:3']);
    // The late call is stopped when the render is over, and only that one.
    expect(aborted).toEqual(['details:3']);
  });
});

describe('hydration of a server-rendered remote', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    browserLoads.length = 0;
  });

  async function serverPage(id: string) {
    return placeServerPage('mf-test', await render(<Company id={id} />));
  }

  it('keeps the server nodes and makes none of the calls the server made', async () => {
    const container = await serverPage('4');
    const serverName = container.querySelector('.name');
    const app = createRemoteApp('mf-test', () => <Company id="4" />);
    await runLifecycle(app.mount, container);
    expect(container.querySelector('.name')).toBe(serverName);
    expect(container.querySelector('.details')?.textContent).toBe('12 salariés');
    expect(browserLoads).toEqual([]);
    expect(container.hasAttribute(SERVER_RENDERED_ATTRIBUTE)).toBe(false);
    expect(document.getElementById(serverDataElementId('mf-test'))).toBeNull();
    await runLifecycle(app.unmount, container);
  });

  it('drops markup rendered for another page and renders from scratch', async () => {
    const container = await serverPage('5');
    container.setAttribute(SERVER_RENDERED_ATTRIBUTE, '/une-autre-page');
    const app = createRemoteApp('mf-test', () => <Company id="5" />);
    await runLifecycle(app.mount, container);
    expect(container.querySelector('.loading')).not.toBeNull();
    expect(browserLoads).toEqual(['company:5']);
    await runLifecycle(app.unmount, container);
  });
});

describe('a call the API does not find, in a server render', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  // A record page as the remotes write theirs: useResource, and the kit's not-found page.
  const calls: string[] = [];
  function Record({ id, fail }: { id: string; fail: 'not-found' | 'error' | null }) {
    const record = useResource(`record:${id}`, async () => {
      calls.push(isServerRender() ? `server:${id}` : `browser:${id}`);
      if (fail === 'not-found') throw new NotFoundError({ body: { statusCode: 404, error: 'Not Found', message: 'Entreprise introuvable.' } });
      if (fail === 'error') throw new ApiError(503, 'Indisponible', { kind: 'http' });
      return { name: `Entreprise ${id}` };
    });
    if (record.status === 'not-found') return <NotFound />;
    if (record.status === 'ready') return <p className="record">{record.data.name}</p>;
    return <p className="record-loading">Chargement</p>;
  }

  it('renders the not-found page, answers 404 and hands the not-found answer over', async () => {
    calls.length = 0;
    const result = await render(<Record id="7" fail="not-found" />);
    expect(result.html).toContain('Erreur 404');
    expect(result.html).not.toContain('Chargement');
    expect(result.head.status).toBe(404);
    expect(Object.keys(result.data)).toEqual(['record:7']);
    expect(calls).toEqual(['server:7']);
  });

  it('keeps the browser loading state for another failure, and hands nothing over', async () => {
    const result = await render(<Record id="8" fail="error" />);
    expect(result.html).toContain('Chargement');
    expect(result.head.status).toBeUndefined();
    expect(result.data).toEqual({});
  });

  it('hydrates the not-found page without calling again', async () => {
    calls.length = 0;
    const container = placeServerPage('mf-test', await render(<Record id="9" fail="not-found" />));
    const heading = container.querySelector('h1');
    const app = createRemoteApp('mf-test', () => <Record id="9" fail="not-found" />);
    await runLifecycle(app.mount, container);
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.textContent).toContain('Erreur 404');
    expect(calls).toEqual(['server:9']);
    await runLifecycle(app.unmount, container);
  });

  it('answers the not-found error with its body to the next pass', async () => {
    let seen: unknown = null;
    function Probe() {
      const answer = serverAnswer<{ name: string }>('record:10');
      if (answer?.error) seen = answer.error;
      requestOnServer('record:10', async () => {
        throw new NotFoundError({ body: { message: 'Entreprise introuvable.' } });
      });
      return null;
    }
    await render(<Probe />);
    expect(seen).toBeInstanceOf(NotFoundError);
    expect((seen as NotFoundError).body).toEqual({ message: 'Entreprise introuvable.' });
  });
});

describe('createPageRenderer', () => {
  // A remote as mf-personal-space declares it: its pages, then the catch-all.
  const PAGES = (
    <Route path="/espace">
      <Route index element={<p className="home">Accueil de l'espace</p>} />
      <Route path="commandes/:id" element={<p className="order">Commande</p>} />
    </Route>
  );
  function SpaceRoutes() {
    return (
      <Routes>
        {PAGES}
        <Route path="*" element={<NotFound />} />
      </Routes>
    );
  }
  const request = (url: string) => ({ url, site: { origin: 'https://exemple.fr', searchBoost: null }, deadlineMs: 1_000 });

  it('renders the pages its patterns name, and leaves the others to the browser', async () => {
    const render = createPageRenderer('mf-test', SpaceRoutes, ['/espace/commandes/:id']);
    expect((await render(request('/espace/commandes/12')))?.html).toContain('Commande');
    expect(await render(request('/espace'))).toBeNull();
    expect(await render(request('/espace/inconnu'))).toBeNull();
  });

  it("renders the not-found page, with 404, for a path none of the remote's routes matches", async () => {
    const render = createPageRenderer('mf-test', SpaceRoutes, [], PAGES);
    const missing = await render(request('/espace/inconnu?x=1'));
    expect(missing?.html).toContain('Erreur 404');
    expect(missing?.head.status).toBe(404);
    expect(await render(request('/espace/commandes/3/autre'))).not.toBeNull();
    // Its own pages stay in the browser.
    expect(await render(request('/espace'))).toBeNull();
    expect(await render(request('/espace/'))).toBeNull();
    expect(await render(request('/espace/commandes/12'))).toBeNull();
  });
});
