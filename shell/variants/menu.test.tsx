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

  it("name each territory's public bodies and warning page, never the mainland's on the New Caledonia site", () => {
    const { unmount } = render(<Footer variant={nc} />);
    const ncFooter = screen.getByRole('contentinfo');
    const partners = within(ncFooter).getByRole('heading', { name: 'Réseau des organismes partenaires' }).parentElement!;
    expect(within(partners).getByRole('link', { name: /ISEE Nouvelle-Calédonie/ })).toHaveAttribute('href', 'https://www.isee.nc');
    expect(partners.textContent).not.toMatch(/INSEE|INPI|BODACC|Service-Public\.fr|data\.gouv/);
    expect(within(ncFooter).getByRole('link', { name: 'Courriers trompeurs et faux registres' })).toHaveAttribute('href', '/actualites/courriers-trompeurs-faux-registres');
    expect(ncFooter.innerHTML).not.toMatch(/economie\.gouv\.fr|dgccrf/);
    unmount();
    render(<Footer variant={fr} />);
    const frFooter = screen.getByRole('contentinfo');
    expect(within(frFooter).getByRole('link', { name: /BODACC/ })).toBeInTheDocument();
    expect(within(frFooter).getByRole('link', { name: /Annuaire des arnaques au Kbis/ })).toHaveAttribute('href', 'https://www.economie.gouv.fr/dgccrf');
  });
});
