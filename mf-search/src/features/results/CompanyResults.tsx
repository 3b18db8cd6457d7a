import type { ReactNode } from 'react';
import { FilterChips, formatCount, highlightWords, useResource, type ResourceCall, type SearchResults } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { ADVANCED_SEARCH_PATH, fieldLabel, readCriteria } from '../advanced-search';
import { Empty, LoadError, LoadFailure, SkeletonList } from '../../states';
import { CompanyCard } from './CompanyCard';
import { ResultsPagination } from './ResultsPagination';
import { FilterDialog } from './FilterDialog';
import { activeFilterCount, filterChips, resultsHref, withoutFilters } from './filters';
import { companyInputProblem } from './inputProblem';
import { hasCompanyQuery, readPaging, withParams } from './query';
import { SortSelect } from './SortSelect';
import type { FilterLists } from './useFilterLists';

/** « 12 entreprises »; « plus de 10 000 entreprises » when the engine stopped counting (`capped`). */
export function resultCount(total: number, noun: string, capped = false): string {
  if (capped) return `plus de ${formatCount(total)} ${noun}s`;
  return total === 0 ? `Aucun${noun === 'entreprise' ? 'e' : ''} ${noun}` : `${formatCount(total)} ${noun}${total > 1 ? 's' : ''}`;
}

interface Props {
  /** The page's company search (`resultsNeeds`); null when the address asks none or cannot send it. */
  call: ResourceCall<SearchResults> | null;
  params: URLSearchParams;
  setParams: (p: URLSearchParams) => void;
  boost: 'NC' | null;
  lists: FilterLists;
}

/** The company list: count, filter button (small screens), order, active filters, cards, pages. */
export function CompanyResults({ call, params, setParams, boost, lists }: Props) {
  const problem = companyInputProblem(params, boost);
  const { pageSize, page } = readPaging(params, 'entreprises');
  const state = useResource(call);
  const chips = filterChips(params, lists.labels, boost);
  const c = readCriteria(params);
  const words = highlightWords([params.get('phrase') ?? '', c.denomination].join(' '));

  const toolbar = (count: string | null) => (
    <div className="results-toolbar">
      {count !== null && <h2 className="results-toolbar__count">{count}</h2>}
      <div className="results-toolbar__controls">
        <FilterDialog activeCount={activeFilterCount(params)} params={params} lists={lists} onApply={setParams} />
        <SortSelect value={params.get('orderBy') ?? ''} onChange={(orderBy) => setParams(withParams(params, { orderBy, page: null }))} />
      </div>
    </div>
  );
  const chipList = (
    <FilterChips
      chips={chips}
      onRemove={(chip) => setParams(new URLSearchParams(chip.removeHref.split('?')[1] ?? ''))}
      clearAll={{ href: resultsHref(withoutFilters(params)), onClear: () => setParams(withoutFilters(params)) }}
    />
  );

  // One structure whatever the state, so that the toolbar's buttons (and the focus the filter dialog
  // gives back to its button) survive the list reloading.
  let count: string | null = null;
  let body: ReactNode;
  if (problem !== null) {
    body = <LoadError message={problem} />;
  } else if (!hasCompanyQuery(params)) {
    return null;
  } else if (state.status === 'loading') {
    body = <SkeletonList rows={pageSize} label="Recherche des entreprises…" />;
  } else if (state.status === 'error' || state.status === 'not-found') {
    body = <LoadFailure error={state.error} retry={state.retry} />;
  } else if (state.data.total === 0 || state.data.items.length === 0) {
    count = resultCount(0, 'entreprise');
    body = (
      <Empty title="Aucune entreprise ne correspond à votre recherche.">
        <p>Quelques pistes :</p>
        <ul className="search-empty__tips">
          <li>vérifiez l'orthographe du nom, ou n'en gardez que le mot le plus distinctif ;</li>
          {chips.length > 0 && <li>retirez un filtre ci-dessus, ou tous à la fois ;</li>}
          <li>cherchez par numéro SIREN{boost === 'NC' ? ' ou RIDET' : ''} si vous le connaissez ;</li>
          <li>
            <Link to={ADVANCED_SEARCH_PATH}>lancez une recherche avancée</Link> (dénomination, dirigeant, {fieldLabel('department', boost).toLowerCase()}).
          </li>
        </ul>
      </Empty>
    );
  } else {
    const { total, items } = state.data;
    count = resultCount(total, 'entreprise', state.data.total_capped === true);
    body = (
      <>
        <ul className="search-results" aria-label="Entreprises trouvées">
          {items.map((hit) => (
            <li key={`${hit.type_entite}-${hit.id_etablissement ?? hit.id_entreprise}`} className="search-hit">
              <CompanyCard hit={hit} words={words} />
            </li>
          ))}
        </ul>
        <ResultsPagination label="Pages des entreprises" param="page" page={page} total={total} pageSize={pageSize} params={params} setParams={setParams} />
      </>
    );
  }
  return (
    <>
      {toolbar(count)}
      {chipList}
      {body}
    </>
  );
}
