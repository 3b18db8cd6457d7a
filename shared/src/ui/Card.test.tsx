import { render, screen } from '@testing-library/react';
import { Card } from './Card';

describe('Card', () => {
  it('is a section named by its level 2 heading by default', () => {
    render(
      <Card title="Solde disponible">
        <p>25,00 €</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Solde disponible' });
    expect(region.tagName).toBe('SECTION');
    expect(region).toHaveClass('card');
    const heading = screen.getByRole('heading', { level: 2, name: 'Solde disponible' });
    expect(region).toHaveAttribute('aria-labelledby', heading.id);
    expect(heading).toHaveClass('card__title');
    expect(screen.getByText('25,00 €').closest('.card__body')).toBeInTheDocument();
  });

  it('uses the requested heading level and element', () => {
    render(
      <Card title="Carte bancaire" headingLevel={3} as="article">
        Disponible
      </Card>,
    );
    const article = screen.getByRole('article', { name: 'Carte bancaire' });
    expect(article.tagName).toBe('ARTICLE');
    expect(screen.getByRole('heading', { level: 3, name: 'Carte bancaire' })).toBeInTheDocument();
  });

  it('does not label a plain div', () => {
    const { container } = render(
      <Card title="Adresse" as="div">
        1 rue de la Paix
      </Card>,
    );
    expect(container.firstChild).not.toHaveAttribute('aria-labelledby');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('renders without a title and without a label', () => {
    const { container } = render(<Card className="basket-entity">Contenu</Card>);
    expect(container.firstChild).toHaveClass('card', 'basket-entity');
    expect(container.firstChild).not.toHaveAttribute('aria-labelledby');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('renders a footer only when given', () => {
    const { container, rerender } = render(<Card title="Panier">Contenu</Card>);
    expect(container.querySelector('.card__footer')).not.toBeInTheDocument();
    rerender(
      <Card title="Panier" footer={<button type="button">Retirer tous les documents</button>}>
        Contenu
      </Card>,
    );
    expect(screen.getByRole('button', { name: 'Retirer tous les documents' }).closest('.card__footer')).toBeInTheDocument();
  });
});
