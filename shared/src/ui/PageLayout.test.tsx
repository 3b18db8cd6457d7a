import { render, screen } from '@testing-library/react';
import { PageLayout } from './PageLayout';
import { SideNav } from './SideNav';

describe('PageLayout', () => {
  it('has one column without an aside', () => {
    const { container } = render(<PageLayout>contenu</PageLayout>);
    expect(container.querySelector('.page-layout__aside')).toBeNull();
    expect(container.firstElementChild).toHaveClass('page-layout');
  });

  it('names a labelled side column as a complementary landmark', () => {
    render(
      <PageLayout aside={<p>Commander</p>} asideLabel="Commander des documents" stickyAside>
        contenu
      </PageLayout>,
    );
    const aside = screen.getByRole('complementary', { name: 'Commander des documents' });
    expect(aside).toHaveTextContent('Commander');
    expect(aside.parentElement).toHaveClass('page-layout--aside-end', 'page-layout--sticky');
  });

  it('keeps an unlabelled column out of the landmarks', () => {
    render(
      <PageLayout aside={<p>navigation</p>} asidePosition="start">
        contenu
      </PageLayout>,
    );
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});

describe('SideNav', () => {
  const items = [
    { href: '/espace-personnel', label: 'Tableau de bord', icon: 'home' as const },
    { href: '/espace-personnel/mes-factures', label: 'Mes factures', meta: 3 },
  ];

  it('marks the current item and shows its count', () => {
    render(<SideNav label="Espace personnel" items={items} isCurrent={(i) => i.href.endsWith('factures')} />);
    const nav = screen.getByRole('navigation', { name: 'Espace personnel' });
    expect(screen.getByRole('link', { name: 'Mes factures 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Tableau de bord' })).not.toHaveAttribute('aria-current');
    expect(nav.querySelectorAll('li')).toHaveLength(2);
  });

  it('lets the caller render the links', () => {
    render(
      <SideNav
        label="Sections"
        items={items}
        isCurrent={() => false}
        renderLink={(item, _current, content) => (
          <button type="button" data-href={item.href}>
            {content}
          </button>
        )}
      />,
    );
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });
});
