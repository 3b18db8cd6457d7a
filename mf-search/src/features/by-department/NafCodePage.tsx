import { useNavigate } from 'react-router';
import { Link } from '@portail/shared/routing/RouterLink';
import { PageFrame, Pagination, SiteLink, companyNumberText, formatCount, useResource } from '@portail/shared';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { SEO_PAGE_SIZE } from '../../api/searchApi';
import { AREA_WORDING, areaOf, findArea, findDivision, inThisArea, useAreas, useNafDivisions } from '../../reference/lists';
import { NotFound } from '../../NotFound';
import { companyPath } from '../links';
import { Empty, LoadFailure, SkeletonList } from '../../states';
import { nafCodeListing, nafCodeNeeds } from './calls';
import { BY_DEPARTMENT_PATH, companySearchPath, departmentPath } from './paths';
import { ReferencePending } from './ReferencePending';

export function NafCodePage() {
  const { territory, idDepartement, idActivite, idCodeNaf, page } = usePageNeeds(nafCodeNeeds);
  const navigate = useNavigate();
  const wording = AREA_WORDING[territory];
  const departments = useAreas();
  const divisions = useNafDivisions();
  const department = departments.status === 'ready' ? findArea(departments.data, idDepartement) : undefined;
  const division = divisions.status === 'ready' ? findDivision(divisions.data, idActivite) : undefined;
  const listing = department && division ? nafCodeListing(department, division, idCodeNaf, page) : null;
  // The code's label; a code the nomenclature does not have is not a page. Until it is known (or if
  // it cannot be loaded), the page goes without the label.
  const naf = useResource(listing?.label ?? null);
  const state = useResource(listing?.companies ?? null);
  if (departments.status !== 'ready' || divisions.status !== 'ready') return <ReferencePending lists={[departments, divisions]} />;
  if (!department || !division || !listing || naf.status === 'not-found') return <NotFound />;
  const { code } = listing;
  const subclass = naf.status === 'ready' ? naf.data : undefined;
  const label = department.label;
  const here = departmentPath(department.code, division.code, code);
  const pageHref = (p: number) => (p === 0 ? here : `${here}?page=${p}`);
  return (
    <PageFrame
      title={`Entreprises du code NAF ${code} – ${label}${page > 0 ? ` – page ${page + 1}` : ''}`}
      heading={`Entreprises du code NAF ${code} – ${label}`}
      breadcrumb={[
        { label: wording.browse, href: BY_DEPARTMENT_PATH },
        { label, href: departmentPath(department.code) },
        { label: division.libelle, href: departmentPath(department.code, division.code) },
        { label: code },
      ]}
      description={`Les entreprises actives ${areaOf(department)} dont l'activité principale relève du code NAF ${code}.`}
    >
      <p>
        Code NAF {code}
        {subclass ? ` : ${subclass.libelle}` : ''}, dans le secteur « {division.libelle} ». Vous pouvez aussi{' '}
        <Link to={companySearchPath(department.code, division.code)}>rechercher parmi toutes les entreprises de ce secteur</Link>.
      </p>
      <h2>Entreprises</h2>
      {(state.status === 'error' || state.status === 'not-found') && <LoadFailure error={state.error} retry={state.retry} />}
      {state.status === 'loading' && <SkeletonList rows={10} compact label="Chargement des entreprises…" />}
      {state.status === 'ready' && state.data.items.length === 0 && (
        <Empty title={`Aucune entreprise active n'exerce cette activité ${inThisArea(department)}.`} />
      )}
      {state.status === 'ready' && state.data.items.length > 0 && (
        <>
          <p role="status">
            {formatCount(state.data.total)} entreprise{state.data.total > 1 ? 's' : ''} active{state.data.total > 1 ? 's' : ''}
          </p>
          <ul className="link-columns search-cards">
            {state.data.items.map((c) => (
              <li key={c.id}>
                <SiteLink href={companyPath(c)}>
                  {c.denomination ?? companyNumberText(c.numero_identification).display}
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

// The page's data needs download with it (pages.tsx, `lazyNeeds`).
export { nafCodeNeeds };
