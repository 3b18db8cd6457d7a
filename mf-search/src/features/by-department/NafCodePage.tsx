import { Link, useParams } from 'react-router';
import { PageFrame } from '@portail/shared';
import { departmentLabel, findDepartment } from '../reference/departments';
import { nafDivision } from '../reference/nafDivisions';
import { normaliseNafCode, useNafSubclasses } from '../reference/useNafSubclasses';
import { NotFound } from '../../NotFound';
import { BY_DEPARTMENT_PATH, companySearchPath, departmentPath } from './paths';

export function NafCodePage() {
  const { idDepartement = '', idActivite = '', idCodeNaf = '' } = useParams();
  const department = findDepartment(idDepartement);
  const division = nafDivision(idActivite);
  const code = normaliseNafCode(idCodeNaf);
  const subclasses = useNafSubclasses();
  if (!department || !division || !code || !code.startsWith(`${division.code}.`)) return <NotFound />;
  const subclass = subclasses.status === 'ready' ? subclasses.list.find((c) => c.code === code) : undefined;
  if (subclasses.status === 'ready' && !subclass) return <NotFound />;
  const label = departmentLabel(department);
  return (
    <PageFrame
      title={`Entreprises du code NAF ${code} – ${label}`}
      breadcrumb={[
        { label: 'Recherche par département', href: BY_DEPARTMENT_PATH },
        { label, href: departmentPath(department.code) },
        { label: division.label, href: departmentPath(department.code, division.code) },
        { label: code },
      ]}
      description={`Les entreprises du département ${label} dont l'activité principale relève du code NAF ${code}.`}
    >
      <p>
        Code NAF {code}
        {subclass ? ` : ${subclass.label}` : ''}, dans le secteur « {division.label} ».
      </p>
      <p>
        Le code NAF (ou code APE) est attribué par l'INSEE à l'immatriculation d'une entreprise, d'après son
        activité principale. Pour consulter la fiche d'une entreprise de ce secteur dans le département {label} et
        commander ses documents officiels,{' '}
        <Link to={companySearchPath(department.code, division.code)}>lancez une recherche d'entreprises</Link>.
      </p>
    </PageFrame>
  );
}
