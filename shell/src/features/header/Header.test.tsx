import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, basketStore } from '@portail/shared';
import variant from '../../../variants/fr';
import { Header } from './Header';

jest.mock('./SearchSlot', () => ({ SearchSlot: () => <form role="search" aria-label="recherche" /> }));

describe('Header', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/tarifs');
    basketStore.setState({ articleCount: 0 });
    authStore.setState({ connected: false, firstName: null, lastName: null, preferredUsername: null });
  });

  it('shows the three menu sections with their "see all" link, and Help', async () => {
    render(<Header variant={variant} />);
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    for (const section of variant.menu) {
      const toggle = within(nav).getByRole('button', { name: section.label });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(within(nav).getByRole('link', { name: section.seeAll.label })).toHaveAttribute('href', section.seeAll.href);
    }
    expect(within(nav).getByRole('link', { name: 'Aide' })).toHaveAttribute('href', '/aides-et-tutoriels');
  });

  it('puts a dot on the basket when it holds articles', () => {
    render(<Header variant={variant} />);
    expect(screen.queryByTestId('basket-dot')).toBeNull();
    act(() => basketStore.setState({ articleCount: 3 }));
    expect(screen.getByTestId('basket-dot')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Panier, 3 articles' })).toHaveAttribute('href', '/panier');
  });

  it('offers sign-in to visitors and shows initials to signed-in users', () => {
    render(<Header variant={variant} />);
    expect(screen.getAllByRole('button', { name: 'Se connecter' }).length).toBeGreaterThan(0);
    act(() => authStore.setState({ connected: true, firstName: 'Jeanne', lastName: 'Martin' }));
    expect(screen.queryByRole('button', { name: 'Se connecter' })).toBeNull();
    expect(screen.getByText('JM')).toBeInTheDocument();
  });

  it('hides the search bar on the home page until the page is scrolled past 100 px', () => {
    window.history.replaceState(null, '', '/');
    render(<Header variant={variant} />);
    expect(screen.getByTestId('header-search')).not.toBeVisible();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 101, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByTestId('header-search')).toBeVisible();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
