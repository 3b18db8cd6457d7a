// The record pages, each with its data needs, declared beside it: the server makes their calls
// before it renders the page once, the browser starts them before the page renders. Canonical
// record routes first; the catch-all slug routes (SPEC §2) find the entity by the number ending
// their slug and replace the URL by the canonical one. Then the public verification of an issued
// document. Anything else is NotFound.
import { definePages, pagesOf } from '@portail/shared/remote/pageRoutes';
import { lazyPage } from '@portail/shared/remote/lazyPage';
import { companyBySlugNeeds, companyNeeds } from './features/company/needs';
import { establishmentBySlugNeeds, establishmentNeeds } from './features/establishment/needs';
import { executiveBySlugNeeds, executivePageNeeds } from './features/executive/needs';
import { establishmentListNeeds } from './features/establishment-list/needs';
import { registryBySlugNeeds, registryDetailsNeeds } from './features/registry-details/needs';
import { verificationNeeds } from './features/document-verification/needs';
import { RECORD_ROUTES } from './record/paths';
import { NotFound } from './NotFound';
import './records.css';
// The stylesheets of pages whose code downloads on demand, in the remote's own stylesheet: the
// server's page links it, and the server-rendered markup is styled before its code arrives.
import './features/company/history.css';
import './record/orderBar.css';

// Each page's code downloads when it is first shown (or, for the page at the address, with the
// remote's `./app`): a visitor downloads the pages they open, not the whole record.
const CompanyPage = lazyPage(() => import(/* webpackChunkName: "records-company" */ './features/company/CompanyPage'), (m) => m.CompanyPage);
const CompanyBySlugPage = lazyPage(() => import(/* webpackChunkName: "records-company-by-slug" */ './features/company/CompanyBySlugPage'), (m) => m.CompanyBySlugPage);
const establishmentPages = () => import(/* webpackChunkName: "records-establishment" */ './features/establishment/EstablishmentPage');
const EstablishmentPage = lazyPage(establishmentPages, (m) => m.EstablishmentPage);
const EstablishmentBySlugPage = lazyPage(establishmentPages, (m) => m.EstablishmentBySlugPage);
const executivePages = () => import(/* webpackChunkName: "records-executive" */ './features/executive/ExecutivePage');
const ExecutivePage = lazyPage(executivePages, (m) => m.ExecutivePage);
const ExecutiveBySlugPage = lazyPage(executivePages, (m) => m.ExecutiveBySlugPage);
const EstablishmentListPage = lazyPage(() => import(/* webpackChunkName: "records-establishment-list" */ './features/establishment-list/EstablishmentListPage'), (m) => m.EstablishmentListPage);
const registryPages = () => import(/* webpackChunkName: "records-registry" */ './features/registry-details/RegistryDetailsPage');
const RegistryDetailsPage = lazyPage(registryPages, (m) => m.RegistryDetailsPage);
const RegistryBySlugPage = lazyPage(registryPages, (m) => m.RegistryBySlugPage);
const VerificationFormPage = lazyPage(() => import(/* webpackChunkName: "records-verification-form" */ './features/document-verification/VerificationFormPage'), (m) => m.VerificationFormPage);
const VerificationPage = lazyPage(() => import(/* webpackChunkName: "records-verification" */ './features/document-verification/VerificationPage'), (m) => m.VerificationPage);

export const RECORD_PAGES = definePages(
  pagesOf(
    RECORD_ROUTES,
    {
      company: { Component: CompanyPage, needs: companyNeeds },
      companyBySlug: { Component: CompanyBySlugPage, needs: companyBySlugNeeds },
      companyLegacy: { Component: CompanyBySlugPage, needs: companyBySlugNeeds },
      establishment: { Component: EstablishmentPage, needs: establishmentNeeds },
      establishmentBySlug: { Component: EstablishmentBySlugPage, needs: establishmentBySlugNeeds },
      executive: { Component: ExecutivePage, needs: executivePageNeeds },
      executiveBySlug: { Component: ExecutiveBySlugPage, needs: executiveBySlugNeeds },
      establishmentList: { Component: EstablishmentListPage, needs: establishmentListNeeds },
      establishmentListBySlug: { element: <CompanyBySlugPage target="establishments" />, needs: companyBySlugNeeds },
      registry: { Component: RegistryDetailsPage, needs: registryDetailsNeeds },
      registryBySlug: { Component: RegistryBySlugPage, needs: registryBySlugNeeds },
      verificationForm: { Component: VerificationFormPage },
      verification: { Component: VerificationPage, needs: verificationNeeds },
    },
    NotFound,
  ),
);
