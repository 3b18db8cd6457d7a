import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Switch } from './Switch';

function Controlled({ initial = false, onChange }: { initial?: boolean; onChange?: (v: boolean) => void }) {
  const [on, setOn] = useState(initial);
  return (
    <Switch
      label="Mesure d'audience"
      description="Pages vues, comptées par jour."
      checked={on}
      onChange={(v) => {
        setOn(v);
        onChange?.(v);
      }}
    />
  );
}

describe('Switch', () => {
  it('is a labelled switch described by its description', () => {
    render(<Controlled />);
    const sw = screen.getByRole('switch', { name: "Mesure d'audience" });
    expect(sw).not.toBeChecked();
    expect(sw).toHaveAccessibleDescription('Pages vues, comptées par jour.');
    expect(sw).toHaveClass('switch__input');
  });

  it('turns on and off with a click, on its label too, and with the space bar', async () => {
    const user = userEvent.setup();
    const seen: boolean[] = [];
    render(<Controlled onChange={(v) => seen.push(v)} />);
    const sw = screen.getByRole('switch');
    await user.click(sw);
    expect(sw).toBeChecked();
    await user.click(screen.getByText("Mesure d'audience"));
    expect(sw).not.toBeChecked();
    sw.focus();
    await user.keyboard(' ');
    expect(sw).toBeChecked();
    expect(seen).toEqual([true, false, true]);
  });

  it('has no description element without a description', () => {
    render(<Switch label="Option" checked onChange={() => undefined} />);
    const sw = screen.getByRole('switch', { name: 'Option' });
    expect(sw).toBeChecked();
    expect(sw).not.toHaveAttribute('aria-describedby');
  });
});
