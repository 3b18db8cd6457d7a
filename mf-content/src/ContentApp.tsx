import { BrowserRouter, Route, Routes } from 'react-router';
import { HomePage } from './features/home/HomePage';
import { SiteMapPage } from './features/sitemap/SiteMapPage';
import { ProductPage } from './features/legal/ProductPage';
import { EditorialRoute } from './features/editorial/EditorialRoute';
import './content.css';

/**
 * The home page and the site map are code; every other address the registry gives this app is an
 * editorial page compiled from `content/`, or the not-found page when no file is there.
 */
export function ContentRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/plan-du-site" element={<SiteMapPage />} />
      <Route path="/:page" element={<ProductPage />} />
      <Route path="*" element={<EditorialRoute />} />
    </Routes>
  );
}

export function ContentApp() {
  return (
    <BrowserRouter>
      <ContentRoutes />
    </BrowserRouter>
  );
}
