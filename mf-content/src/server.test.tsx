// The pages as the shell's server asks for them: each page's loader makes the calls its first
// render shows, and the page renders once with their answers; the browser then hydrates that
// markup without calling again.
import { createRemoteApp, SPECIMEN_LABEL, type SiteInformation, type SpecimenPerformance } from '@portail/shared';
import { mockFetch, ok, servePerTest } from '@portail/shared/testing/fetchMock';
import { placeServerPage, runLifecycle } from '@portail/shared/remote/testing';
import { ContentApp } from './ContentApp';
import { render as renderOnServer } from './server';
import { setPageDataSource } from './content/pageData';
import { indexFile, isOnTerritory, pageDataFile } from './content/model';
import contentRoutes from '@portail/shared/routing/routes/mf-content.json';
import { pageDataOf, siteContent } from './content/testing';
import { contentIndexCall, pageCall } from './content/usePage';
import { statisticsCall } from './features/home/useStatistics';
import { siteInformationCall } from './features/editorial/views/siteInformation';
import { specimenPerformanceCall } from './features/editorial/inserts/calls';

const NNBSP = '\u202F';
const SITE = { origin: 'https://www.exemple.fr', searchBoost: null, variant: 'fr', product: 'registre', siteName: 'Registre des entreprises' } as const;
const NC_SITE = { origin: 'https://nc.exemple.fr', searchBoost: 'NC', variant: 'nc', product: 'nouvelle-caledonie', siteName: 'Registre des entreprises de Nouvelle-Calédonie' } as const;

const FIGURES = { entreprises: 1234567, etablissements: 2345678, greffes: 141, greffe: null };
const IDENTITY: SiteInformation = {
  produit: 'registre',
  territoire: 'FR',
  nom_site: 'Registre des entreprises',
  demonstration: false,
  editeur: {
    raison_sociale: 'ÉDITIONS DU REGISTRE',
    forme_juridique: 'SAS',
    capital: '150 000 €',
    siege: ['1 rue de Rivoli', '75001 Paris'],
    siren: '552100554',
    rcs: 'RCS Paris 552 100 554',
    telephone: '01 02 03 04 05',
    courriel: 'editeur@exemple.fr',
  },
  directeur_publication: { nom: 'Camille Durand', qualite: 'présidente' },
  hebergeur: { nom: 'HÉBERGEUR EXEMPLE', adresse: ['2 quai de la Loire', '75019 Paris'], telephone: null },
  contact: { courriel: 'contact@exemple.fr' },
  mediateur: { nom: 'Médiateur exemple', site: 'https://mediateur.exemple.fr' },
};
const SPECIMEN: SpecimenPerformance = {
  libelle: SPECIMEN_LABEL,
  entreprise: { denomination: 'EXEMPLE SAS', forme_juridique: 'SAS', activite: 'Boulangerie' },
  devise: 'EUR',
  exercices: [
    { annee: 2024, date_cloture: '2024-12-31', duree_mois: 12, chiffre_affaires: 120_000_00, resultat_net: 9_000_00, effectif: 5, marge_nette_pct: 7.5, evolution_ca_pct: 20 },
  ],
};

const serve = servePerTest(() =>
  mockFetch({
    'GET statistiques': ok(FIGURES),
    'GET site-information': ok(IDENTITY),
    'GET specimens-performance-financieres': ok(SPECIMEN),
  }),
);

/** The page-data files the server reads, counted as they are read. */
let pageDataReads: string[] = [];

beforeEach(() => {
  pageDataReads = [];
  // The editorial files compiled as the build compiles them, read as the server reads its build's.
  setPageDataSource(async (file) => {
    pageDataReads.push(file);
    return pageDataOf(file);
  });
});

afterEach(() => {
  document.body.innerHTML = '';
  window.history.pushState({}, '', '/');
});

async function renderAt(url: string, site: typeof SITE | typeof NC_SITE = SITE) {
  const result = await renderOnServer({ url, site, deadlineMs: 1_000 });
  expect(result).not.toBeNull();
  return result!;
}

function markup(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

const title = (path: string) => siteContent().pages.find((p) => p.path === path)!.title;

describe('server render', () => {
  it('shows the home page with the live figures', async () => {
    const api = serve();
    const result = await renderAt('/');
    expect(result.html).toContain(`1${NNBSP}234${NNBSP}567`);
    expect(result.html).toContain(`2${NNBSP}345${NNBSP}678`);
    expect(result.html).not.toContain('Chargement du nombre');
    expect(result.data).toEqual({ [statisticsCall('FR').key]: FIGURES });
    expect(api.callsTo('GET', 'statistiques')).toHaveLength(1);
  });

  it('shows every editorial page of the variant in the site map', async () => {
    serve();
    const result = await renderAt('/plan-du-site');
    const page = markup(result.html);
    expect(page.querySelector('h1')?.textContent).toBe('Plan du site');
    for (const p of siteContent().pages.filter((x) => x.path !== '/mentions-legales' && isOnTerritory(x, 'FR'))) expect(page.querySelector(`a[href="${p.path}"]`)).not.toBeNull();
    expect(page.querySelector(`a[href="${contentRoutes.formalitiesNc}"]`)).toBeNull();
    expect(Object.keys(result.data)).toEqual([contentIndexCall('FR').key]);
    expect(pageDataReads).toEqual([indexFile('FR')]);
  });

  it('shows on the New Caledonia site map its own pages, none of those on mainland law, and its places by province', async () => {
    serve();
    const page = markup((await renderAt('/plan-du-site', NC_SITE)).html);
    const links = Array.from(page.querySelectorAll('a'), (a) => a.getAttribute('href'));
    for (const p of siteContent().pages.filter((x) => x.path !== '/mentions-legales' && isOnTerritory(x, 'NC'))) expect(links).toContain(p.path);
    for (const path of ['/formalites', '/formalites/creation-entreprise', '/guide-des-formalites', '/dossiers-thematiques', '/actualites/guichet-unique-formalites-entreprises']) {
      expect(links).not.toContain(path);
    }
    expect(links).toContain(contentRoutes.formalitiesNc);
    expect(page.querySelector('a[href="/recherche-par-departement"]')?.textContent).toBe('Recherche par province');
  });

  it.each(['/formalites', '/guide-des-formalites/sarl-eurl/creation', '/dossiers-thematiques', '/actualites/registre-national-des-entreprises'])(
    'answers 404 for %s, a page on mainland law, on the New Caledonia site',
    async (path) => {
      serve();
      const fr = await renderAt(path);
      expect(fr.head.status).toBeUndefined();
      const nc = await renderAt(path, NC_SITE);
      expect(markup(nc.html).querySelector('h1')?.textContent).toContain('Page introuvable');
      expect(nc.head.status).toBe(404);
    },
  );

  it('answers 404 for the New Caledonia formalities on the mainland site, and shows them on their own', async () => {
    serve();
    expect((await renderAt(contentRoutes.formalitiesNc)).head.status).toBe(404);
    const nc = await renderAt(contentRoutes.formalitiesNc, NC_SITE);
    expect(nc.head.status).toBeUndefined();
    expect(markup(nc.html).querySelector('h1')?.textContent).toContain("Les formalités d'entreprise en Nouvelle-Calédonie");
  });

  it.each(['/faq', '/services', '/actualites', '/kbis-documents/extrait-kbis'])('shows the editorial page %s with its text', async (path) => {
    const api = serve();
    const result = await renderAt(path);
    expect(markup(result.html).querySelector('h1')?.textContent).toContain(title(path));
    expect(result.html).not.toContain('Chargement de la page');
    expect(result.head.title).toBe(`${title(path)} | ${SITE.siteName}`);
    expect(result.head.status).toBeUndefined();
    expect(Object.keys(result.data)).toEqual([pageCall(path, 'FR').key]);
    expect(pageDataReads).toEqual([pageDataFile(path, 'FR')]);
    expect(api.calls).toEqual([]);
  });

  it("shows the legal notice with the site's identity", async () => {
    const api = serve();
    const result = await renderAt('/mentions-legales-registre');
    const page = markup(result.html);
    expect(page.querySelector('h1')?.textContent).toContain('Mentions légales');
    expect(page.querySelector('.site-identity')?.textContent).toContain('ÉDITIONS DU REGISTRE, SAS au capital de 150 000 €');
    expect(page.querySelector('.site-identity')?.textContent).toContain('Camille Durand, présidente');
    expect(result.html).not.toContain("Chargement des informations de l'éditeur");
    expect(Object.keys(result.data).sort()).toEqual([pageCall('/mentions-legales', 'FR').key, siteInformationCall('registre').key].sort());
    expect(api.callsTo('GET', 'site-information')).toHaveLength(1);
    expect(api.calls[0]!.url.searchParams.get('produit')).toBe('registre');
  });

  it('shows each site its own version of the legal notice, read from that site’s page data', async () => {
    serve();
    const nc = await renderAt('/mentions-legales-nouvelle-caledonie', NC_SITE);
    expect(pageDataReads).toEqual([pageDataFile('/mentions-legales', 'NC')]);
    expect(Object.keys(nc.data).sort()).toEqual([pageCall('/mentions-legales', 'NC').key, siteInformationCall('nouvelle-caledonie').key].sort());
    const ncText = markup(nc.html).textContent!;
    expect(ncText).toContain('greffe du tribunal mixte de commerce de Nouméa');
    expect(ncText).not.toMatch(/Sirene|Bodacc|Registre national des entreprises/);
    pageDataReads = [];
    const fr = await renderAt('/mentions-legales-registre');
    expect(pageDataReads).toEqual([pageDataFile('/mentions-legales', 'FR')]);
    expect(markup(fr.html).textContent).toContain('Répertoire Sirene');
  });

  it('shows the inserts a page names', async () => {
    const api = serve();
    const result = await renderAt('/kbis-documents/comptes-annuels');
    const page = markup(result.html);
    expect(page.querySelector('h1')?.textContent).toContain(title('/kbis-documents/comptes-annuels'));
    expect(page.querySelector('.specimen')?.textContent).toContain(SPECIMEN_LABEL);
    expect(page.querySelector('.specimen__table')?.textContent).toMatch(/120\s000,00\s€/);
    expect(result.html).not.toContain("Chargement de l'exemple");
    expect(Object.keys(result.data).sort()).toEqual([pageCall('/kbis-documents/comptes-annuels', 'FR').key, specimenPerformanceCall.key].sort());
    expect(api.callsTo('GET', 'specimens-performance-financieres')).toHaveLength(1);
  });

  it('shows the contact form, and asks nothing for it', async () => {
    const api = serve();
    const result = await renderAt('/contact-registre');
    expect(markup(result.html).querySelector('h1')?.textContent).toBe('Nous contacter');
    expect(result.html).toContain('Écrire au service client');
    expect(result.data).toEqual({});
    expect(pageDataReads).toEqual([]);
    expect(api.calls).toEqual([]);
  });

  it.each(['/inconnu', '/services/inexistant', '/mentions-legales', '/kbis-documents/Extrait-Kbis'])('answers 404 for %s', async (path) => {
    serve();
    const result = await renderAt(path);
    expect(markup(result.html).querySelector('h1')?.textContent).toContain('Page introuvable');
    expect(result.head.status).toBe(404);
  });
});

describe('in the browser', () => {
  it('hydrates the server markup of the legal notice and makes none of the calls the server made', async () => {
    serve();
    const result = await renderAt('/mentions-legales-registre');
    window.history.pushState({}, '', '/mentions-legales-registre');
    const api = serve();
    const fetched = pageDataReads.length;
    const container = placeServerPage('mf-content', result, SITE);
    const identity = container.querySelector('.site-identity');
    expect(identity).not.toBeNull();
    const app = createRemoteApp('mf-content', ContentApp);
    await runLifecycle(app.mount, container);
    expect(container.querySelector('.site-identity')).toBe(identity);
    expect(api.calls).toEqual([]);
    expect(pageDataReads).toHaveLength(fetched);
    await runLifecycle(app.unmount, container);
  });
});
