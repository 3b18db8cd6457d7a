import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { siteStore } from '@portail/shared';
import { ContentApp } from './ContentApp';
import { pageDataResponse, siteContent } from './content/testing';
import { LEGAL_NOTICE_PATH, isOnTerritory } from './content/model';

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<ContentApp />);
}

async function h1() {
  const heading = await screen.findByRole('heading', { level: 1 });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  return heading;
}

beforeEach(() => {
  // The app's page data, as its static server answers; the API (home figures, site identity) stays silent.
  jest.spyOn(window, 'fetch').mockImplementation((input) => {
    const answer = pageDataResponse(String(input instanceof Request ? input.url : input));
    return answer ? Promise.resolve(answer) : new Promise<Response>(() => undefined);
  });
  act(() => siteStore.setState({ product: 'registre', siteName: 'Registre des entreprises', variant: 'fr' }));
});
afterEach(() => jest.restoreAllMocks());

const pages = siteContent().pages;

describe('ContentApp', () => {
  it('compiles every editorial file without a problem', () => {
    expect(siteContent().errors).toEqual([]);
    expect(pages.length).toBeGreaterThan(60);
  });

  it.each(pages.filter((p) => p.path !== LEGAL_NOTICE_PATH).map((p) => [p.path, p.title, isOnTerritory(p, 'FR') ? 'fr' : 'nc'] as const))('%s shows its page: %s (site %s)', async (path, title, variant) => {
    if (variant === 'nc') act(() => siteStore.setState({ product: 'nouvelle-caledonie', siteName: 'Registre des entreprises de Nouvelle-Calédonie', variant }));
    renderAt(path);
    expect(await h1()).toHaveTextContent(title);
  });

  it.each([
    ['/', "Trouvez les informations légales d'une entreprise et commandez ses documents officiels"],
    ['/services/', 'Nos services'],
    ['/kbis-documents/', pages.find((p) => p.path === '/kbis-documents')!.title],
    ['/contact-registre', 'Nous contacter'],
    ['/mentions-legales-registre', 'Mentions légales'],
    ['/plan-du-site', 'Plan du site'],
  ])('%s has the heading %s', async (path, heading) => {
    renderAt(path);
    expect(await h1()).toHaveTextContent(heading);
  });

  it.each([
    '/contact-portail',
    '/mentions-legales-autre',
    '/mentions-legales',
    '/inconnu',
    '/services/inexistant',
    '/actualites/article-qui-n-existe-pas',
    '/dossiers-thematiques/theme-invente/sous-theme',
    '/kbis-documents/Extrait-Kbis',
    '/actualites?page=99',
    '/actualites?page=0',
  ])('%s is not found', async (path) => {
    renderAt(path);
    expect(await h1()).toHaveTextContent('Page introuvable');
  });

  it('follows the product slug of the variant', async () => {
    act(() => siteStore.setState({ product: 'nc' }));
    renderAt('/contact-nc');
    expect(await h1()).toHaveTextContent('Nous contacter');
  });

  it('pages the news, newest first, ten a page', async () => {
    // The mainland site's news: a news item with a New Caledonia version is listed once.
    const news = pages.find((p) => p.path === '/actualites')!.children.filter((c) => isOnTerritory(c, 'FR'));
    expect(news.length).toBeGreaterThan(10);
    renderAt('/actualites');
    await h1();
    const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles()).toEqual(news.slice(0, 10).map((n) => n.title));
    const dates = news.map((n) => n.date!);
    expect(dates).toEqual([...dates].sort().reverse());
    fireEvent.click(screen.getByRole('link', { name: /page 2|^2$/i }));
    await waitFor(() => expect(window.location.search).toBe('?page=2'));
    await waitFor(() => expect(titles()).toEqual(news.slice(10, 20).map((n) => n.title)));
  });

  it('finds a question of the FAQ from words of its answer, accents aside', async () => {
    renderAt('/faq');
    await h1();
    const all = screen.getAllByRole('group').length;
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher une question' }), { target: { value: 'siret etablissement' } });
    const shown = screen.getAllByRole('group');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(all);
    expect(screen.getByRole('status')).toHaveTextContent(/questions? trouvée/);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher une question' }), { target: { value: 'zzzz introuvable' } });
    expect(screen.queryAllByRole('group')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Aucune question ne correspond à votre recherche.');
  });

  it('lists every editorial page of the variant in the site map', async () => {
    renderAt('/plan-du-site');
    await h1();
    await waitFor(() => expect(document.querySelector('a[href="/faq"]')).not.toBeNull());
    for (const p of pages.filter((x) => x.path !== LEGAL_NOTICE_PATH && isOnTerritory(x, 'FR'))) expect(document.querySelector(`a[href="${p.path}"]`)).not.toBeNull();
    for (const href of ['/recherche-entreprise-dirigeant/recherche-avancee', '/rechercher-un-greffe', '/contact-registre', '/mentions-legales-registre', '/tarifs', '/commander-un-etat-endettement']) {
      expect(document.querySelector(`a[href="${href}"]`)).not.toBeNull();
    }
  });

  it('navigates between pages in place', async () => {
    renderAt('/aides-et-tutoriels');
    await h1();
    const link = document.querySelector<HTMLAnchorElement>('.prose a[href="/faq"]')!;
    expect(link).not.toBeNull();
    fireEvent.click(link);
    expect(window.location.pathname).toBe('/faq');
    expect(await screen.findByRole('heading', { level: 1, name: pages.find((p) => p.path === '/faq')!.title })).toBeInTheDocument();
  });

  it('searches a SIREN from the home page', () => {
    renderAt('/');
    fireEvent.change(screen.getByRole('combobox', { name: 'Rechercher une entreprise, un dirigeant, un SIREN ou un SIRET' }), {
      target: { value: '552 100 554' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/recherche-entreprise-dirigeant/resultats-de-recherche?recherche=entreprises&sirenOrSiret=552100554',
    );
  });
});
