import { BrowserRouter, Route, Routes } from 'react-router';
import { HomePage } from './features/home/HomePage';
import { ServicesPage } from './features/services/ServicesPage';
import { ServicePage } from './features/services/ServicePage';
import { NewsPage } from './features/news/NewsPage';
import { NewsArticlePage } from './features/news/NewsArticlePage';
import { DossierPage } from './features/dossiers/DossierPage';
import { GuidePage } from './features/formalities-guide/GuidePage';
import { HelpPage } from './features/help/HelpPage';
import { VideoTutorialsPage } from './features/help/VideoTutorialsPage';
import { VideoTutorialPage } from './features/help/VideoTutorialPage';
import { FormalitiesPage } from './features/formalities/FormalitiesPage';
import { FormalityPage } from './features/formalities/FormalityPage';
import { FormsDownloadPage } from './features/formalities/FormsDownloadPage';
import { DgfipPage } from './features/formalities/DgfipPage';
import { DgfipFormalityPage } from './features/formalities/DgfipFormalityPage';
import { CompanyTypeFormalitiesPage } from './features/formalities/CompanyTypeFormalitiesPage';
import { KbisDocumentsPage } from './features/kbis-documents/KbisDocumentsPage';
import { KbisDocumentPage } from './features/kbis-documents/KbisDocumentPage';
import { ProductPage } from './features/legal/ProductPage';
import { AboutPage } from './features/legal/AboutPage';
import { TermsPage } from './features/legal/TermsPage';
import { PrivacyPage } from './features/legal/PrivacyPage';
import { SiteMapPage } from './features/sitemap/SiteMapPage';
import { FaqPage } from './features/faq/FaqPage';
import { NotFound } from './NotFound';
import './content.css';

export function ContentRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/services" element={<ServicesPage />} />
      <Route path="/services/:slug" element={<ServicePage />} />
      <Route path="/actualites" element={<NewsPage />} />
      <Route path="/actualites/:slug" element={<NewsArticlePage />} />
      <Route path="/dossiers-thematiques/:a" element={<DossierPage />} />
      <Route path="/dossiers-thematiques/:a/:b" element={<DossierPage />} />
      <Route path="/dossiers-thematiques/:a/:b/:c" element={<DossierPage />} />
      <Route path="/guide-des-formalites/*" element={<GuidePage />} />
      <Route path="/aides-et-tutoriels" element={<HelpPage />} />
      <Route path="/tutoriels-videos" element={<VideoTutorialsPage />} />
      <Route path="/tutoriels-videos/:slug" element={<VideoTutorialPage />} />
      <Route path="/formalites" element={<FormalitiesPage />} />
      <Route path="/formalites/telecharger-formulaires-formalites-entreprise" element={<FormsDownloadPage />} />
      <Route path="/formalites/:slug" element={<FormalityPage />} />
      <Route path="/formalites-dgfip" element={<DgfipPage />} />
      <Route path="/formalites-dgfip/:slug" element={<DgfipFormalityPage />} />
      <Route path="/formalites-entreprise/:typeFormalite" element={<CompanyTypeFormalitiesPage />} />
      <Route path="/kbis-documents" element={<KbisDocumentsPage />} />
      <Route path="/kbis-documents/:slug" element={<KbisDocumentPage />} />
      <Route path="/qui-sommes-nous" element={<AboutPage />} />
      <Route path="/plan-du-site" element={<SiteMapPage />} />
      <Route path="/cgu-cgv" element={<TermsPage />} />
      <Route path="/politique-de-confidentialite-traitement-donnees-personnelles" element={<PrivacyPage />} />
      <Route path="/faq" element={<FaqPage />} />
      {/* /contact-{product} and /mentions-legales-{product}: literal routes above win over this one. */}
      <Route path="/:page" element={<ProductPage />} />
      <Route path="*" element={<NotFound />} />
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
