import { useId, useState, type FormEvent } from 'react';
import { navigateTo } from '@portail/shared';

const RESULTS_PATH = '/recherche-entreprise-dirigeant/resultats-de-recherche';

/**
 * The search of the home page. Same rule as the header search bar (mf-search): a SIREN or SIRET is
 * searched by identifier, anything else as a phrase. Without JavaScript the form is a plain GET.
 */
export function HomeSearch() {
  const id = useId();
  const [text, setText] = useState('');
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const trimmed = text.trim();
    if (trimmed === '') {
      navigateTo('/recherche-entreprise-dirigeant/recherche-avancee');
      return;
    }
    const digits = trimmed.replace(/\s+/g, '');
    const params = /^(\d{9}|\d{14})$/.test(digits)
      ? new URLSearchParams({ sirenOrSiret: digits })
      : new URLSearchParams({ phrase: trimmed, recherche: 'entreprises' });
    navigateTo(`${RESULTS_PATH}?${params}`);
  };
  return (
    <form role="search" className="home-search" action={RESULTS_PATH} method="get" onSubmit={submit}>
      <label htmlFor={id}>Rechercher une entreprise, un dirigeant, un SIREN ou un SIRET</label>
      <input
        id={id}
        name="phrase"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Dénomination, nom d'un dirigeant, SIREN ou SIRET"
        autoComplete="off"
      />
      <input type="hidden" name="recherche" value="entreprises" />
      <button type="submit" className="btn btn--primary">
        Rechercher
      </button>
    </form>
  );
}
