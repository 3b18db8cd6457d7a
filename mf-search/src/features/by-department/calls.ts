// The by-department pages' calls, each named once, and the pages' loaders: a loader makes the
// calls its page's first render shows (on the server to render with their answers, in the browser
// to start them before the page renders), and the page's data hooks read them under the same keys.
// A department, sector or code the lists do not have makes no further call: the page is not found.
import { normaliseNafCode, resourceCall } from '@portail/shared';
import { type PageCalls, type PageLoad } from '@portail/shared/remote/pageRoutes';
import { siteVariant } from '@portail/shared/site/variants';
import { SEO_PAGE_SIZE, seoCodesNaf, seoCommunes, seoCompanies, seoDepartments, seoSectors } from '../../api/searchApi';
import { findArea, findDivision, loadAreas, nafCodeCall, nafDivisionsCall } from '../../reference/lists';

export const seoDepartmentsCall = resourceCall('departements', (signal) => seoDepartments(signal));
/** New Caledonia's communes with their counts: its list pages are by province and commune. */
export const seoCommunesCall = resourceCall('communes', (signal) => seoCommunes(signal));
export const seoSectorsCall = (department: string) => resourceCall(`secteurs:${department}`, (signal) => seoSectors(department, signal));
export const seoNafCodesCall = (department: string, division: string) =>
  resourceCall(`naf:${department}:${division}`, (signal) => seoCodesNaf(department, division, signal));
export const seoCompaniesCall = (department: string, code: string, page: number) =>
  resourceCall(`entreprises:${department}:${code}:${page}`, (signal) =>
    seoCompanies({ numero_departement: department, code_naf: code, offset: page * SEO_PAGE_SIZE }, signal),
  );

/** The listing page of the NAF code page's URL (`?page=`, from 0). */
export function readListingPage(params: URLSearchParams): number {
  return /^\d+$/.test(params.get('page') ?? '') ? Number(params.get('page')) : 0;
}

/** The NAF code of the URL, when it is a sub-class of `division`; null otherwise. */
export function subclassOf(idCodeNaf: string, division: string): string | null {
  const code = normaliseNafCode(idCodeNaf);
  return code && code.startsWith(`${division}.`) ? code : null;
}

/**
 * /recherche-par-departement: the places of the site's territory (departments, or New Caledonia's
 * provinces and communes), with their counts.
 */
export const loadDepartmentsPage: PageLoad = ({ site }, page) => {
  const territory = siteVariant(site).territory;
  return Promise.allSettled([loadAreas(territory, page), page.get(territory === 'NC' ? seoCommunesCall : seoDepartmentsCall)]);
};

/** /recherche-par-departement/:idDepartement: the place (a department, a province or a commune), then its sectors. */
export const loadDepartmentPage: PageLoad = async ({ params, site }, page) => {
  const territory = siteVariant(site).territory;
  const area = findArea(await loadAreas(territory, page), params.idDepartement ?? '');
  if (area) await Promise.allSettled([page.get(seoSectorsCall(area.code)), ...(area.kind === 'province' ? [page.get(seoCommunesCall)] : [])]);
};

/**
 * The place and the sector of the URL, once both lists have answered (one failing does not stop
 * the other); null if either list failed or does not have it.
 */
async function areaAndDivision(territory: 'FR' | 'NC', idDepartement = '', idActivite = '', page: PageCalls) {
  const [areas, divisions] = await Promise.allSettled([loadAreas(territory, page), page.get(nafDivisionsCall)]);
  if (areas.status === 'rejected' || divisions.status === 'rejected') return null;
  const area = findArea(areas.value, idDepartement);
  const division = findDivision(divisions.value, idActivite);
  return area && division ? { area, division } : null;
}

/** /recherche-par-departement/:idDepartement/:idActivite: both lists, then the sector's NAF codes. */
export const loadActivityPage: PageLoad = async ({ params, site }, page) => {
  const found = await areaAndDivision(siteVariant(site).territory, params.idDepartement, params.idActivite, page);
  if (found) await page.get(seoNafCodesCall(found.area.code, found.division.code));
};

/** /recherche-par-departement/:idDepartement/:idActivite/:idCodeNaf: both lists, then the code's label and its companies. */
export const loadNafCodePage: PageLoad = async ({ params, url, site }, page) => {
  const found = await areaAndDivision(siteVariant(site).territory, params.idDepartement, params.idActivite, page);
  const code = found && subclassOf(params.idCodeNaf ?? '', found.division.code);
  if (!found || !code) return;
  await Promise.allSettled([page.get(nafCodeCall(code)), page.get(seoCompaniesCall(found.area.code, code, readListingPage(url.searchParams)))]);
};
