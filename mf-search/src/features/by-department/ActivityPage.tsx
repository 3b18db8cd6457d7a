import { Link } from '@portail/shared/routing/RouterLink';
import { PageFrame, formatCount, useResource } from '@portail/shared';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { AREA_WORDING, areaOf, findArea, findDivision, inThisArea, useAreas, useNafDivisions } from '../../reference/lists';
import { NotFound } from '../../NotFound';
import { LoadFailure, SkeletonList } from '../../states';
import { activityNeeds, seoNafCodesCall } from './calls';
import { BY_DEPARTMENT_PATH, companySearchPath, departmentPath } from './paths';
import { ReferencePending } from './ReferencePending';

export function ActivityPage() {
  const { territory, idDepartement, idActivite } = usePageNeeds(activityNeeds);
  const wording = AREA_WORDING[territory];
  const departments = useAreas();
  const divisions = useNafDivisions();
  const department = departments.status === 'ready' ? findArea(departments.data, idDepartement) : undefined;
  const division = divisions.status === 'ready' ? findDivision(divisions.data, idActivite) : undefined;
  const state = useResource(department && division ? seoNafCodesCall(department.code, division.code) : null);
  if (departments.status !== 'ready' || divisions.status !== 'ready') return <ReferencePending lists={[departments, divisions]} />;
  if (!department || !division) return <NotFound />;
  const label = department.label;
  return (
    <PageFrame
      title={`${division.libelle} – ${label}`}
      breadcrumb={[
        { label: wording.browse, href: BY_DEPARTMENT_PATH },
        { label, href: departmentPath(department.code) },
        { label: division.libelle },
      ]}
      description={`Les entreprises du secteur « ${division.libelle} » ${areaOf(department)}, par code NAF.`}
    >
      <p>
        Le secteur {division.code} de la nomenclature NAF rév. 2 se décline en codes d'activité plus précis.
        Choisissez un code NAF pour parcourir les entreprises {areaOf(department)} qui l'exercent à titre
        principal, ou <Link to={companySearchPath(department.code, division.code)}>recherchez toutes les entreprises de ce secteur {inThisArea(department)}</Link>.
      </p>
      <h2>Codes NAF du secteur</h2>
      {(state.status === 'error' || state.status === 'not-found') && <LoadFailure error={state.error} retry={state.retry} />}
      {state.status === 'loading' && <SkeletonList rows={6} compact label="Chargement des codes NAF…" />}
      {state.status === 'ready' && state.data.items.length === 0 && (
        <p role="status">Aucune entreprise active de ce secteur n'est enregistrée {inThisArea(department)}.</p>
      )}
      {state.status === 'ready' && state.data.items.length > 0 && (
        <ul className="link-columns search-cards">
          {state.data.items.map((c) => (
            <li key={c.code}>
              <Link to={departmentPath(department.code, division.code, c.code)}>
                {c.code} – {c.libelle}
              </Link>{' '}
              <span className="count search-cards__count">({formatCount(c.nombre_entreprises)})</span>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}

// The page's data needs download with it (pages.tsx, `lazyNeeds`).
export { activityNeeds };
