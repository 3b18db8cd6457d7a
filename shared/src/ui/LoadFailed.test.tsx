import { fireEvent, render, screen } from '@testing-library/react';
import { LoadFailed } from './LoadFailed';

describe('LoadFailed', () => {
  it('says what failed and why, as an alert, and retries', () => {
    const onRetry = jest.fn();
    render(<LoadFailed title="Vos factures n'ont pas pu être chargées" message="Service indisponible" onRetry={onRetry} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: "Vos factures n'ont pas pu être chargées" })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Service indisponible');
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no heading without a level', () => {
    render(<LoadFailed title="Le solde n'a pas pu être chargé" onRetry={jest.fn()} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText("Le solde n'a pas pu être chargé")).toBeInTheDocument();
  });
});
