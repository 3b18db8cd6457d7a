import { useId, useState, type FormEvent } from 'react';
import { navigateTo } from '@portail/shared';
import { searchTarget } from './searchTarget';

export interface SearchBarProps {
  /** Search boost of the variant: NC also invites RIDET numbers. */
  boost?: 'NC' | null;
  /** Text already typed in the shell's plain form while this widget loaded. */
  initialQuery?: string;
  /** Keep the keyboard focus the plain form had. */
  autoFocus?: boolean;
}

export function SearchBar({ boost = null, initialQuery = '', autoFocus = false }: SearchBarProps) {
  const id = useId();
  const [text, setText] = useState(initialQuery);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    navigateTo(searchTarget(text));
  };

  return (
    <form role="search" className="header-search" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        Rechercher une entreprise, un dirigeant, un SIREN ou un SIRET
      </label>
      <input
        id={id}
        name="phrase"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={boost === 'NC' ? 'Entreprise, dirigeant, RIDET, SIREN, SIRET' : 'Entreprise, dirigeant, SIREN, SIRET'}
        autoComplete="off"
        autoFocus={autoFocus}
      />
      <button type="submit" className="btn btn--primary">
        Rechercher
      </button>
    </form>
  );
}
