import { render, screen } from '@testing-library/react';
import { Alert } from './Alert';

describe('Alert', () => {
  it('renders a bold paragraph title when no heading level is given', () => {
    const { container } = render(
      <Alert tone="warning" title="Paiement en attente de confirmation">
        Vous recevrez un courriel.
      </Alert>,
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    const title = screen.getByText('Paiement en attente de confirmation');
    expect(title.tagName).toBe('STRONG');
    expect(title.parentElement).toHaveClass('alert__title');
    expect(screen.getByText('Vous recevrez un courriel.')).toBeInTheDocument();
    expect(container.firstChild).toHaveClass('alert', 'alert--warning');
  });

  it('renders the title as a heading of the requested level', () => {
    render(<Alert tone="info" title="Connectez-vous pour commander" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Connectez-vous pour commander' })).toHaveClass('alert__title');
  });

  it('has no live role by default', () => {
    render(<Alert tone="error">Le panier n&apos;a pas pu être chargé.</Alert>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('uses role="status" for a polite alert', () => {
    render(<Alert tone="success" title="Rechargement confirmé" live="polite" />);
    expect(screen.getByRole('status')).toHaveTextContent('Rechargement confirmé');
  });

  it('uses role="alert" for an assertive alert', () => {
    render(
      <Alert tone="error" title="Paiement refusé" live="assertive">
        Votre banque a refusé la transaction.
      </Alert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Paiement refuséVotre banque a refusé la transaction.');
  });

  it('hides its icon from assistive technologies', () => {
    const { container } = render(<Alert tone="info">Information</Alert>);
    const icon = container.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveAttribute('focusable', 'false');
  });

  it('keeps an extra class name', () => {
    const { container } = render(
      <Alert tone="error" className="basket-problem">
        Problème
      </Alert>,
    );
    expect(container.firstChild).toHaveClass('alert', 'alert--error', 'basket-problem');
  });
});
