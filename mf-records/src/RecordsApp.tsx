import { BrowserRouter, Route, Routes } from 'react-router';
import { CompanyPage } from './features/company/CompanyPage';
import { CompanyBySlugPage } from './features/company/CompanyBySlugPage';
import { EstablishmentPage } from './features/establishment/EstablishmentPage';
import { ExecutivePage } from './features/executive/ExecutivePage';
import { EstablishmentListPage } from './features/establishment-list/EstablishmentListPage';
import { RegistryFichePage } from './features/registry-fiche/RegistryFichePage';
import { NotFound } from './NotFound';

// Any other path under /entreprise, /etablissement, /dirigeant, /liste_etablissements or
// /fiche-greffe (the shell sends them all here) falls through to NotFound.
export function RecordsRoutes() {
  return (
    <Routes>
      <Route path="/entreprise/:slug/:siren/:id" element={<CompanyPage />} />
      <Route path="/entreprise-societe/*" element={<CompanyBySlugPage />} />
      <Route path="/etablissement/:slug/:number/:id" element={<EstablishmentPage />} />
      <Route path="/dirigeant/:slug/:id" element={<ExecutivePage />} />
      <Route path="/liste_etablissements/:name/:siren/:id" element={<EstablishmentListPage />} />
      <Route path="/fiche-greffe/:slug/:code" element={<RegistryFichePage />} />
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
