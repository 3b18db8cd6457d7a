import { Link, useParams } from 'react-router';
import { Loading, PageFrame } from '@portail/shared';
import { departmentLabel, findDepartment } from '../reference/departments';
import { nafDivision } from '../reference/nafDivisions';
import { useNafSubclasses } from '../reference/useNafSubclasses';
import { NotFound } from '../../NotFound';
import { BY_DEPARTMENT_PATH, companySearchPath, departmentPath } from './paths';

export function ActivityPage() {
  const { idDepartement = '', idActivite = '' } = useParams();
  const department = findDepartment(idDepartement);
  const division = nafDivision(idActivite);
  const subclasses = useNafSubclasses();
  if (!department || !division) return <NotFound />;
  const label = departmentLabel(department);
  return (
    <PageFrame
      title={`${division.label} – ${label}`}
      breadcrumb={[
        { label: 'Recherche par département', href: BY_DEPARTMENT_PATH },
        { label, href: departmentPath(department.code) },
        { label: division.label },
      ]}
      description={`Les entreprises du secteur « ${division.label} » dans le département ${label}, par code NAF.`}
    >
      <p>
        Le secteur {division.code} de la nomenclature NAF rév. 2 se décline en codes d'activité plus précis.
        Choisissez un code NAF pour parcourir les entreprises du département {label} qui l'exercent à titre
        principal, ou <Link to={companySearchPath(department.code, division.code)}>recherchez toutes les entreprises de ce secteur dans ce département</Link>.
      </p>
      <h2>Codes NAF du secteur</h2>
      {subclasses.status === 'loading' && <Loading label="Chargement des codes NAF…" />}
      {subclasses.status === 'failed' && <p role="alert">La liste des codes NAF n'a pas pu être chargée. Rechargez la page pour réessayer.</p>}
      {subclasses.status === 'ready' && (
        <ul className="link-columns">
          {subclasses.list
            .filter((c) => c.code.startsWith(`${division.code}.`))
            .map((c) => (
              <li key={c.code}>
                <Link to={departmentPath(department.code, division.code, c.code)}>
                  {c.code} – {c.label}
                </Link>
              </li>
            ))}
        </ul>
      )}
    </PageFrame>
  );
}
