import { Link } from '@portail/shared/routing/RouterLink';
import { PageFrame, type ResourceCall, type SeoCountList, formatCount, useResource } from '@portail/shared';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { AREA_WORDING, departmentLabel, useAreas, useDepartments, type Area } from '../../reference/lists';
import { LoadFailure, ListsPending, SkeletonList } from '../../states';
import { departmentsNeeds } from './calls';
import { departmentPath } from './paths';
import searchRoutes from '@portail/shared/routing/routes/mf-search.json';

type Item = SeoCountList['items'][number];

function DepartmentList({ items }: { items: readonly Item[] }) {
  return (
    <ul className="link-columns search-cards">
      {items.map((d) => (
        <li key={d.code}>
          <Link to={departmentPath(d.code)}>{departmentLabel({ code: d.code, nom: d.libelle })}</Link>{' '}
          <span className="count search-cards__count">({formatCount(d.nombre_entreprises)})</span>
        </li>
      ))}
    </ul>
  );
}

/** One province of New Caledonia: its link and count, then its communes with theirs. */
function ProvinceSection({ province, communes, counts }: { province: Area; communes: readonly Area[]; counts: ReadonlyMap<string, number> }) {
  const listed = communes.filter((c) => counts.has(c.code));
  const total = listed.reduce((n, c) => n + counts.get(c.code)!, 0);
  const id = `province-${province.code}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>
        <Link to={departmentPath(province.code)}>{province.label}</Link>{' '}
        <span className="count search-cards__count">({formatCount(total)})</span>
      </h2>
      {listed.length === 0 ? (
        <p>Aucune entreprise active n'est enregistrée dans cette province.</p>
      ) : (
        <ul className="link-columns search-cards">
          {listed.map((c) => (
            <li key={c.code}>
              <Link to={departmentPath(c.code)}>{c.label}</Link> <span className="count search-cards__count">({formatCount(counts.get(c.code)!)})</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** New Caledonia's list pages start from its three provinces and their communes. */
function ProvincesPage({ counts: countsCall }: { counts: ResourceCall<SeoCountList> }) {
  const areas = useAreas();
  const state = useResource(countsCall);
  const counts = new Map(state.status === 'ready' ? state.data.items.map((c) => [c.code, c.nombre_entreprises] as const) : []);
  return (
    <PageFrame
      title="Recherche d'entreprises par province et commune"
      breadcrumb={[{ label: AREA_WORDING.NC.browse }]}
      description="Parcourez les entreprises de Nouvelle-Calédonie par province, par commune, par secteur d'activité et par code NAF."
    >
      <p>
        Choisissez une province ou une commune de Nouvelle-Calédonie, puis un secteur d'activité et un code NAF
        (nomenclature d'activités française, révision 2) pour parcourir les entreprises actives qui y ont leur siège.
        Entre parenthèses, le nombre d'entreprises actives. Pour retrouver une entreprise précise, utilisez plutôt la{' '}
        <Link to={searchRoutes.advancedSearch}>recherche avancée</Link>.
      </p>
      {areas.status !== 'ready' || state.status !== 'ready' ? (
        <ListsPending lists={[areas, state]} rows={8} label={AREA_WORDING.NC.loading} />
      ) : (
        areas.data
          .filter((a) => a.kind === 'province')
          .map((p) => <ProvinceSection key={p.code} province={p} communes={areas.data.filter((c) => c.province === p.code)} counts={counts} />)
      )}
    </PageFrame>
  );
}

export function DepartmentsPage() {
  const { territory, counts } = usePageNeeds(departmentsNeeds);
  return territory === 'NC' ? <ProvincesPage counts={counts} /> : <MainlandDepartmentsPage counts={counts} />;
}

function MainlandDepartmentsPage({ counts }: { counts: ResourceCall<SeoCountList> }) {
  const departments = useDepartments();
  const state = useResource(counts);
  const items = state.status === 'ready' ? state.data.items : [];
  // Mainland departments have 2-character codes (2A and 2B for Corsica); overseas ones have 3.
  const mainland = items.filter((d) => d.code.length === 2);
  const overseas = items.filter((d) => d.code.length === 3);
  return (
    <PageFrame
      title="Recherche d'entreprises par département"
      breadcrumb={[{ label: 'Recherche par département' }]}
      description="Parcourez les entreprises immatriculées par département, par secteur d'activité et par code NAF."
    >
      <p>
        Choisissez un département, puis un secteur d'activité et un code NAF (nomenclature d'activités française,
        révision 2) pour parcourir les entreprises actives qui y ont leur siège. Entre parenthèses, le nombre
        d'entreprises actives. Pour retrouver une entreprise précise, utilisez plutôt la{' '}
        <Link to={searchRoutes.advancedSearch}>recherche avancée</Link>.
      </p>
      {(state.status === 'error' || state.status === 'not-found') && <LoadFailure error={state.error} retry={state.retry} />}
      {state.status === 'loading' && <SkeletonList rows={8} compact label="Chargement des départements…" />}
      {state.status === 'ready' && items.length === 0 && <p role="status">Aucune entreprise active n'est enregistrée pour le moment.</p>}
      {mainland.length > 0 && (
        <section aria-labelledby="departments-mainland">
          <h2 id="departments-mainland">France métropolitaine</h2>
          <DepartmentList items={mainland} />
        </section>
      )}
      {overseas.length > 0 && (
        <section aria-labelledby="departments-overseas">
          <h2 id="departments-overseas">Outre-mer</h2>
          <DepartmentList items={overseas} />
        </section>
      )}
      {departments.status === 'ready' && <p className="visually-hidden">{departments.data.length} départements couverts par les greffes.</p>}
    </PageFrame>
  );
}

// The page's data needs download with it (pages.tsx, `lazyNeeds`).
export { departmentsNeeds };
