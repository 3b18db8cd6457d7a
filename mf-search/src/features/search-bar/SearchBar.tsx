import { useId, useState, type FormEvent } from 'react';
import { Icon, SEARCH_TEXT_MAX_LENGTH, formatIdentifier, navigateTo, publish, searchHitName, searchHitNumber, searchHitPath, searchResultsTarget, searchWording, useCombobox, useCompanySuggestions, useSite, type SearchHit } from '@portail/shared';
import { resolveIdentifier, validIdentifier } from '../../api/searchApi';
import { matchReason } from '../links';
import '../../search.css';

export interface SearchBarProps {
  /** Search boost of the variant: NC favours New Caledonia and invites RIDET numbers. */
  boost?: 'NC' | null;
  /** Text already typed in the shell's plain form while this widget loaded. */
  initialQuery?: string;
  /** Keep the keyboard focus the plain form had. */
  autoFocus?: boolean;
}

type Option = { kind: 'hit'; hit: SearchHit; href: string } | { kind: 'all'; href: string };

/**
 * The header search (WAI-ARIA combobox with a list box of suggestions): suggestions as you type,
 * arrows to move, Enter to open, Escape to close. A valid SIREN, SIRET or RIDET opens its record directly.
 */
export function SearchBar({ boost, initialQuery = '', autoFocus = false }: SearchBarProps) {
  const id = useId();
  const [text, setText] = useState(initialQuery);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const siteBoost = useSite((s) => s.searchBoost);
  const effectiveBoost = boost === undefined ? siteBoost : boost;
  const texts = searchWording(effectiveBoost);
  const { hits, total } = useCompanySuggestions(text, effectiveBoost);

  const allHref = searchResultsTarget(text);
  const options: Option[] =
    hits.length > 0 ? [...hits.map((hit): Option => ({ kind: 'hit', hit, href: searchHitPath(hit) })), { kind: 'all', href: allHref }] : [];
  const box = useCombobox({ id, options, text, setText, onChoose: (o) => navigateTo(o.href) });

  const go = (href: string) => {
    box.close();
    navigateTo(href);
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    publish('search:submitted', { v: 1 });
    if (box.chosen) return go(box.chosen.href);
    const identifier = validIdentifier(text);
    if (identifier) {
      setBusy(true);
      setMessage('');
      try {
        const record = await resolveIdentifier(identifier);
        if (record) return go(record);
        setMessage(`Aucune entreprise n'est enregistrée sous le numéro ${formatIdentifier(identifier)}.`);
        return go(searchResultsTarget(identifier));
      } catch {
        return go(searchResultsTarget(identifier));
      } finally {
        setBusy(false);
      }
    }
    go(allHref);
  };

  return (
    <form role="search" className="header-search" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {texts.label}
      </label>
      <input
        {...box.inputProps}
        className="header-search__input"
        name="phrase"
        maxLength={SEARCH_TEXT_MAX_LENGTH}
        placeholder={texts.placeholder}
        // Only when the visitor was typing in the form this bar replaces: the caret stays where it was.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={autoFocus}
      />
      <ul {...box.listProps} className="suggestion-list header-search__suggestions">
        {options.map((o, i) => (
          <li
            key={o.kind === 'hit' ? `${o.hit.type_entite}-${o.hit.id_etablissement ?? o.hit.id_entreprise}` : 'all'}
            {...box.optionProps(i)}
            className="header-search__option"
          >
            {o.kind === 'hit' ? (
              <>
                <span className="suggestion__name">{searchHitName(o.hit)}</span>{' '}
                <span className="suggestion__meta">
                  {searchHitNumber(o.hit).value}
                  {o.hit.adresse.commune ? ` · ${o.hit.adresse.commune}` : ''}
                  {o.hit.etat === 'RADIEE' ? ' · radiée' : ''}
                </span>
                {matchReason(o.hit) && <span className="suggestion__reason"> · {matchReason(o.hit)}</span>}
              </>
            ) : (
              <span>Voir tous les résultats{total > 0 ? ` (${total})` : ''}</span>
            )}
          </li>
        ))}
      </ul>
      <button type="submit" className="btn btn--primary header-search__submit" disabled={busy} aria-disabled={busy || undefined}>
        <Icon name="search" size={20} />
        <span className="visually-hidden-narrow">Rechercher</span>
      </button>
      <p className="visually-hidden" role="status" aria-live="polite">
        {message || (box.expanded ? `${hits.length} suggestion${hits.length > 1 ? 's' : ''}` : '')}
      </p>
    </form>
  );
}
