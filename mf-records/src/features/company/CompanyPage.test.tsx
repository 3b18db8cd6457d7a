import { act, screen, waitFor, within } from '@testing-library/react';
import { priceGridResource, siteStore } from '@portail/shared';
import { ok } from '@portail/shared/testing/fetchMock';
import { checkAccessibility, hydrateServerRender, recordsTest, renderOnServerAt } from '../../testing/recordsTest';
import { companyApi, companyApiWithPrices } from '../../testing/handlers';
import { asSubscriber } from '../../testing/subscriber';
import * as f from '../../testing/fixtures';

const S = '\u00A0';
const CANONICAL = '/entreprise/lp-holding/965165210/1';
const { serve, renderAt } = recordsTest();
const initialSite = siteStore.getState();

afterEach(() => {
  siteStore.setState(initialSite, true);
  document.head.querySelectorAll('script[type="application/ld+json"]').forEach((s) => s.remove());
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('company record: summary, order panel and table of contents', () => {
  it('sums the company up under its h1: status badge, SIREN with its copy button, form, creation, head office, activity', async () => {
    serve(companyApi);
    renderAt(CANONICAL);
    await screen.findByRole('heading', { level: 1, name: 'LP Holding' });
    const summary = document.querySelector('.record-summary') as HTMLElement;
    expect(within(summary).getByText('Active')).toHaveClass('badge', 'badge--success');
    expect(within(summary).getByRole('button', { name: 'Copier le SIREN 965 165 210' })).toBeInTheDocument();
    const facts = Array.from(summary.querySelectorAll('dt')).map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(facts).toEqual([
      'SIREN: 965 165 210',
      'Forme juridique: SAS, société par actions simplifiée',
      'Création: 02/03/1977',
      'Siège: Montluçon (03)',
      'Activité: Activités des sociétés holding (64.20Z)',
    ]);
  });

  it('names the head office of a Caledonian company by its province, New Caledonia having no department', async () => {
    const noumea = { ...f.company.siege!.adresse!, commune: 'Nouméa', code_commune: '98818', code_postal: '98800', departement: '988' };
    serve((url) => (url.pathname === '/api/entreprises/1' ? ok({ ...f.company, siege: { ...f.company.siege!, adresse: noumea } }) : companyApi(url)));
    renderAt(CANONICAL);
    await screen.findByRole('heading', { level: 1, name: 'LP Holding' });
    const summary = document.querySelector('.record-summary') as HTMLElement;
    expect(summary).toHaveTextContent('Siège' + 'Nouméa (Province Sud)');
    expect(summary.textContent).not.toContain('(988)');
  });

  it('shows a struck-off company and a running collective procedure with their badges', async () => {
    serve((url) =>
      url.pathname === '/api/entreprises/1' ? ok({ ...f.company, statut_entreprise: 'RADIE', procedure_collective_en_cours: true }) : companyApi(url),
    );
    renderAt(CANONICAL);
    await screen.findByRole('heading', { level: 1, name: 'LP Holding' });
    const summary = document.querySelector('.record-summary') as HTMLElement;
    expect(within(summary).getByText('Radiée')).toHaveClass('badge--danger');
    expect(within(summary).getByText('Procédure collective en cours')).toHaveClass('badge--warning');
    expect(screen.getByRole('link', { name: 'Voir les procédures collectives' })).toHaveAttribute('href', '#procedures');
  });

  it('keeps the order buttons in a named side column, with the prices of the site grid once loaded', async () => {
    const api = serve(companyApiWithPrices);
    renderAt(CANONICAL);
    const aside = await screen.findByRole('complementary', { name: 'Commandes et sommaire de la fiche' });
    const panel = within(aside).getByRole('region', { name: 'Commander un document' });
    const kbis = within(panel).getByRole('button', { name: 'Commander : Kbis' });
    // The electronic price, not the postal one; the button is described by it.
    await waitFor(() => expect(kbis).toHaveAccessibleDescription(`3,20${S}€ TTC`));
    expect(within(panel).getByRole('button', { name: 'Commander : Comptes annuels' })).toHaveAccessibleDescription(`4,48${S}€ TTC`);
    // The grid has no debt statement: no price rather than a made-up one.
    const debt = within(panel).getByRole('button', { name: "Commander : Etat d'endettement" });
    expect(debt).not.toHaveAttribute('aria-describedby');
    expect(debt.closest('li')!.querySelector('.record-order__price')).toBeEmptyDOMElement();
    // One button per shortcut on the page: the side column holds them.
    expect(screen.getAllByRole('button', { name: 'Commander : Kbis' })).toHaveLength(1);
    expect(api.calls.some((c) => c.url.pathname === '/api/grilles_tarifaires/STANDARD/syntheses_articles')).toBe(true);
  });

  it("says the Kbis is included for a selected account whose subscription pays for it, the other documents keeping their price", async () => {
    await asSubscriber('KBIS,SURV', async () => {
      serve(companyApiWithPrices);
      renderAt(CANONICAL);
      const panel = await screen.findByRole('region', { name: 'Commander un document' });
      await waitFor(() => expect(within(panel).getByRole('button', { name: 'Commander : Comptes annuels' })).toHaveAccessibleDescription(`4,48${S}€ TTC`));
      expect(within(panel).getByRole('button', { name: 'Commander : Kbis' })).toHaveAccessibleDescription('Électronique : inclus dans votre abonnement');
    });
  });

  it('reads the New Caledonia grid on the NC site', async () => {
    siteStore.setState({ variant: 'nc', searchBoost: 'NC' });
    const api = serve(companyApi);
    renderAt(CANONICAL);
    await screen.findByRole('button', { name: 'Commander : Kbis' });
    await waitFor(() => expect(api.calls.some((c) => c.url.pathname === '/api/grilles_tarifaires/STANDARD_NC/syntheses_articles')).toBe(true));
  });

  it('shows no price while the grid is loading', async () => {
    serve((url) => (url.pathname.startsWith('/api/grilles_tarifaires') ? undefined : companyApi(url)));
    renderAt(CANONICAL);
    const kbis = await screen.findByRole('button', { name: 'Commander : Kbis' });
    expect(kbis.closest('li')!.querySelector('.record-order__price')).toBeEmptyDOMElement();
  });

  it('lists the sections in "Sur cette page" and marks the one in view', async () => {
    let callback: IntersectionObserverCallback = () => undefined;
    const observed: string[] = [];
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(cb: IntersectionObserverCallback) {
        callback = cb;
      }
      observe(el: Element) {
        if (el.id) observed.push(el.id); // the sections, not what loads on approach (the network)
      }
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    };
    serve(companyApi);
    renderAt(CANONICAL);
    await screen.findByRole('heading', { level: 1, name: 'LP Holding' });
    const [compact, panel] = screen.getAllByRole('navigation', { name: 'Sur cette page' });
    expect(compact!.closest('details')).not.toBeNull();
    const links = within(panel!).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(observed.map((id) => `#${id}`));
    expect(links.map((a) => a.textContent)).toContain('Dirigeants');
    // Every link leads to a section of the page.
    for (const a of links) expect(document.getElementById(a.getAttribute('href')!.slice(1))).not.toBeNull();
    // The compact list also leads to the order panel, which comes last on small screens.
    expect(within(compact!).getByRole('link', { name: 'Commander un document' })).toHaveAttribute('href', '#commander');
    expect(within(panel!).getByRole('link', { name: 'Dirigeants' })).not.toHaveAttribute('aria-current');

    const entry = (id: string, isIntersecting: boolean) => ({ target: document.getElementById(id)!, isIntersecting }) as unknown as IntersectionObserverEntry;
    act(() => callback([entry('identite', true), entry('dirigeants', true)], {} as IntersectionObserver));
    expect(within(panel!).getByRole('link', { name: 'Identité' })).toHaveAttribute('aria-current', 'true');
    act(() => callback([entry('identite', false)], {} as IntersectionObserver));
    expect(within(panel!).getByRole('link', { name: 'Dirigeants' })).toHaveAttribute('aria-current', 'true');
    expect(within(compact!).getByRole('link', { name: 'Dirigeants' })).toHaveAttribute('aria-current', 'true');
    expect(within(panel!).getByRole('link', { name: 'Identité' })).not.toHaveAttribute('aria-current');
  });

  it('shows executives, establishments and filings as tables that stack, and the key figures chart beside its table', async () => {
    serve(companyApi);
    renderAt(CANONICAL);
    const executives = await screen.findByRole('region', { name: 'Dirigeants' });
    const table = await within(executives).findByRole('table', { name: 'Dirigeants de LP Holding' });
    expect(table).toHaveClass('stacked-table');
    expect(within(table).getByRole('cell', { name: 'Président' })).toHaveAttribute('data-label', 'Fonction');
    const filings = screen.getByRole('region', { name: 'Actes et comptes annuels déposés' });
    expect(await within(filings).findByRole('table', { name: 'Comptes annuels' })).toHaveClass('stacked-table');
    const figures = screen.getByRole('region', { name: 'Finances' });
    const years = await within(figures).findByRole('table', { name: 'Chiffres clés par exercice' });
    expect(within(years).getByRole('columnheader', { name: 'Exercice' })).toHaveAttribute('aria-sort', 'descending');
    // Each chart, loaded with the section's chunk, is followed by its table.
    const charts = await within(figures).findAllByRole('img', { name: /par exercice/ });
    expect(charts).toHaveLength(2);
    expect(charts[0]!.compareDocumentPosition(years) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(charts[1]!.compareDocumentPosition(within(figures).getByRole('table', { name: 'Structure financière par exercice' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says which filed accounts are confidential and offers no order button for them', async () => {
    serve((url) =>
      url.pathname === '/api/entreprises/1/depots'
        ? ok({
            ...f.filings,
            comptes_annuels: [
              { id: 42, date_cloture: '2024-12-31', date_depot: '2025-05-02', type: 'COMPLETS', confidentiel: true },
              ...f.filings.comptes_annuels,
            ],
          })
        : companyApi(url),
    );
    renderAt(CANONICAL);
    const filings = await screen.findByRole('region', { name: 'Actes et comptes annuels déposés' });
    const table = await within(filings).findByRole('table', { name: 'Comptes annuels' });
    const [, confidential, ordinary] = within(table).getAllByRole('row');
    expect(within(confidential!).getByRole('rowheader')).toHaveTextContent('31/12/2024');
    expect(confidential).toHaveTextContent('Comptes déposés avec une déclaration de confidentialité : ils ne peuvent pas être commandés.');
    expect(within(confidential!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(ordinary!).getByRole('button', { name: 'Commander les comptes clos le 31/12/2023' })).toBeInTheDocument();
    expect(within(ordinary!).queryByText(/déclaration de confidentialité/)).not.toBeInTheDocument();
  });

  it('has headings in order, named landmarks, no style attribute, and nothing axe-core finds', async () => {
    serve(companyApiWithPrices);
    const { container } = renderAt(CANONICAL);
    await screen.findByRole('table', { name: 'Chiffres clés par exercice' });
    await screen.findByRole('table', { name: 'Dirigeants de LP Holding' });
    await screen.findByRole('table', { name: 'Établissements de LP Holding' });
    await screen.findByText('Aucune procédure collective.');
    document.title = document.title || 'Fiche';
    const results = await checkAccessibility(container);
    expect(results.passes.map((p) => p.id)).toEqual(expect.arrayContaining(['landmark-unique', 'heading-order', 'list', 'listitem', 'nested-interactive', 'aria-allowed-attr']));
  });
});

describe('company record rendered on the server', () => {
  it('arrives with its summary, prices, table of contents and sections, without style attributes', async () => {
    serve(companyApiWithPrices);
    const result = await renderOnServerAt(CANONICAL);
    const html = result.html;
    expect(html).toContain('<h1 class="page__title">LP Holding</h1>');
    expect(html).toContain('id="identite"');
    expect(html).toContain('class="record-summary"');
    expect(html).toContain('aria-label="Copier le SIREN 965 165 210"');
    expect(html).toContain(`3,20${S}€ TTC`);
    expect(html).toContain('href="#dirigeants"');
    // The monitoring panel depends on who looks: the server writes its title only, and the
    // documents section leads to it.
    expect(html).toMatch(/<section id="surveillance"[^>]*><h2[^>]*>Surveillance<\/h2><p role="status" class="visually-hidden"><\/p><\/section>/);
    expect(html).toContain('href="#surveillance"');
    // The finances come with the page as tables; their charts, a chunk of their own, wait for the browser.
    expect(html).toContain('<caption class="data-table__caption">Chiffres clés par exercice</caption>');
    expect(html).toContain('<caption class="data-table__caption">Ratios par exercice</caption>');
    expect(html).not.toContain('chart__svg');
    expect(html).toContain('Chargement du graphique…');
    expect(html).not.toMatch(/\sstyle=/);
    expect(Object.keys(result.data)).toContain(priceGridResource('STANDARD').key);
  });

  it('hydrates without a mismatch, keeping the server nodes', async () => {
    serve(companyApiWithPrices);
    window.history.pushState({}, '', CANONICAL);
    const { serverNode, mountedNode, errors } = await hydrateServerRender(await renderOnServerAt(CANONICAL), '#identite');
    expect(mountedNode).toBe(serverNode);
    expect(errors).toEqual([]);
  });
});
