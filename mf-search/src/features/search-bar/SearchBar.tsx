import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Icon, formatSiren, navigateTo, searchHitPath, searchResultsTarget, searchWording, type SearchHit } from '@portail/shared';
import { currentBoost, resolveIdentifier, searchCompanies, validIdentifier } from '../../api/searchApi';
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

/** Delay after the last keystroke before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 250;
export const SUGGEST_MIN_LENGTH = 2;
const SUGGEST_LIMIT = 5;

type Option = { kind: 'hit'; hit: SearchHit; href: string } | { kind: 'all'; href: string };

/**
 * The header search (WAI-ARIA combobox with a list box of suggestions): suggestions as you type,
 * arrows to move, Enter to open, Escape to close. A valid SIREN or SIRET opens its record directly.
 */
export function SearchBar({ boost, initialQuery = '', autoFocus = false }: SearchBarProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(initialQuery);
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [total, setTotal] = useState(0);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const pending = useRef<AbortController | null>(null);
  const effectiveBoost = boost === undefined ? currentBoost() : boost;
  const texts = searchWording(effectiveBoost);

  const query = text.trim();
  // Suggestions: debounced, the previous request aborted when the text changes.
  useEffect(() => {
    pending.current?.abort();
    if (query.length < SUGGEST_MIN_LENGTH || validIdentifier(query)) {
      setHits([]);
      setTotal(0);
      return;
    }
    const controller = new AbortController();
    pending.current = controller;
    const timer = setTimeout(() => {
      searchCompanies({ phrase: query, boost: effectiveBoost, limit: SUGGEST_LIMIT, offset: 0 }, controller.signal).then(
        (r) => {
          if (controller.signal.aborted) return;
          setHits(r.items);
          setTotal(r.total);
          setActive(-1);
        },
        () => {
          if (!controller.signal.aborted) setHits([]);
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, effectiveBoost]);

  useEffect(() => () => pending.current?.abort(), []);

  const allHref = searchResultsTarget(text);
  const options: Option[] =
    hits.length > 0 ? [...hits.map((hit): Option => ({ kind: 'hit', hit, href: searchHitPath(hit) })), { kind: 'all', href: allHref }] : [];
  const expanded = open && options.length > 0;
  const optionId = (i: number) => `${id}-opt-${i}`;

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    navigateTo(href);
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const chosen = expanded && active >= 0 ? options[active] : undefined;
    if (chosen) return go(chosen.href);
    const identifier = validIdentifier(text);
    if (identifier) {
      setBusy(true);
      setMessage('');
      try {
        const record = await resolveIdentifier(identifier);
        if (record) return go(record);
        setMessage(`Aucune entreprise n'est enregistrée sous le numéro ${formatSiren(identifier.slice(0, 9))}.`);
        return go(searchResultsTarget(identifier));
      } catch {
        return go(searchResultsTarget(identifier));
      } finally {
        setBusy(false);
      }
    }
    go(allHref);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!open) setOpen(true);
        if (options.length > 0) setActive((a) => (a + 1) % options.length);
        break;
      case 'ArrowUp':
        e.preventDefault();
        if (!open) setOpen(true);
        if (options.length > 0) setActive((a) => (a <= 0 ? options.length - 1 : a - 1));
        break;
      case 'Escape':
        if (expanded) {
          e.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text !== '') {
          e.preventDefault();
          setText('');
        }
        break;
      default:
        break;
    }
  };

  return (
    <form role="search" className="header-search" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {texts.label}
      </label>
      <input
        id={id}
        className="header-search__input"
        name="phrase"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        placeholder={texts.placeholder}
        autoComplete="off"
        autoFocus={autoFocus}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
        className="header-search__suggestions"
      >
        {options.map((o, i) => (
          <li
            key={o.kind === 'hit' ? `${o.hit.type_entite}-${o.hit.id_etablissement ?? o.hit.id_entreprise}` : 'all'}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // Keep the focus in the box: a mouse down on an option must not blur it first.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => go(o.href)}
            className="header-search__option"
          >
            {o.kind === 'hit' ? (
              <>
                <span className="suggestion__name">{o.hit.denomination ?? o.hit.enseigne ?? 'Entreprise non diffusible'}</span>{' '}
                <span className="suggestion__meta">
                  {formatSiren(o.hit.numero_identification)}
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
        <span className="header-search__submit-text">Rechercher</span>
      </button>
      <p className="visually-hidden" role="status" aria-live="polite">
        {message || (expanded ? `${hits.length} suggestion${hits.length > 1 ? 's' : ''}` : '')}
      </p>
    </form>
  );
}
