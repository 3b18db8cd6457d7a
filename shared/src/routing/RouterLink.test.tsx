import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Link } from './RouterLink';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderAt(path: string, link: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/recherche-par-departement/:id" element={link} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

it('points at the path the router resolves, relative ones included', () => {
  renderAt('/recherche-par-departement/75', <Link to="?page=2">Page 2</Link>);
  expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/recherche-par-departement/75?page=2');
});

it('navigates inside the page on a plain click', async () => {
  renderAt('/recherche-par-departement/75', <Link to="/recherche-par-departement/13" className="lien">Bouches-du-Rhône</Link>);
  const link = screen.getByRole('link', { name: 'Bouches-du-Rhône' });
  expect(link).toHaveClass('lien');
  await userEvent.click(link);
  expect(screen.getByTestId('where')).toHaveTextContent('/recherche-par-departement/13');
});

it('leaves modified clicks and other targets to the browser', () => {
  renderAt(
    '/recherche-par-departement/75',
    <>
      <Link to="/recherche-par-departement/13">Bouches-du-Rhône</Link>
      <Link to="/recherche-par-departement/69" target="_blank">Rhône</Link>
    </>,
  );
  const ctrlClick = fireEvent.click(screen.getByRole('link', { name: 'Bouches-du-Rhône' }), { ctrlKey: true });
  const blank = fireEvent.click(screen.getByRole('link', { name: 'Rhône' }));
  // fireEvent answers false when the handler prevented the browser's navigation.
  expect(ctrlClick).toBe(true);
  expect(blank).toBe(true);
  expect(screen.getByTestId('where')).toHaveTextContent('/recherche-par-departement/75');
});

it("runs the caller's click handler first, which may keep the router out", async () => {
  const onClick = jest.fn((e: React.MouseEvent) => e.preventDefault());
  renderAt('/recherche-par-departement/75', <Link to="/recherche-par-departement/13" onClick={onClick}>Bouches-du-Rhône</Link>);
  await userEvent.click(screen.getByRole('link', { name: 'Bouches-du-Rhône' }));
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId('where')).toHaveTextContent('/recherche-par-departement/75');
});
