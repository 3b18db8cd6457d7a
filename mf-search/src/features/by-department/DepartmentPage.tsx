import { Link } from '@portail/shared/routing/RouterLink';
import { PageFrame, formatCount, useResource } from '@portail/shared';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { AREA_WORDING, areaOf, findArea, inThisArea, useAreas } from '../../reference/lists';
import { NotFound } from '../../NotFound';
import { LoadFailure, SkeletonList } from '../../states';
import { departmentNeeds, placeCalls } from './calls';
import { BY_DEPARTMENT_PATH, departmentPath } from './paths';
import { ReferencePending } from './ReferencePending';

export function DepartmentPage() {
  const { territory, idDepartement } = usePageNeeds(departmentNeeds);
  const wording = AREA_WORDING[territory];
  const areas = useAreas();
  const department = areas.status === 'ready' ? findArea(areas.data, idDepartement) : undefined;
  const calls = department ? placeCalls(department) : null;
  const state = useResource(calls?.sectors ?? null);
  const communeCounts = useResource(calls?.communeCounts ?? null);
  if (areas.status !== 'ready') return <ReferencePending lists={[areas]} />;
  if (!department) return <NotFound />;
  const label = department.label;
  const communes = areas.data.filter((c) => c.province === department.code);
  const counts = new Map(communeCounts.status === 'ready' ? communeCounts.data.items.map((c) => [c.code, c.nombre_entreprises] as const) : []);
  return (
    <PageFrame
      title={`Entreprises par secteur d'activité – ${label}`}
      breadcrumb={[{ label: wording.browse, href: BY_DEPARTMENT_PATH }, { label }]}
      description={`Les entreprises ${areaOf(department)}, classées par secteur d'activité.`}
    >
      <p>
        Choisissez le secteur d'activité des entreprises {areaOf(department)} que vous recherchez. Chaque secteur
        correspond à une division de la nomenclature d'activités française (NAF rév. 2), déterminée par le code
        APE attribué par l'INSEE.
      </p>
      <h2>Secteurs d'activité</h2>
      {(state.status === 'error' || state.status === 'not-found') && <LoadFailure error={state.error} retry={state.retry} />}
      {state.status === 'loading' && <SkeletonList rows={8} compact label="Chargement des secteurs…" />}
      {state.status === 'ready' && state.data.items.length === 0 && (
        <p role="status">Aucune entreprise active n'est enregistrée {inThisArea(department)}.</p>
      )}
      {state.status === 'ready' && state.data.items.length > 0 && (
        <ul className="link-columns search-cards">
          {state.data.items.map((d) => (
            <li key={d.code}>
              <Link to={departmentPath(department.code, d.code)}>
                {d.code} – {d.libelle}
              </Link>{' '}
              <span className="count search-cards__count">({formatCount(d.nombre_entreprises)})</span>
            </li>
          ))}
        </ul>
      )}
      {communes.length > 0 && (
        <section aria-labelledby="province-communes">
          <h2 id="province-communes">Communes de la province</h2>
          <ul className="link-columns search-cards">
            {communes.map((c) => (
              <li key={c.code}>
                <Link to={departmentPath(c.code)}>{c.label}</Link>
                {counts.has(c.code) && <span className="count search-cards__count"> ({formatCount(counts.get(c.code)!)})</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </PageFrame>
  );
}

// The page's data needs download with it (pages.tsx, `lazyNeeds`).
export { departmentNeeds };
