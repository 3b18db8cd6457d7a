import { render, screen } from '@testing-library/react';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows a heading, a text and an action', () => {
    render(
      <EmptyState title="Aucun résultat" action={<a href="/recherche-entreprise-dirigeant/recherche-avancee">Recherche avancée</a>}>
        Vérifiez l&apos;orthographe ou élargissez vos critères.
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Aucun résultat' })).toBeInTheDocument();
    expect(screen.getByText("Vérifiez l'orthographe ou élargissez vos critères.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recherche avancée' })).toBeInTheDocument();
  });

  it('uses the requested heading level', () => {
    render(<EmptyState title="Panier vide" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Panier vide' })).toBeInTheDocument();
  });
});
