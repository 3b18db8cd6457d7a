import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  beforeEach(() => window.history.replaceState(null, '', '/nimporte-quoi'));

  it('says the page does not exist, keeps robots away and offers the main pages as cards', () => {
    const { unmount } = render(<NotFound siteName="Registre des entreprises" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(document.title).toBe('Page introuvable | Registre des entreprises');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const list = screen.getByRole('heading', { level: 2, name: "Ou rendez-vous sur l'une de ces pages" }).nextElementSibling as HTMLElement;
    expect(within(list).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/',
      '/recherche-entreprise-dirigeant/recherche-avancee',
      '/kbis-documents',
      '/plan-du-site',
    ]);
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('searches from a labelled field', async () => {
    render(<NotFound />);
    const search = screen.getByRole('search', { name: 'Recherche depuis la page introuvable' });
    await userEvent.type(within(search).getByLabelText('Rechercher une entreprise, un dirigeant, un SIREN ou un SIRET'), 'Dupont');
    await userEvent.click(within(search).getByRole('button', { name: 'Rechercher' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/recherche-entreprise-dirigeant/resultats-de-recherche?recherche=entreprises&phrase=Dupont');
  });
});
