import { render, screen, within } from '@testing-library/react';
import { Footer } from '../src/features/footer/Footer';
import fr from './fr/index';
import nc from './nc/index';

// Each site names its places as its visitors do: departments in France, provinces in New Caledonia.

const browseLabels = (menu: typeof fr.menu) => menu.flatMap((section) => section.links.map((link) => link.label)).filter((label) => /^Recherche par /.test(label));

describe('menus and footers of the two sites', () => {
  it('browse by department in France and by province in New Caledonia', () => {
    expect(browseLabels(fr.menu)).toEqual(['Recherche par département']);
    expect(browseLabels(nc.menu)).toEqual(['Recherche par province']);
  });

  it('never speak of departments in the New Caledonia footer', () => {
    render(<Footer variant={nc} />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Recherche par province' })).toBeInTheDocument();
    expect(footer.textContent).not.toMatch(/département/i);
  });
});
