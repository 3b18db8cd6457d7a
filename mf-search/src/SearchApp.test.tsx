import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SearchApp } from './SearchApp';
import { SearchBar } from './exposes/SearchBar';

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<SearchApp />);
}

function h1() {
  return screen.getByRole('heading', { level: 1 });
}

describe('SearchApp', () => {
  it('redirects the bare search path to the advanced search', async () => {
    renderAt('/recherche-entreprise-dirigeant');
    expect(h1()).toHaveTextContent("Recherche avancée d'entreprises et de dirigeants");
    expect(window.location.pathname).toBe('/recherche-entreprise-dirigeant/recherche-avancee');
  });

  it('submits the advanced search to the results page, empty values omitted', () => {
    renderAt('/recherche-entreprise-dirigeant/recherche-avancee');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Dénomination'), { target: { value: ' Dupont ' } });
    fireEvent.change(screen.getByLabelText('Département'), { target: { value: '75' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(window.location.pathname).toBe('/recherche-entreprise-dirigeant/resultats-de-recherche');
    expect(window.location.search).toBe('?recherche=entreprises&denomination=Dupont&department=75');
    expect(h1()).toHaveTextContent('Résultats de recherche');
    expect(screen.getByText('Paris (75)')).toBeInTheDocument();
  });

  it('refuses an empty search and a malformed SIREN', () => {
    renderAt('/recherche-entreprise-dirigeant/recherche-avancee');
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Renseignez au moins un critère de recherche.');
    fireEvent.change(screen.getByLabelText(/SIREN ou SIRET/), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(screen.getByText('Saisissez un SIREN (9 chiffres) ou un SIRET (14 chiffres).')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/recherche-entreprise-dirigeant/recherche-avancee');
  });

  it('opens the executives tab from the recherche parameter and switches tabs in the URL', () => {
    renderAt('/recherche-entreprise-dirigeant/resultats-de-recherche?recherche=dirigeants&nom=Martin&moisDeNaissance=2');
    expect(screen.getByRole('tab', { name: 'Dirigeants' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Février')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Entreprises' }));
    expect(new URLSearchParams(window.location.search).get('recherche')).toBe('entreprises');
    expect(screen.getByRole('tab', { name: 'Entreprises' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists the departments, Corsica and overseas included', async () => {
    renderAt('/recherche-par-departement/');
    expect(h1()).toHaveTextContent("Recherche d'entreprises par département");
    screen.getByRole('link', { name: 'Corse-du-Sud (2A)' });
  });

  it('lists the NAF codes of a sector in a department', async () => {
    renderAt('/recherche-par-departement/75/47');
    expect(h1()).toHaveTextContent(/^Commerce de détail, à l.exception des automobiles et des motocycles – Paris \(75\)$/);
    expect(await screen.findByRole('link', { name: '47.11F – Hypermarchés' })).toHaveAttribute(
      'href',
      '/recherche-par-departement/75/47/47.11F',
    );
  });

  it('renders a NAF code page, and NotFound for a code outside the sector', async () => {
    const { unmount } = renderAt('/recherche-par-departement/75/47/47.11F');
    expect(h1()).toHaveTextContent('Entreprises du code NAF 47.11F – Paris (75)');
    expect(await screen.findByText(/Hypermarchés/)).toBeInTheDocument();
    unmount();
    renderAt('/recherche-par-departement/75/47/62.01Z');
    expect(h1()).toHaveTextContent('Page introuvable');
  });

  it.each([
    ['/rechercher-un-greffe', 'Rechercher un greffe de tribunal de commerce'],
    ['/services/recherche-gage-sans-depossession/', 'Recherche de gage sans dépossession'],
    ['/services/consulter-une-affaire', 'Consulter une affaire au tribunal de commerce'],
    ['/services/detail-affaire/2024B01234', "Détail de l'affaire n° 2024B01234"],
    ['/recherche-par-departement/00', 'Page introuvable'],
    ['/recherche-entreprise-dirigeant/inconnu', 'Page introuvable'],
  ])('%s has the heading %s', (path, heading) => {
    renderAt(path);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(h1()).toHaveTextContent(heading);
  });
});

describe('SearchBar', () => {
  function submit(text: string) {
    window.history.pushState({}, '', '/');
    const popstate = jest.fn();
    window.addEventListener('popstate', popstate);
    const { unmount } = render(<SearchBar />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher une entreprise, un dirigeant, un SIREN ou un SIRET' }), {
      target: { value: text },
    });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    });
    window.removeEventListener('popstate', popstate);
    unmount();
    return { url: `${window.location.pathname}${window.location.search}`, popstate };
  }

  it('searches a SIREN or a SIRET by identifier, spaces removed', () => {
    const { url, popstate } = submit('552 100 554');
    expect(url).toBe('/recherche-entreprise-dirigeant/resultats-de-recherche?sirenOrSiret=552100554');
    expect(popstate).toHaveBeenCalledTimes(1);
    expect(submit('552 100 554 00013').url).toBe('/recherche-entreprise-dirigeant/resultats-de-recherche?sirenOrSiret=55210055400013');
  });

  it('searches any other text as a company phrase', async () => {
    const { url } = submit('Boulangerie Dupont');
    await waitFor(() => expect(url).toBe('/recherche-entreprise-dirigeant/resultats-de-recherche?phrase=Boulangerie+Dupont&recherche=entreprises'));
  });
});
