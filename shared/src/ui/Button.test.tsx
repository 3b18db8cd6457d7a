import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';

describe('Button', () => {
  it('is a non-submitting primary button by default', async () => {
    const onSubmit = jest.fn((e: SubmitEvent) => e.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button>Rechercher</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Rechercher' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('btn', 'btn--primary');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits its form when given type="submit"', async () => {
    const onSubmit = jest.fn((e: SubmitEvent) => e.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button type="submit">Valider</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('applies the variant and forwards native props and ref', async () => {
    const ref = createRef<HTMLButtonElement>();
    const onClick = jest.fn();
    render(
      <Button ref={ref} variant="link" className="extra" aria-label="Voir tout" disabled={false} onClick={onClick}>
        Tout
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Voir tout' });
    expect(button).toHaveClass('btn', 'btn--link', 'extra');
    expect(ref.current).toBe(button);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not fire clicks when disabled', async () => {
    const onClick = jest.fn();
    render(
      <Button variant="secondary" disabled onClick={onClick}>
        Annuler
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
