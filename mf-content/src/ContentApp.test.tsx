import { act, fireEvent, render, screen } from '@testing-library/react';
import { siteStore } from '@portail/shared';
import { ContentApp } from './ContentApp';

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<ContentApp />);
}

function h1() {
  const all = screen.getAllByRole('heading', { level: 1 });
  expect(all).toHaveLength(1);
  return all[0];
}

beforeEach(() => {
  // The home page asks for its figures; these tests are about the pages, not the API.
  jest.spyOn(window, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
  act(() => siteStore.setState({ product: 'registre', siteName: 'Registre des entreprises' }));
});
afterEach(() => jest.restoreAllMocks());

describe('ContentApp', () => {
  it.each([
    ['/', "Trouvez les informations légales d'une entreprise et commandez ses documents officiels"],
    ['/services', 'Nos services'],
    ['/services/', 'Nos services'],
    ['/services/surveillance-entreprises', "Surveillance d'entreprises"],
    ['/services/kbis-periodique', 'Kbis periodique'],
    ['/actualites', 'Actualités'],
    ['/actualites/reforme-du-registre', 'Reforme du registre'],
    ['/dossiers-thematiques/creation', 'Creation'],
    ['/dossiers-thematiques/creation/statuts', 'Statuts'],
    ['/dossiers-thematiques/creation/statuts/rediger-ses-statuts', 'Rediger ses statuts'],
    ['/guide-des-formalites', 'Guide des formalités'],
    ['/guide-des-formalites/creation/societe-commerciale', 'Societe commerciale'],
    ['/aides-et-tutoriels', 'Aides et tutoriels'],
    ['/tutoriels-videos', 'Tutoriels vidéo'],
    ['/tutoriels-videos/commander-un-kbis', 'Commander un Kbis'],
    ['/formalites', "Formalités d'entreprise"],
    ['/formalites/creation-entreprise', 'Créer une entreprise'],
    ['/formalites/telecharger-formulaires-formalites-entreprise/', "Télécharger les formulaires de formalités d'entreprise"],
    ['/formalites-dgfip', "Formalités auprès de l'administration fiscale (DGFiP)"],
    ['/formalites-dgfip/depot-des-liasses', 'Depot des liasses'],
    ['/formalites-entreprise/sas', "Formalités d'entreprise : SAS"],
    ['/kbis-documents', 'Extrait Kbis et documents officiels des entreprises'],
    ['/kbis-documents/', 'Extrait Kbis et documents officiels des entreprises'],
    ['/kbis-documents/extrait-kbis', 'Extrait Kbis'],
    ['/contact-registre', 'Nous contacter'],
    ['/mentions-legales-registre', 'Mentions légales'],
    ['/qui-sommes-nous', 'Qui sommes-nous ?'],
    ['/plan-du-site', 'Plan du site'],
    ['/cgu-cgv', "Conditions générales d'utilisation et de vente"],
    ['/politique-de-confidentialite-traitement-donnees-personnelles', 'Politique de confidentialité et traitement des données personnelles'],
    ['/faq', 'Foire aux questions'],
  ])('%s has the heading %s', (path, heading) => {
    renderAt(path);
    expect(h1()).toHaveTextContent(heading);
  });

  it.each(['/contact-portail', '/mentions-legales-autre', '/inconnu', '/services/a/b', '/dossiers-thematiques', '/kbis-documents/a/b'])(
    '%s is not found',
    (path) => {
      renderAt(path);
      expect(h1()).toHaveTextContent('Page introuvable');
    },
  );

  it('follows the product slug of the variant', () => {
    act(() => siteStore.setState({ product: 'nc' }));
    renderAt('/contact-nc');
    expect(h1()).toHaveTextContent('Nous contacter');
  });

  it('links the site map to the public sections', () => {
    renderAt('/plan-du-site');
    for (const href of ['/recherche-entreprise-dirigeant/recherche-avancee', '/rechercher-un-greffe', '/contact-registre', '/mentions-legales-registre', '/faq', '/tarifs']) {
      expect(document.querySelector(`a[href="${href}"]`)).not.toBeNull();
    }
  });

  it('answers the FAQ in disclosure widgets, with its topics in a side navigation', () => {
    renderAt('/faq');
    const topics = screen.getByRole('navigation', { name: 'Thèmes de la FAQ' });
    for (const a of Array.from(topics.querySelectorAll('a'))) {
      const target = document.getElementById(a.getAttribute('href')!.slice(1));
      expect(target?.tagName).toBe('H2');
      expect(target).toHaveTextContent(a.textContent!);
    }
    expect(topics.querySelectorAll('a').length).toBeGreaterThan(2);
    expect(screen.getByText("Qu'est-ce qu'un extrait Kbis ?").tagName).toBe('SUMMARY');
    expect(screen.getByText('Quelle différence entre le SIREN et le SIRET ?').closest('details')).not.toBeNull();
  });

  it('navigates between pages in place', () => {
    renderAt('/aides-et-tutoriels');
    fireEvent.click(screen.getByRole('link', { name: 'Foire aux questions' }));
    expect(window.location.pathname).toBe('/faq');
    expect(h1()).toHaveTextContent('Foire aux questions');
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
