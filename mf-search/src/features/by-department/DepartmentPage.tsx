import { useParams } from 'react-router';
import { Link } from '@portail/shared/routing/RouterLink';
import { PageFrame, formatCount, useResource } from '@portail/shared';
import { departmentLabel, findDepartment, useDepartments } from '../../reference/lists';
import { NotFound } from '../../NotFound';
import { LoadFailure, SkeletonList } from '../../states';
import { seoSectorsCall } from './calls';
import { BY_DEPARTMENT_PATH, departmentPath } from './paths';
import { ReferencePending } from './ReferencePending';

export function DepartmentPage() {
  const { idDepartement = '' } = useParams();
  const departments = useDepartments();
  const department = departments.status === 'ready' ? findDepartment(departments.data, idDepartement) : undefined;
  const state = useResource(department ? seoSectorsCall(department.code) : null);
  if (departments.status !== 'ready') return <ReferencePending lists={[departments]} />;
  if (!department) return <NotFound />;
  const label = departmentLabel(department);
  return (
    <PageFrame
      title={`Entreprises par secteur d'activité – ${label}`}
      breadcrumb={[{ label: 'Recherche par département', href: BY_DEPARTMENT_PATH }, { label }]}
      description={`Les entreprises du département ${label}, classées par secteur d'activité.`}
    >
      <p>
        Choisissez le secteur d'activité des entreprises du département {label} que vous recherchez. Chaque secteur
        correspond à une division de la nomenclature d'activités française (NAF rév. 2), déterminée par le code
        APE attribué par l'INSEE.
      </p>
      <h2>Secteurs d'activité</h2>
      {(state.status === 'error' || state.status === 'not-found') && <LoadFailure error={state.error} retry={state.retry} />}
      {state.status === 'loading' && <SkeletonList rows={8} compact label="Chargement des secteurs…" />}
      {state.status === 'ready' && state.data.items.length === 0 && (
        <p role="status">Aucune entreprise active n'est enregistrée dans ce département.</p>
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
    </PageFrame>
  );
}
