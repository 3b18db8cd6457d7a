import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useCombobox } from './useCombobox';

const OPTIONS = [{ href: '/a' }, { href: '/b' }, { href: '/c' }];

function Box({ onChoose }: { onChoose: (o: { href: string }) => void }) {
  const [text, setText] = useState('');
  const box = useCombobox({ id: 'q', options: text ? OPTIONS : [], text, setText, onChoose });
  return (
    <>
      <input {...box.inputProps} aria-label="Recherche" />
      <ul {...box.listProps}>
        {(text ? OPTIONS : []).map((o, i) => (
          <li key={o.href} {...box.optionProps(i)}>
            {o.href}
          </li>
        ))}
      </ul>
      <output data-testid="chosen">{box.chosen?.href ?? ''}</output>
    </>
  );
}

describe('useCombobox', () => {
  it('opens on typing, moves with the arrows around the list, and closes then clears with Escape', () => {
    render(<Box onChoose={jest.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Recherche' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    fireEvent.change(input, { target: { value: 'dup' } });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', 'q-suggestions');

    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input).toHaveAttribute('aria-activedescendant', 'q-option-2');
    expect(screen.getByRole('option', { name: '/c' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', 'q-option-0');
    expect(screen.getByTestId('chosen')).toHaveTextContent('/a');

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(screen.getByTestId('chosen')).toHaveTextContent('');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveValue('');
  });

  it('chooses a clicked option and keeps the focus in the box on mouse down', () => {
    const onChoose = jest.fn();
    render(<Box onChoose={onChoose} />);
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'dup' } });
    const option = screen.getByRole('option', { name: '/b' });
    expect(fireEvent.mouseDown(option)).toBe(false);
    fireEvent.click(option);
    expect(onChoose).toHaveBeenCalledWith({ href: '/b' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});
