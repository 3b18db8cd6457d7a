import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { AdvancedSearchPage } from './features/advanced-search/AdvancedSearchPage';
import { ADVANCED_SEARCH_PATH } from './features/advanced-search/criteria';
import { ResultsPage } from './features/results/ResultsPage';
import { DepartmentsPage } from './features/by-department/DepartmentsPage';
import { DepartmentPage } from './features/by-department/DepartmentPage';
import { ActivityPage } from './features/by-department/ActivityPage';
import { NafCodePage } from './features/by-department/NafCodePage';
import { RegistrySearchPage } from './features/registries/RegistrySearchPage';
import { PledgeSearchPage } from './features/services/PledgeSearchPage';
import { CaseSearchPage } from './features/services/CaseSearchPage';
import { CaseDetailPage } from './features/services/CaseDetailPage';
import { NotFound } from './NotFound';

/** The bare search path opens the advanced search, keeping the query. */
function ToAdvancedSearch() {
  const { search } = useLocation();
  return <Navigate replace to={`${ADVANCED_SEARCH_PATH}${search}`} />;
}

export function SearchRoutes() {
  return (
    <Routes>
      <Route path="/recherche-entreprise-dirigeant" element={<ToAdvancedSearch />} />
      <Route path="/recherche-entreprise-dirigeant/recherche-avancee" element={<AdvancedSearchPage />} />
      <Route path="/recherche-entreprise-dirigeant/resultats-de-recherche" element={<ResultsPage />} />
      <Route path="/recherche-par-departement" element={<DepartmentsPage />} />
      <Route path="/recherche-par-departement/:idDepartement" element={<DepartmentPage />} />
      <Route path="/recherche-par-departement/:idDepartement/:idActivite" element={<ActivityPage />} />
      <Route path="/recherche-par-departement/:idDepartement/:idActivite/:idCodeNaf" element={<NafCodePage />} />
      <Route path="/rechercher-un-greffe" element={<RegistrySearchPage />} />
      <Route path="/services/recherche-gage-sans-depossession" element={<PledgeSearchPage />} />
      <Route path="/services/consulter-une-affaire" element={<CaseSearchPage />} />
      <Route path="/services/detail-affaire/:id" element={<CaseDetailPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

export function SearchApp() {
  return (
    <BrowserRouter>
      <SearchRoutes />
    </BrowserRouter>
  );
}
