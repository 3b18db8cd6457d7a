import { highlightWords, useResource, type PersonResults as Persons, type ResourceCall } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { ADVANCED_SEARCH_PATH, readCriteria } from '../advanced-search';
import { Empty, LoadError, LoadFailure, SkeletonList } from '../../states';
import { resultCount } from './CompanyResults';
import { personInputProblem } from './inputProblem';
import { PersonCard } from './PersonCard';
import { ResultsPagination } from './ResultsPagination';
import { readPaging } from './query';

interface Props {
  /** The page's executives search (`resultsNeeds`); null when the address asks none or cannot send it. */
  call: ResourceCall<Persons> | null;
  params: URLSearchParams;
  setParams: (p: URLSearchParams) => void;
}

/** The executives list, in the same cards as companies. */
export function PersonResults({ call, params, setParams }: Props) {
  const problem = personInputProblem(params);
  const { pageSize, page } = readPaging(params, 'dirigeants');
  const state = useResource(call);
  const c = readCriteria(params);
  const words = highlightWords([params.get('phrase') ?? '', c.nom, c.prenom].join(' '));
  if (problem !== null) return <LoadError message={problem} />;
  if (call === null) return null;
  if (state.status === 'loading') return <SkeletonList rows={pageSize} label="Recherche des dirigeants…" />;
  if (state.status === 'error' || state.status === 'not-found') return <LoadFailure error={state.error} retry={state.retry} />;
  const { total, items } = state.data;
  if (total === 0 || items.length === 0) {
    return (
      <>
        <h2 className="results-toolbar__count">{resultCount(0, 'dirigeant')}</h2>
        <Empty title="Aucun dirigeant ne correspond à votre recherche.">
          <p>
            Vérifiez l'orthographe du nom, retirez la date de naissance ou <Link to={ADVANCED_SEARCH_PATH}>lancez une recherche avancée</Link>.
          </p>
        </Empty>
      </>
    );
  }
  return (
    <>
      <div className="results-toolbar">
        <h2 className="results-toolbar__count">{resultCount(total, 'dirigeant')}</h2>
      </div>
      <ul className="search-results" aria-label="Dirigeants trouvés">
        {items.map((p) => (
          <li key={p.id} className="search-hit">
            <PersonCard person={p} words={words} />
          </li>
        ))}
      </ul>
      <ResultsPagination label="Pages des dirigeants" param="dirigeantPage" page={page} total={total} pageSize={pageSize} params={params} setParams={setParams} />
    </>
  );
}
