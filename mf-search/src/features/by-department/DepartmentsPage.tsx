import { Link } from 'react-router';
import { PageFrame } from '@portail/shared';
import { DEPARTMENTS, departmentLabel, type Department } from '../reference/departments';
import { departmentPath } from './paths';

function DepartmentList({ items }: { items: readonly Department[] }) {
  return (
    <ul className="link-columns">
      {items.map((d) => (
        <li key={d.code}>
          <Link to={departmentPath(d.code)}>{departmentLabel(d)}</Link>
        </li>
      ))}
    </ul>
  );
}

export function DepartmentsPage() {
  // Mainland departments have 2-character codes (2A and 2B for Corsica); overseas ones have 3.
  const mainland = DEPARTMENTS.filter((d) => d.code.length === 2);
  const overseas = DEPARTMENTS.filter((d) => d.code.length === 3);
  return (
    <PageFrame
      title="Recherche d'entreprises par département"
      breadcrumb={[{ label: 'Recherche par département' }]}
      description="Parcourez les entreprises immatriculées par département, par secteur d'activité et par code NAF."
    >
      <p>
        Choisissez un département, puis un secteur d'activité et un code NAF (nomenclature d'activités française,
        révision 2) pour parcourir les entreprises qui y ont leur siège. Pour retrouver une entreprise précise,
        utilisez plutôt la <Link to="/recherche-entreprise-dirigeant/recherche-avancee">recherche avancée</Link>.
      </p>
      <section aria-labelledby="departments-mainland">
        <h2 id="departments-mainland">France métropolitaine</h2>
        <DepartmentList items={mainland} />
      </section>
      <section aria-labelledby="departments-overseas">
        <h2 id="departments-overseas">Outre-mer</h2>
        <DepartmentList items={overseas} />
      </section>
    </PageFrame>
  );
}
