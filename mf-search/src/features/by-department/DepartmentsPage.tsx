import { Link } from '@portail/shared/routing/RouterLink';
import { PageFrame, type SeoCountList, formatCount, useResource } from '@portail/shared';
import { departmentLabel, useDepartments } from '../../reference/lists';
import { LoadFailure, SkeletonList } from '../../states';
import { seoDepartmentsCall } from './calls';
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

export function DepartmentsPage() {
  const departments = useDepartments();
  const state = useResource(seoDepartmentsCall);
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
