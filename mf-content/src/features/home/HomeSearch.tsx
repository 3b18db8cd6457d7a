import { useId, useState, type FormEvent } from 'react';
import {
  ADVANCED_SEARCH_PATH,
  Icon,
  SEARCH_RESULTS_PATH,
  SEARCH_TEXT_MAX_LENGTH,
  SiteLink,
  formatCount,
  navigateTo,
  publish,
  searchHitName,
  searchHitNumber,
  searchHitPath,
  searchResultsTarget,
  searchWording,
  useCombobox,
  useSite,
  useCompanySuggestions,
} from '@portail/shared';

type Option = { key: string; href: string; name: string; meta: string } | { key: 'all'; href: string; name: string; meta: null };

/**
 * The search of the home page: a labelled combobox (WAI-ARIA 1.2) with suggestions as the visitor
 * types (arrows to move, Enter to open, Escape to close, then to clear). Same rule as the header:
 * a SIREN or SIRET is searched by identifier, anything else as a phrase. Without JavaScript the form
 * is a plain GET to the results page.
 */
export function HomeSearch() {
  const id = useId();
  const hintId = `${id}-hint`;
  const boost = useSite((s) => s.searchBoost ?? null);
  const wording = searchWording(boost);
  const [text, setText] = useState('');
  const { hits, total } = useCompanySuggestions(text, boost);

  const options: Option[] =
    hits.length > 0
      ? [
          ...hits.map((hit): Option => ({
            key: `${hit.type_entite}-${hit.id_etablissement ?? hit.id_entreprise}`,
            href: searchHitPath(hit),
            name: searchHitName(hit),
            meta: [searchHitNumber(hit).value, hit.adresse.commune, hit.etat === 'RADIEE' ? 'radiée' : null].filter(Boolean).join(' · '),
          })),
          { key: 'all', href: searchResultsTarget(text), name: `Voir tous les résultats${total > 0 ? ` (${formatCount(total)})` : ''}`, meta: null },
        ]
      : [];
  const box = useCombobox({ id, options, text, setText, onChoose: (o) => navigateTo(o.href) });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // Counted by the consented audience measure: that a search was made, never its words.
    publish('search:submitted', { v: 1 });
    const href = box.chosen ? box.chosen.href : searchResultsTarget(text);
    box.close();
    navigateTo(href);
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
            {...box.inputProps}
            className="home-search__input"
            name="phrase"
            maxLength={SEARCH_TEXT_MAX_LENGTH}
            aria-describedby={hintId}
            placeholder={wording.longPlaceholder}
            spellCheck={false}
            enterKeyHint="search"
          />
          <ul {...box.listProps} className="suggestion-list home-search__suggestions">
            {options.map((o, i) => (
              <li
                key={o.key}
                {...box.optionProps(i)}
                className={`home-search__option${o.meta === null ? ' home-search__option--all' : ''}${i === box.active ? ' is-active' : ''}`}
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
          <span className="visually-hidden-phone">Rechercher</span>
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
        {box.expanded ? `${hits.length} suggestion${hits.length > 1 ? 's' : ''}` : ''}
      </p>
    </form>
  );
}
