// The record pages, each with its data needs, declared beside it: the server makes their calls
// before it renders the page once, the browser starts them before the page renders. Canonical
// record routes first; the catch-all slug routes (SPEC §2) find the entity by the number ending
// their slug and replace the URL by the canonical one. Then the public verification of an issued
// document. Anything else is NotFound.
import { definePages, pagesOf } from '@portail/shared/remote/pageRoutes';
import { CompanyPage, companyNeeds } from './features/company/CompanyPage';
import { CompanyBySlugPage, companyBySlugNeeds } from './features/company/CompanyBySlugPage';
import { EstablishmentBySlugPage, EstablishmentPage, establishmentBySlugNeeds, establishmentNeeds } from './features/establishment/EstablishmentPage';
import { ExecutiveBySlugPage, ExecutivePage, executiveBySlugNeeds, executivePageNeeds } from './features/executive/ExecutivePage';
import { EstablishmentListPage, establishmentListNeeds } from './features/establishment-list/EstablishmentListPage';
import { RegistryBySlugPage, RegistryDetailsPage, registryBySlugNeeds, registryDetailsNeeds } from './features/registry-details/RegistryDetailsPage';
import { VerificationFormPage } from './features/document-verification/VerificationFormPage';
import { VerificationPage, verificationNeeds } from './features/document-verification/VerificationPage';
import { RECORD_ROUTES } from './record/paths';
import { NotFound } from './NotFound';
import './records.css';

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
