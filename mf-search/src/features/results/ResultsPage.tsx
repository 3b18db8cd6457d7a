import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '@portail/shared/routing/RouterLink';
import { FictitiousDataBanner, PageFrame, PageLayout, Tabs, useResource } from '@portail/shared';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { ADVANCED_SEARCH_PATH, COMPANY_FIELDS, DIRECTOR_FIELDS, FILTER_FIELDS, RESULTS_PATH, readCriteria, type CriteriaField } from '../advanced-search';
import { resultsNeeds } from './calls';
import { CompanyResults } from './CompanyResults';
import { FilterForm } from './FilterForm';
import { PersonResults } from './PersonResults';
import { QuerySummary, type SummaryField } from './QuerySummary';
import { withParams } from './query';
import { useFilterLists } from './useFilterLists';

export { ORDER_OPTIONS } from './SortSelect';

const FILTERS = new Set<CriteriaField>(FILTER_FIELDS);

export function ResultsPage() {
  // The address, read once: the lists below show the calls its loader made.
  const { params, boost, tab, companies, persons, dataOrigin } = usePageNeeds(resultsNeeds);
  const origin = useResource(dataOrigin);
  const navigate = useNavigate();
  const criteria = readCriteria(params);
  const phrase = params.get('phrase')?.trim() ?? '';
  const lists = useFilterLists();
  const query = params.toString();

  // Empty values never stay in the URL (SPEC §2).
  useEffect(() => {
    const cleaned = withParams(new URLSearchParams(query), {});
    if (cleaned.toString() !== query) navigate(`${RESULTS_PATH}?${cleaned}`, { replace: true });
  }, [query, navigate]);

  const setParams = (next: URLSearchParams) => navigate(`${RESULTS_PATH}?${next}`, { preventScrollReset: false });

  // The typed criteria; the filters show as chips above the list.
  const entriesFor = (fields: readonly CriteriaField[]): [SummaryField, string][] => [
    ...(phrase ? [['phrase', phrase] as [SummaryField, string]] : []),
    ...fields.filter((f) => criteria[f] !== '' && !FILTERS.has(f)).map((f) => [f, criteria[f]] as [SummaryField, string]),
  ];
  const companyEntries = entriesFor(COMPANY_FIELDS);
  const hasFilter = FILTER_FIELDS.some((f) => criteria[f] !== '');

  const selectTab = (id: string) => navigate(`${RESULTS_PATH}?${withParams(params, { recherche: id })}`, { preventScrollReset: true });

  const modifyQuery = withParams(params, { page: null, dirigeantPage: null });

  const filterPanel = (
    <section className="filter-panel" aria-labelledby="filter-panel-title">
      <h2 id="filter-panel-title" className="filter-panel__title">
        Filtres
      </h2>
      <FilterForm key={query} params={params} lists={lists} onApply={setParams} />
    </section>
  );

  return (
    <PageFrame
      title={phrase ? `Résultats de recherche pour « ${phrase} »` : 'Résultats de recherche'}
      heading="Résultats de recherche"
      breadcrumb={[{ label: 'Recherche avancée', href: ADVANCED_SEARCH_PATH }, { label: 'Résultats de recherche' }]}
      description="Résultats de la recherche d'entreprises et de dirigeants dans le registre du commerce et des sociétés."
    >
      <FictitiousDataBanner generated={origin.status === 'ready' && origin.data.corpus_genere} />
      <Tabs
        label="Type de résultats"
        selectedId={tab}
        onChange={selectTab}
        className="results-tabs"
        tabs={[
          {
            id: 'entreprises',
            label: 'Entreprises',
            content: (
              <PageLayout aside={filterPanel} asidePosition="start" className="results-layout">
                {(companyEntries.length > 0 || !hasFilter) && <QuerySummary entries={companyEntries} tab="entreprises" boost={boost} />}
                <CompanyResults call={companies} params={params} setParams={setParams} boost={boost} lists={lists} />
              </PageLayout>
            ),
          },
          {
            id: 'dirigeants',
            label: 'Dirigeants',
            content: (
              <div className="results-layout results-layout--single">
                <QuerySummary entries={entriesFor(DIRECTOR_FIELDS)} tab="dirigeants" boost={boost} />
                <PersonResults call={persons} params={params} setParams={setParams} />
              </div>
            ),
          },
        ]}
      />
      <p className="results-modify">
        <Link to={`${ADVANCED_SEARCH_PATH}?${modifyQuery}`}>Modifier la recherche</Link>
      </p>
    </PageFrame>
  );
}

// The page's data needs download with it (pages.tsx, `lazyNeeds`).
export { resultsNeeds };
