import { Link, useSearchParams } from 'react-router';
import { PageFrame, Tabs } from '@portail/shared';
import {
  ADVANCED_SEARCH_PATH,
  COMPANY_FIELDS,
  DIRECTOR_FIELDS,
  FIELD_LABELS,
  displayValue,
  readCriteria,
  readTab,
  type CriteriaField,
  type SearchTab,
} from '../advanced-search/criteria';

type SummaryField = CriteriaField | 'phrase';

function QuerySummary({ entries, tab }: { entries: [SummaryField, string][]; tab: SearchTab }) {
  if (entries.length === 0) {
    return (
      <p>
        Aucun critère de recherche {tab === 'entreprises' ? "d'entreprise" : 'de dirigeant'} n'a été saisi.{' '}
        <Link to={ADVANCED_SEARCH_PATH}>Lancer une recherche avancée</Link>
      </p>
    );
  }
  return (
    <dl className="search-summary">
      {entries.map(([field, value]) => (
        <div key={field} className="search-summary__item">
          <dt>{FIELD_LABELS[field]}</dt>
          <dd>{displayValue(field, value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ResultsPage() {
  const [params, setParams] = useSearchParams();
  const tab = readTab(params);
  const criteria = readCriteria(params);
  const phrase = params.get('phrase')?.trim() ?? '';

  const entriesFor = (fields: readonly CriteriaField[]): [SummaryField, string][] => [
    ...(phrase ? [['phrase', phrase] as [SummaryField, string]] : []),
    ...fields.filter((f) => criteria[f] !== '').map((f) => [f, criteria[f]] as [SummaryField, string]),
  ];

  const selectTab = (id: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('recherche', id);
        return next;
      },
      { preventScrollReset: true },
    );

  const modifyQuery = new URLSearchParams(params);
  modifyQuery.delete('page');
  modifyQuery.delete('dirigeantPage');

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
        tabs={[
          {
            id: 'entreprises',
            label: 'Entreprises',
            content: (
              <section aria-labelledby="query-entreprises">
                <h2 id="query-entreprises">Votre recherche d'entreprises</h2>
                <QuerySummary entries={entriesFor(COMPANY_FIELDS)} tab="entreprises" />
              </section>
            ),
          },
          {
            id: 'dirigeants',
            label: 'Dirigeants',
            content: (
              <section aria-labelledby="query-dirigeants">
                <h2 id="query-dirigeants">Votre recherche de dirigeants</h2>
                <QuerySummary entries={entriesFor(DIRECTOR_FIELDS)} tab="dirigeants" />
              </section>
            ),
          },
        ]}
      />
      <p>
        <Link to={`${ADVANCED_SEARCH_PATH}?${modifyQuery}`}>Modifier la recherche</Link>
      </p>
    </PageFrame>
  );
}
