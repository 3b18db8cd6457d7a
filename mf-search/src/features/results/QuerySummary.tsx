import { Link } from '@portail/shared/routing/RouterLink';
import { ADVANCED_SEARCH_PATH, displayValue, fieldLabel, type CriteriaField, type SearchTab } from '../advanced-search';

export type SummaryField = CriteriaField | 'phrase';

/** The typed criteria of a search (the filters show as chips), or an invitation to search. */
export function QuerySummary({ entries, tab, boost }: { entries: [SummaryField, string][]; tab: SearchTab; boost: 'NC' | null }) {
  if (entries.length === 0) {
    return (
      <p className="search-summary search-summary--empty">
        Aucun critère de recherche {tab === 'entreprises' ? "d'entreprise" : 'de dirigeant'} n'a été saisi.{' '}
        <Link to={ADVANCED_SEARCH_PATH}>Lancer une recherche avancée</Link>
      </p>
    );
  }
  return (
    <dl className="search-summary">
      {entries.map(([field, value]) => (
        <div key={field} className="search-summary__item">
          <dt>{fieldLabel(field, boost)}</dt>
          <dd>{displayValue(field, value)}</dd>
        </div>
      ))}
    </dl>
  );
}
