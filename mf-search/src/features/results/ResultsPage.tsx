import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '@portail/shared/src/routing/RouterLink';
import { PageFrame, Pagination, SiteLink, Tabs, formatSiren, formatSiret, monthLabel, type PersonHit, type SearchHit, formatCount } from '@portail/shared';
import { currentBoost, searchCompanies, searchPersons } from '../../api/searchApi';
import {
  ADVANCED_SEARCH_PATH,
  COMPANY_FIELDS,
  DIRECTOR_FIELDS,
  FIELD_LABELS,
  RESULTS_PATH,
  displayValue,
  readCriteria,
  readTab,
  type CriteriaField,
  type SearchTab,
} from '../advanced-search/criteria';
import { hitPath, matchReason, personPath } from '../links';
import { Empty, LoadError, SkeletonList, StatusBadge } from '../states';
import { useApi } from '../useApi';
import {
  companySearchParams,
  hasCompanyQuery,
  hasDirectorQuery,
  personSearchParams,
  readPaging,
  withParams,
} from './query';

type SummaryField = CriteriaField | 'phrase';

export const ORDER_OPTIONS = [
  { value: '', label: 'Pertinence' },
  { value: 'denomination', label: 'Dénomination (A à Z)' },
] as const;

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

function CompanyHit({ hit }: { hit: SearchHit }) {
  const reason = matchReason(hit);
  const name = hit.denomination ?? hit.enseigne ?? 'Entreprise non diffusible';
  return (
    <li className="search-hit">
      <h3 className="search-hit__title">
        <SiteLink href={hitPath(hit)}>{name}</SiteLink> <StatusBadge etat={hit.etat} />
      </h3>
      <p className="search-hit__meta">
        {hit.type_entite === 'ETABLISSEMENT' && hit.siret ? `Établissement ${hit.siege ? '(siège) ' : ''}· SIRET ${formatSiret(hit.siret)}` : `SIREN ${formatSiren(hit.numero_identification)}`}
        {hit.forme_juridique ? ` · ${hit.forme_juridique.libelle}` : ''}
        {hit.activite.libelle ? ` · ${hit.activite.libelle}` : ''}
      </p>
      <p className="search-hit__address">{hit.adresse.ligne}</p>
      {reason && <p className="search-hit__reason">{reason}</p>}
    </li>
  );
}

function PersonResult({ person }: { person: PersonHit }) {
  const birth = [person.mois_naissance ? monthLabel(String(person.mois_naissance)) : null, person.annee_naissance].filter(Boolean).join(' ');
  return (
    <li className="search-hit">
      <h3 className="search-hit__title">
        <SiteLink href={personPath(person)}>
          {person.nom}
          {person.prenoms ? ` ${person.prenoms}` : ''}
        </SiteLink>
      </h3>
      <p className="search-hit__meta">
        {birth ? `Né(e) en ${birth} · ` : ''}
        {person.nombre_fonctions} fonction{person.nombre_fonctions > 1 ? 's' : ''}
      </p>
      {person.fonctions.length > 0 && (
        <ul className="search-hit__functions">
          {person.fonctions.slice(0, 3).map((f) => (
            <li key={`${f.entreprise.id}-${f.role.code}`}>
              {f.role.libelle} : {f.entreprise.denomination ?? formatSiren(f.entreprise.numero_identification)}{' '}
              <StatusBadge etat={f.entreprise.etat} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function resultCount(total: number, noun: string): string {
  return total === 0 ? `Aucun${noun === 'entreprise' ? 'e' : ''} ${noun}` : `${formatCount(total)} ${noun}${total > 1 ? 's' : ''}`;
}

function CompanyResults({ params, setParams }: { params: URLSearchParams; setParams: (p: URLSearchParams) => void }) {
  const enabled = hasCompanyQuery(params);
  const boost = currentBoost();
  const query = companySearchParams(params, boost);
  const { pageSize, page } = readPaging(params, 'entreprises');
  const state = useApi(enabled ? JSON.stringify(query) : null, (signal) => searchCompanies(query, signal));
  const orderBy = params.get('orderBy') ?? '';
  if (!enabled) return null;
  if (state.status === 'loading' || state.status === 'idle') return <SkeletonList rows={pageSize} label="Recherche des entreprises…" />;
  if (state.status === 'error') return <LoadError message={state.message} onRetry={state.retry} />;
  const { total, items } = state.data;
  if (total === 0 || items.length === 0) {
    return (
      <Empty title="Aucune entreprise ne correspond à votre recherche.">
        <p>
          Vérifiez l'orthographe, retirez un critère ou <Link to={ADVANCED_SEARCH_PATH}>lancez une recherche avancée</Link>.
        </p>
      </Empty>
    );
  }
  const pageCount = Math.ceil(total / pageSize);
  return (
    <>
      <div className="search-results__bar">
        <p role="status">{resultCount(total, 'entreprise')}</p>
        <label>
          Trier par{' '}
          <select value={orderBy} onChange={(e) => setParams(withParams(params, { orderBy: e.target.value }))}>
            {ORDER_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ul className="search-results" aria-label="Entreprises trouvées">
        {items.map((hit) => (
          <CompanyHit key={`${hit.type_entite}-${hit.id_etablissement ?? hit.id_entreprise}`} hit={hit} />
        ))}
      </ul>
      <Pagination
        label="Pages des entreprises"
        page={page}
        pageCount={pageCount}
        hrefFor={(p) => `${RESULTS_PATH}?${withParams(params, { page: p === 0 ? null : p })}`}
        onChange={(p) => setParams(withParams(params, { page: p === 0 ? null : p }))}
      />
    </>
  );
}

function PersonResults({ params, setParams }: { params: URLSearchParams; setParams: (p: URLSearchParams) => void }) {
  const enabled = hasDirectorQuery(params);
  const query = personSearchParams(params);
  const { pageSize, page } = readPaging(params, 'dirigeants');
  const state = useApi(enabled ? JSON.stringify(query) : null, (signal) => searchPersons(query, signal));
  if (!enabled) return null;
  if (state.status === 'loading' || state.status === 'idle') return <SkeletonList rows={pageSize} label="Recherche des dirigeants…" />;
  if (state.status === 'error') return <LoadError message={state.message} onRetry={state.retry} />;
  const { total, items } = state.data;
  if (total === 0 || items.length === 0) {
    return (
      <Empty title="Aucun dirigeant ne correspond à votre recherche.">
        <p>
          Vérifiez l'orthographe du nom, retirez la date de naissance ou <Link to={ADVANCED_SEARCH_PATH}>lancez une recherche avancée</Link>.
        </p>
      </Empty>
    );
  }
  return (
    <>
      <p role="status">{resultCount(total, 'dirigeant')}</p>
      <ul className="search-results" aria-label="Dirigeants trouvés">
        {items.map((p) => (
          <PersonResult key={p.id} person={p} />
        ))}
      </ul>
      <Pagination
        label="Pages des dirigeants"
        page={page}
        pageCount={Math.ceil(total / pageSize)}
        hrefFor={(p) => `${RESULTS_PATH}?${withParams(params, { dirigeantPage: p === 0 ? null : p })}`}
        onChange={(p) => setParams(withParams(params, { dirigeantPage: p === 0 ? null : p }))}
      />
    </>
  );
}

export function ResultsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab = readTab(params);
  const criteria = readCriteria(params);
  const phrase = params.get('phrase')?.trim() ?? '';

  // Empty values never stay in the URL (SPEC §2).
  useEffect(() => {
    const cleaned = withParams(params, {});
    if (cleaned.toString() !== params.toString()) navigate(`${RESULTS_PATH}?${cleaned}`, { replace: true });
  }, [params, navigate]);

  const setParams = (next: URLSearchParams) => navigate(`${RESULTS_PATH}?${next}`, { preventScrollReset: false });

  const entriesFor = (fields: readonly CriteriaField[]): [SummaryField, string][] => [
    ...(phrase ? [['phrase', phrase] as [SummaryField, string]] : []),
    ...fields.filter((f) => criteria[f] !== '').map((f) => [f, criteria[f]] as [SummaryField, string]),
  ];

  const selectTab = (id: string) => navigate(`${RESULTS_PATH}?${withParams(params, { recherche: id })}`, { preventScrollReset: true });

  const modifyQuery = withParams(params, { page: null, dirigeantPage: null });

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
                <CompanyResults params={params} setParams={setParams} />
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
                <PersonResults params={params} setParams={setParams} />
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
