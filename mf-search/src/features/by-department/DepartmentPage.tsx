import { Link, useParams } from 'react-router';
import { PageFrame } from '@portail/shared';
import { departmentLabel, findDepartment } from '../reference/departments';
import { NAF_DIVISIONS } from '../reference/nafDivisions';
import { NotFound } from '../../NotFound';
import { BY_DEPARTMENT_PATH, departmentPath } from './paths';

export function DepartmentPage() {
  const { idDepartement = '' } = useParams();
  const department = findDepartment(idDepartement);
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
      <ul className="link-columns">
        {NAF_DIVISIONS.map((d) => (
          <li key={d.code}>
            <Link to={departmentPath(department.code, d.code)}>
              {d.code} – {d.label}
            </Link>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
