// The record pages, each with the calls its first render shows: the server makes them before it
// renders the page once, the browser starts them before the page renders. Canonical record routes
// first; the catch-all slug routes (SPEC §2) find the entity by the number ending their slug and
// replace the URL by the canonical one. Then the public verification of an issued document.
// Anything else is NotFound.
import { type PreloadSite } from '@portail/shared';
import { definePages, pagesOf, type PageCalls, type PageLoad } from '@portail/shared/remote/pageRoutes';
import { CompanyPage } from './features/company/CompanyPage';
import { CompanyBySlugPage, trailingCompanyNumber } from './features/company/CompanyBySlugPage';
import { EstablishmentBySlugPage, EstablishmentPage, trailingEstablishmentNumber } from './features/establishment/EstablishmentPage';
import { ExecutiveBySlugPage, ExecutivePage, trailingPersonId } from './features/executive/ExecutivePage';
import { EstablishmentListPage } from './features/establishment-list/EstablishmentListPage';
import { RegistryBySlugPage, RegistryDetailsPage, trailingRegistryCode } from './features/registry-details/RegistryDetailsPage';
import { VerificationFormPage } from './features/document-verification/VerificationFormPage';
import { VerificationPage } from './features/document-verification/VerificationPage';
import { verificationCall } from './features/document-verification/api';
import { isVerificationCode, normaliseCode } from './features/document-verification/code';
import {
  isIdSegment,
  companyByNumberCall,
  companyCall,
  companyEstablishmentsCall,
  establishmentByNumberCall,
  establishmentCall,
  establishmentListCall,
  establishmentStateFrom,
  filingsCall,
  functionFilterFrom,
  keyFiguresCall,
  municipalitiesCall,
  officersCall,
  ownersCall,
  personCall,
  personFunctionsCall,
  proceduresCall,
  registrationsCall,
  registryCall,
  sitePricesCall,
} from './record/api';
import { pageFromQuery } from './record/hooks';
import { REGISTRY_CODE, companyIdentifier, establishmentIdentifier } from './record/identifiers';
import { RECORD_ROUTES } from './record/paths';
import { NotFound } from './NotFound';
import './records.css';

/** Waits for every call, whatever each answers: a failed one is the page's to show. */
async function all(calls: Promise<unknown>[]): Promise<void> {
  await Promise.allSettled(calls);
}

/** The company record: the company, then every section, and the prices of its order panel. */
async function loadCompany(id: string, siren: string, site: PreloadSite, page: PageCalls): Promise<void> {
  const prices = page.get(sitePricesCall(site));
  const c = await page.get(companyCall(id));
  if (c.numero_identification !== siren) return;
  await all([
    prices,
    page.get(officersCall(c.id)),
    page.get(ownersCall(c.id)),
    page.get(companyEstablishmentsCall(c.id, 0)),
    page.get(keyFiguresCall(c.id)),
    page.get(proceduresCall(c.id)),
    page.get(filingsCall(c.id)),
    page.get(registrationsCall(c.id)),
  ]);
}

const companyPage: PageLoad = ({ params, site }, page) => {
  const { siren = '', id = '' } = params;
  if (companyIdentifier(siren) && isIdSegment(id)) return loadCompany(id, siren, site, page);
};

const companyBySlug: PageLoad = ({ params }, page) => {
  const number = trailingCompanyNumber(params['*'] ?? '');
  if (number) return page.get(companyByNumberCall(number));
};

const establishmentPage: PageLoad = ({ params }, page) => {
  const { number = '', id = '' } = params;
  if (establishmentIdentifier(number) && isIdSegment(id)) return page.get(establishmentCall(id));
};

const establishmentBySlug: PageLoad = ({ params }, page) => {
  const number = trailingEstablishmentNumber(params['*'] ?? '');
  if (number) return page.get(establishmentByNumberCall(number));
};

async function loadPerson(id: string, url: URL, page: PageCalls): Promise<void> {
  const person = await page.get(personCall(id));
  await page.get(personFunctionsCall(person.id, pageFromQuery(url.searchParams), functionFilterFrom(url.searchParams)));
}

const executivePage: PageLoad = ({ params, url }, page) => {
  const { id = '' } = params;
  if (isIdSegment(id)) return loadPerson(id, url, page);
};

const executiveBySlug: PageLoad = ({ params, url }, page) => {
  const id = trailingPersonId(params['*'] ?? '');
  if (id && isIdSegment(id)) return loadPerson(id, url, page);
};

const establishmentListPage: PageLoad = async ({ params, url }, page) => {
  const { siren = '', id = '' } = params;
  if (!companyIdentifier(siren) || !isIdSegment(id)) return;
  const c = await page.get(companyCall(id));
  if (c.numero_identification !== siren) return;
  await page.get(establishmentListCall(c.id, pageFromQuery(url.searchParams), establishmentStateFrom(url.searchParams)));
};

async function loadRegistry(code: string, page: PageCalls): Promise<void> {
  if (!REGISTRY_CODE.test(code)) return;
  const registry = await page.get(registryCall(code.toUpperCase()));
  await page.get(municipalitiesCall(registry.code, 0));
}

const registryPage: PageLoad = ({ params }, page) => loadRegistry(params.code ?? '', page);

const registryBySlug: PageLoad = ({ params }, page) => {
  const code = trailingRegistryCode(params['*'] ?? '');
  if (code) return loadRegistry(code, page);
};

const verificationPage: PageLoad = ({ params }, page) => {
  const code = normaliseCode(params.code ?? '');
  if (isVerificationCode(code)) return page.get(verificationCall(code));
};

export const RECORD_PAGES = definePages(
  pagesOf(
    RECORD_ROUTES,
    {
      company: { Component: CompanyPage, load: companyPage },
      companyBySlug: { Component: CompanyBySlugPage, load: companyBySlug },
      companyLegacy: { Component: CompanyBySlugPage, load: companyBySlug },
      establishment: { Component: EstablishmentPage, load: establishmentPage },
      establishmentBySlug: { Component: EstablishmentBySlugPage, load: establishmentBySlug },
      executive: { Component: ExecutivePage, load: executivePage },
      executiveBySlug: { Component: ExecutiveBySlugPage, load: executiveBySlug },
      establishmentList: { Component: EstablishmentListPage, load: establishmentListPage },
      establishmentListBySlug: { element: <CompanyBySlugPage target="establishments" />, load: companyBySlug },
      registry: { Component: RegistryDetailsPage, load: registryPage },
      registryBySlug: { Component: RegistryBySlugPage, load: registryBySlug },
      verificationForm: { Component: VerificationFormPage },
      verification: { Component: VerificationPage, load: verificationPage },
    },
    NotFound,
  ),
);
