import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useStore } from 'zustand';
import {
  ADVANCED_SEARCH_PATH,
  Icon,
  SEARCH_RESULTS_PATH,
  SiteLink,
  formatCount,
  formatSiren,
  navigateTo,
  searchHitName,
  searchHitPath,
  searchResultsTarget,
  searchWording,
  siteStore,
} from '@portail/shared';
import { useCompanySuggestions } from './useCompanySuggestions';


type Option = { key: string; href: string; name: string; meta: string } | { key: 'all'; href: string; name: string; meta: null };

/**
 * The search of the home page: a labelled combobox (WAI-ARIA 1.2) with suggestions as the visitor
 * types (arrows to move, Enter to open, Escape to close, then to clear). Same rule as the header:
 * a SIREN or SIRET is searched by identifier, anything else as a phrase. Without JavaScript the form
 * is a plain GET to the results page.
 */
export function HomeSearch() {
  const id = useId();
  const listId = `${id}-suggestions`;
  const hintId = `${id}-hint`;
  const boost = useStore(siteStore, (s) => s.searchBoost ?? null);
  const wording = searchWording(boost);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { hits, total } = useCompanySuggestions(text, boost);

  const options: Option[] =
    hits.length > 0
      ? [
          ...hits.map((hit): Option => ({
            key: `${hit.type_entite}-${hit.id_etablissement ?? hit.id_entreprise}`,
            href: searchHitPath(hit),
            name: searchHitName(hit),
            meta: [formatSiren(hit.numero_identification), hit.adresse.commune, hit.etat === 'RADIEE' ? 'radiée' : null].filter(Boolean).join(' · '),
          })),
          { key: 'all', href: searchResultsTarget(text), name: `Voir tous les résultats${total > 0 ? ` (${formatCount(total)})` : ''}`, meta: null },
        ]
      : [];
  const expanded = open && options.length > 0;
  const optionId = (i: number) => `${id}-option-${i}`;

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    navigateTo(href);
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const chosen = expanded && active >= 0 ? options[active] : undefined;
    go(chosen ? chosen.href : searchResultsTarget(text));
  };

  const move = (step: 1 | -1) => {
    setOpen(true);
    if (options.length === 0) return;
    setActive((a) => (step === 1 ? (a + 1) % options.length : a <= 0 ? options.length - 1 : a - 1));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      move(e.key === 'ArrowDown' ? 1 : -1);
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text !== '') {
        e.preventDefault();
        setText('');
      }
    }
  };

  return (
    <form role="search" className="home-search" action={SEARCH_RESULTS_PATH} method="get" onSubmit={submit} aria-label="Recherche d'entreprises">
      <label htmlFor={id} className="home-search__label">
        {wording.label}
      </label>
      <div className="home-search__row">
        <div className="home-search__field">
          <Icon name="search" size={22} className="home-search__icon" />
          <input
            id={id}
            className="home-search__input"
            name="phrase"
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            aria-describedby={hintId}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            placeholder={wording.longPlaceholder}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
          />
          <ul id={listId} role="listbox" aria-label="Suggestions" className="home-search__suggestions" hidden={!expanded}>
            {options.map((o, i) => (
              <li
                key={o.key}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={`home-search__option${o.meta === null ? ' home-search__option--all' : ''}${i === active ? ' is-active' : ''}`}
                // Keep the focus in the box: a mouse down on an option must not blur it first.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => go(o.href)}
              >
                <span className="home-search__option-name">{o.name}</span>
                {o.meta && <span className="home-search__option-meta">{o.meta}</span>}
              </li>
            ))}
          </ul>
        </div>
        <input type="hidden" name="recherche" value="entreprises" />
        <button type="submit" className="btn btn--primary home-search__submit">
          <Icon name="search" size={22} />
          <span className="home-search__submit-label">Rechercher</span>
        </button>
      </div>
      <div className="home-search__footer">
        <p id={hintId} className="home-search__hint">
          {wording.example}
        </p>
        <SiteLink href={ADVANCED_SEARCH_PATH} className="home-search__advanced">
          Recherche avancée
        </SiteLink>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {expanded ? `${hits.length} suggestion${hits.length > 1 ? 's' : ''}` : ''}
      </p>
    </form>
  );
}
