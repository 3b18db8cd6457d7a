import { render, screen } from '@testing-library/react';
import { Badge } from './Badge';

describe('Badge', () => {
  it('renders an inline span with the tone modifier', () => {
    render(<Badge tone="success">Payée</Badge>);
    const badge = screen.getByText('Payée');
    expect(badge.tagName).toBe('SPAN');
    expect(badge).toHaveClass('badge', 'badge--success');
  });

  it('treats "error" as an alias of "danger"', () => {
    render(<Badge tone="error">Refusée</Badge>);
    const badge = screen.getByText('Refusée');
    expect(badge).toHaveClass('badge', 'badge--danger');
    expect(badge).not.toHaveClass('badge--error');
  });

  it('keeps an extra class name', () => {
    render(
      <Badge tone="neutral" className="order-status">
        Annulée
      </Badge>,
    );
    expect(screen.getByText('Annulée')).toHaveClass('badge', 'badge--neutral', 'order-status');
  });
});
