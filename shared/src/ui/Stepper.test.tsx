import { render, screen, within } from '@testing-library/react';
import { Stepper } from './Stepper';

const STEPS = [{ label: 'Panier' }, { label: 'Coordonnées' }, { label: 'Paiement' }, { label: 'Confirmation' }] as const;

describe('Stepper', () => {
  it('is a navigation landmark with the default name holding an ordered list', () => {
    render(<Stepper steps={STEPS} current={1} />);
    const nav = screen.getByRole('navigation', { name: 'Étapes de la commande' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  });

  it('accepts another name', () => {
    render(<Stepper steps={STEPS} current={0} label="Étapes du paiement" />);
    expect(screen.getByRole('navigation', { name: 'Étapes du paiement' })).toBeInTheDocument();
  });

  it('marks the current step and tells completed and current steps apart in text', () => {
    render(<Stepper steps={STEPS} current={2} />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Panier (terminée)');
    expect(items[1]).toHaveTextContent('Coordonnées (terminée)');
    expect(items[2]).toHaveTextContent('Paiement (étape en cours)');
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items[3]).toHaveTextContent(/^4Confirmation$/);
    for (const i of [0, 1, 3]) expect(items[i]).not.toHaveAttribute('aria-current');
    expect(within(items[0]!).getByText('(terminée)')).toHaveClass('visually-hidden');
    expect(within(items[2]!).getByText('(étape en cours)')).toHaveClass('visually-hidden');
  });

  it('shows a visual summary of the position, hidden from assistive technologies', () => {
    const { container } = render(<Stepper steps={STEPS} current={1} />);
    const summary = container.querySelector('.stepper__summary');
    expect(summary).toHaveTextContent('Étape 2 sur 4 : Coordonnées');
    expect(summary).toHaveAttribute('aria-hidden', 'true');
  });

  it('marks every step completed past the last one', () => {
    const { container } = render(<Stepper steps={STEPS} current={4} />);
    const items = screen.getAllByRole('listitem');
    items.forEach((item) => {
      expect(item).toHaveTextContent('(terminée)');
      expect(item).not.toHaveAttribute('aria-current');
    });
    expect(container.querySelector('.stepper__summary')).not.toBeInTheDocument();
  });

  it('hides the markers from assistive technologies', () => {
    const { container } = render(<Stepper steps={STEPS} current={1} />);
    container.querySelectorAll('.stepper__marker').forEach((marker) => expect(marker).toHaveAttribute('aria-hidden', 'true'));
  });
});
