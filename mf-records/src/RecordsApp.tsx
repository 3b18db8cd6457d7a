import { BrowserRouter, Route, Routes } from 'react-router';
import { CompanyPage } from './features/company/CompanyPage';
import { CompanyBySlugPage } from './features/company/CompanyBySlugPage';
import { EstablishmentBySlugPage, EstablishmentPage } from './features/establishment/EstablishmentPage';
import { ExecutiveBySlugPage, ExecutivePage } from './features/executive/ExecutivePage';
import { EstablishmentListPage } from './features/establishment-list/EstablishmentListPage';
import { RegistryBySlugPage, RegistryDetailsPage } from './features/registry-details/RegistryDetailsPage';
import { VerificationFormPage } from './features/document-verification/VerificationFormPage';
import { VerificationPage } from './features/document-verification/VerificationPage';
import { NotFound } from './NotFound';
import { RECORD_ROUTES } from './features/record/paths';
import './records.css';

// Canonical record routes first; the catch-all slug routes (SPEC §2) find the entity by the number
// ending their slug and replace the URL by the canonical one. Then the public verification of an
// issued document. Anything else is NotFound.
export function RecordsRoutes() {
  return (
    <Routes>
      <Route path={RECORD_ROUTES.company} element={<CompanyPage />} />
      <Route path="/entreprise/*" element={<CompanyBySlugPage />} />
      <Route path="/entreprise-societe/*" element={<CompanyBySlugPage />} />
      <Route path={RECORD_ROUTES.establishment} element={<EstablishmentPage />} />
      <Route path="/etablissement/*" element={<EstablishmentBySlugPage />} />
      <Route path={RECORD_ROUTES.executive} element={<ExecutivePage />} />
      <Route path="/dirigeant/*" element={<ExecutiveBySlugPage />} />
      <Route path={RECORD_ROUTES.establishmentList} element={<EstablishmentListPage />} />
      <Route path="/liste_etablissements/*" element={<CompanyBySlugPage target="establishments" />} />
      <Route path={RECORD_ROUTES.registry} element={<RegistryDetailsPage />} />
      <Route path="/fiche-greffe/*" element={<RegistryBySlugPage />} />
      <Route path={RECORD_ROUTES.verificationForm} element={<VerificationFormPage />} />
      <Route path={RECORD_ROUTES.verification} element={<VerificationPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

export function RecordsApp() {
  return (
    <BrowserRouter>
      <RecordsRoutes />
    </BrowserRouter>
  );
}
