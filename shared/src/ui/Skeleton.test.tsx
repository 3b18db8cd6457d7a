import { render, screen } from '@testing-library/react';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('announces "Chargement…" with three hidden bars by default', () => {
    const { container } = render(<Skeleton />);
    const status = screen.getByRole('status');
    expect(status).toHaveClass('skeleton');
    expect(status).toHaveTextContent('Chargement…');
    expect(screen.getByText('Chargement…')).toHaveClass('visually-hidden');
    const bars = container.querySelector('.skeleton__lines');
    expect(bars).toHaveAttribute('aria-hidden', 'true');
    expect(bars!.querySelectorAll('.skeleton__line')).toHaveLength(3);
  });

  it('takes a label and a number of bars', () => {
    const { container } = render(<Skeleton lines={10} label="Chargement de la fiche du greffe…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement de la fiche du greffe…');
    expect(container.querySelectorAll('.skeleton__line')).toHaveLength(10);
  });

  it('shows at least one bar', () => {
    const { container } = render(<Skeleton lines={0} />);
    expect(container.querySelectorAll('.skeleton__line')).toHaveLength(1);
  });
});
