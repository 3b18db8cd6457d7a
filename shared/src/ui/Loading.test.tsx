import { render, screen } from '@testing-library/react';
import { Loading, Spinner } from './Loading';

describe('Loading', () => {
  it('announces "Chargement…" politely', () => {
    render(<Loading />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Chargement…');
  });

  it('can keep the label for assistive technologies only', () => {
    render(<Loading label="Chargement des résultats…" hideLabel size="small" />);
    expect(screen.getByText('Chargement des résultats…')).toHaveClass('visually-hidden');
  });

  it('hides the spinner itself from assistive technologies', () => {
    const { container } = render(<Spinner size="large" />);
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstChild).toHaveClass('spinner', 'spinner--large');
  });
});
