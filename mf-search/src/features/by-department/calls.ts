// The by-department pages' calls, each named once, and the pages' data needs: a page's loader
// makes the calls its first render shows (on the server to render with their answers, in the
// browser to start them before the page renders), and the page's data hooks read them under the
// keys their API paths and queries give. A department, sector or code the lists do not have makes
// no further call: the page is not found.
import { SeoCountListSchema, SeoEntreprisesSchema, apiCall, normaliseNafCode } from '@portail/shared';
import { dataNeeds, type PageLoadArgs } from '@portail/shared/remote/pageRoutes';
import { siteVariant } from '@portail/shared/site/variants';
import { SEO_PAGE_SIZE } from '../../api/searchApi';
import { areasCall, areasOf, findArea, findDivision, nafCodeCall, nafDivisionsCall, type Area, type Naf } from '../../reference/lists';

// The SEO listings (SPEC §9): each call's API path and query, written here only, make both its request and its key.
export const seoDepartmentsCall = apiCall(SeoCountListSchema, 'seo/departements');
/** New Caledonia's communes (by postcode) with their counts: its list pages are by province and commune. */
export const seoCommunesCall = apiCall(SeoCountListSchema, 'seo/communes');
export const seoSectorsCall = (department: string) => apiCall(SeoCountListSchema, 'seo/secteurs', { numero_departement: department });
export const seoNafCodesCall = (department: string, division: string) =>
  apiCall(SeoCountListSchema, 'seo/codes_naf', { numero_departement: department, secteur_activite: division });
export const seoCompaniesCall = (department: string, code: string, page: number) =>
  apiCall(SeoEntreprisesSchema, 'seo/entreprises', { numero_departement: department, code_naf: code, offset: page * SEO_PAGE_SIZE, limit: SEO_PAGE_SIZE });

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
export const departmentsNeeds = dataNeeds(({ site }) => {
  const territory = siteVariant(site).territory;
  return { territory, areas: areasCall(territory), counts: territory === 'NC' ? seoCommunesCall : seoDepartmentsCall };
});

/** The calls of a place's page once the place is found: its sectors, and for a province its communes' counts. */
export function placeCalls(area: Area) {
  return { sectors: seoSectorsCall(area.code), communeCounts: area.kind === 'province' ? seoCommunesCall : null };
}

/** /recherche-par-departement/:idDepartement: the place (a department, a province or a commune), then its sectors. */
export const departmentNeeds = dataNeeds(
  ({ params, site }) => {
    const territory = siteVariant(site).territory;
    return { territory, idDepartement: params.idDepartement ?? '', areas: areasCall(territory) };
  },
  ({ areas }, { territory, idDepartement }) => {
    const area = areas && findArea(areasOf(territory, areas), idDepartement);
    return area ? Object.values(placeCalls(area)) : [];
  },
);

/** The place and the sector of the address, once both lists have answered; null if either list failed or does not have it. */
function areaAndDivision(
  territory: 'FR' | 'NC',
  answers: { areas?: Parameters<typeof areasOf>[1]; divisions?: Parameters<typeof findDivision>[0] },
  idDepartement: string,
  idActivite: string,
) {
  if (!answers.areas || !answers.divisions) return null;
  const area = findArea(areasOf(territory, answers.areas), idDepartement);
  const division = findDivision(answers.divisions, idActivite);
  return area && division ? { area, division } : null;
}

const readActivity = ({ params, url, site }: PageLoadArgs) => {
  const territory = siteVariant(site).territory;
  return {
    territory,
    idDepartement: params.idDepartement ?? '',
    idActivite: params.idActivite ?? '',
    idCodeNaf: params.idCodeNaf ?? '',
    page: readListingPage(url.searchParams),
    areas: areasCall(territory),
    divisions: nafDivisionsCall,
  };
};

/** /recherche-par-departement/:idDepartement/:idActivite: both lists, then the sector's NAF codes. */
export const activityNeeds = dataNeeds(readActivity, (answers, { territory, idDepartement, idActivite }) => {
  const found = areaAndDivision(territory, answers, idDepartement, idActivite);
  return found ? [seoNafCodesCall(found.area.code, found.division.code)] : [];
});

/**
 * The NAF code page's calls once its place and sector are found: the code of the address when it
 * is a sub-class of the sector (null otherwise: no page), its label and its companies at `page`.
 */
export function nafCodeListing(area: Area, division: Naf, idCodeNaf: string, page: number) {
  const code = subclassOf(idCodeNaf, division.code);
  return code ? { code, label: nafCodeCall(code), companies: seoCompaniesCall(area.code, code, page) } : null;
}

/** /recherche-par-departement/:idDepartement/:idActivite/:idCodeNaf: both lists, then the code's label and its companies. */
export const nafCodeNeeds = dataNeeds(readActivity, (answers, { territory, idDepartement, idActivite, idCodeNaf, page }) => {
  const found = areaAndDivision(territory, answers, idDepartement, idActivite);
  const listing = found && nafCodeListing(found.area, found.division, idCodeNaf, page);
  return listing ? [listing.label, listing.companies] : [];
});
