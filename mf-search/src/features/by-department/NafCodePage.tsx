import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Link } from '@portail/shared/routing/RouterLink';
import { PageFrame, Pagination, SiteLink, formatSiren, formatCount, useResource } from '@portail/shared';
import { SEO_PAGE_SIZE, seoEntreprises } from '../../api/searchApi';
import { departmentLabel, findDepartment } from '../reference/departments';
import { nafDivision } from '../reference/nafDivisions';
import { normaliseNafCode, useNafSubclasses } from '../reference/useNafSubclasses';
import { NotFound } from '../../NotFound';
import { companyPath } from '../links';
import { Empty, LoadFailure, SkeletonList } from '../states';
import { BY_DEPARTMENT_PATH, companySearchPath, departmentPath } from './paths';

export function NafCodePage() {
  const { idDepartement = '', idActivite = '', idCodeNaf = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const department = findDepartment(idDepartement);
  const division = nafDivision(idActivite);
  const code = normaliseNafCode(idCodeNaf);
  const subclasses = useNafSubclasses();
  const page = /^\d+$/.test(params.get('page') ?? '') ? Number(params.get('page')) : 0;
  const valid = department && division && code && code.startsWith(`${division.code}.`);
  const state = useResource(valid ? `entreprises:${department.code}:${code}:${page}` : null, (signal) =>
    seoEntreprises({ numero_departement: department!.code, code_naf: code!, offset: page * SEO_PAGE_SIZE }, signal),
  );
  if (!valid) return <NotFound />;
  const subclass = subclasses.status === 'ready' ? subclasses.list.find((c) => c.code === code) : undefined;
  if (subclasses.status === 'ready' && !subclass) return <NotFound />;
  const label = departmentLabel(department);
  const here = departmentPath(department.code, division.code, code);
  const pageHref = (p: number) => (p === 0 ? here : `${here}?page=${p}`);
  return (
    <PageFrame
      title={`Entreprises du code NAF ${code} – ${label}${page > 0 ? ` – page ${page + 1}` : ''}`}
      heading={`Entreprises du code NAF ${code} – ${label}`}
      breadcrumb={[
        { label: 'Recherche par département', href: BY_DEPARTMENT_PATH },
        { label, href: departmentPath(department.code) },
        { label: division.label, href: departmentPath(department.code, division.code) },
        { label: code },
      ]}
      description={`Les entreprises actives du département ${label} dont l'activité principale relève du code NAF ${code}.`}
    >
      <p>
        Code NAF {code}
        {subclass ? ` : ${subclass.label}` : ''}, dans le secteur « {division.label} ». Vous pouvez aussi{' '}
        <Link to={companySearchPath(department.code, division.code)}>rechercher parmi toutes les entreprises de ce secteur</Link>.
      </p>
      <h2>Entreprises</h2>
      {(state.status === 'error' || state.status === 'not-found') && <LoadFailure error={state.error} retry={state.retry} />}
      {state.status === 'loading' && <SkeletonList rows={10} compact label="Chargement des entreprises…" />}
      {state.status === 'ready' && state.data.items.length === 0 && (
        <Empty title="Aucune entreprise active n'exerce cette activité dans ce département." />
      )}
      {state.status === 'ready' && state.data.items.length > 0 && (
        <>
          <p role="status">
            {formatCount(state.data.total)} entreprise{state.data.total > 1 ? 's' : ''} active{state.data.total > 1 ? 's' : ''}
          </p>
          <ul className="link-columns search-cards">
            {state.data.items.map((c) => (
              <li key={c.id}>
                <SiteLink href={companyPath({ denomination: c.denomination, numero: c.numero_identification, id: c.id })}>
                  {c.denomination ?? formatSiren(c.numero_identification)}
                </SiteLink>
                {c.commune ? ` – ${c.commune}` : ''}
              </li>
            ))}
          </ul>
          <Pagination
            label="Pages des entreprises"
            page={page}
            pageCount={Math.ceil(state.data.total / SEO_PAGE_SIZE)}
            hrefFor={pageHref}
            onChange={(p) => navigate(pageHref(p))}
          />
        </>
      )}
    </PageFrame>
  );
}
