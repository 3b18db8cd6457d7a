import { useState, type HTMLAttributes, type InputHTMLAttributes, type KeyboardEvent } from 'react';

export interface ComboboxOptions<T extends { href: string }> {
  /** Id of the input; the list box and its options take ids derived from it. */
  id: string;
  /** The options shown under the box (none: the list box is closed). */
  options: T[];
  text: string;
  setText: (text: string) => void;
  /** Called with an option clicked, or chosen with the arrows and Enter (through `chosen`). */
  onChoose: (option: T) => void;
}

/**
 * The state and ARIA wiring of a search box with suggestions (WAI-ARIA 1.2 combobox with a list
 * box): arrows move through the options (wrapping around), Escape closes the list and then clears
 * the text, a mouse down on an option keeps the focus in the box. Markup and styles stay the
 * caller's.
 */
export function useCombobox<T extends { href: string }>({ id, options, text, setText, onChoose }: ComboboxOptions<T>) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;
  const listId = `${id}-suggestions`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const down = e.key === 'ArrowDown';
      setActive((a) => (down ? (a + 1) % options.length : a <= 0 ? options.length - 1 : a - 1));
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        close();
      } else if (text !== '') {
        e.preventDefault();
        setText('');
      }
    }
  };

  const inputProps: InputHTMLAttributes<HTMLInputElement> = {
    id,
    type: 'text',
    role: 'combobox',
    autoComplete: 'off',
    'aria-autocomplete': 'list',
    'aria-expanded': expanded,
    'aria-controls': listId,
    'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
    value: text,
    onChange: (e) => {
      setText(e.target.value);
      setOpen(true);
      setActive(-1);
    },
    onKeyDown,
    onFocus: () => setOpen(true),
    onBlur: () => setOpen(false),
  };

  const listProps: HTMLAttributes<HTMLUListElement> = { id: listId, role: 'listbox', 'aria-label': 'Suggestions', hidden: !expanded };

  const optionProps = (i: number): HTMLAttributes<HTMLLIElement> => ({
    id: optionId(i),
    role: 'option',
    'aria-selected': i === active,
    // Keep the focus in the box: a mouse down on an option must not blur it first.
    onMouseDown: (e) => e.preventDefault(),
    onClick: () => {
      close();
      onChoose(options[i]!);
    },
  });

  /** The option chosen with the arrows, when the list is open: what Enter opens. */
  const chosen = expanded && active >= 0 ? options[active] : undefined;

  return { expanded, active, chosen, close, inputProps, listProps, optionProps };
}
