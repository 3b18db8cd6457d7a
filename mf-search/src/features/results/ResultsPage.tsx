import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '@portail/shared/routing/RouterLink';
import { PageFrame, PageLayout, Tabs, useSite } from '@portail/shared';
import { ADVANCED_SEARCH_PATH, COMPANY_FIELDS, DIRECTOR_FIELDS, FILTER_FIELDS, RESULTS_PATH, readCriteria, readTab, type CriteriaField } from '../advanced-search';
import { CompanyResults } from './CompanyResults';
import { FilterForm } from './FilterForm';
import { PersonResults } from './PersonResults';
import { QuerySummary, type SummaryField } from './QuerySummary';
import { withParams } from './query';
import { useFilterLists } from './useFilterLists';

export { ORDER_OPTIONS } from './SortSelect';

const FILTERS = new Set<CriteriaField>(FILTER_FIELDS);

export function ResultsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab = readTab(params);
  const criteria = readCriteria(params);
  const phrase = params.get('phrase')?.trim() ?? '';
  const boost = useSite((s) => s.searchBoost);
  const lists = useFilterLists();

  // Empty values never stay in the URL (SPEC §2).
  useEffect(() => {
    const cleaned = withParams(params, {});
    if (cleaned.toString() !== params.toString()) navigate(`${RESULTS_PATH}?${cleaned}`, { replace: true });
  }, [params, navigate]);

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
      <FilterForm key={params.toString()} params={params} lists={lists} onApply={setParams} />
    </section>
  );

  return (
    <PageFrame
      title={phrase ? `Résultats de recherche pour « ${phrase} »` : 'Résultats de recherche'}
      heading="Résultats de recherche"
      breadcrumb={[{ label: 'Recherche avancée', href: ADVANCED_SEARCH_PATH }, { label: 'Résultats de recherche' }]}
      description="Résultats de la recherche d'entreprises et de dirigeants dans le registre du commerce et des sociétés."
    >
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
                <CompanyResults params={params} setParams={setParams} boost={boost} lists={lists} />
              </PageLayout>
            ),
          },
          {
            id: 'dirigeants',
            label: 'Dirigeants',
            content: (
              <div className="results-layout results-layout--single">
                <QuerySummary entries={entriesFor(DIRECTOR_FIELDS)} tab="dirigeants" boost={boost} />
                <PersonResults params={params} setParams={setParams} />
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
