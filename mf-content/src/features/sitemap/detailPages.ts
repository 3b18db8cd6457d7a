// The detail pages of this app that search engines list (the API's sitemaps read it): one per
// service, formality and official document. Its fixed routes are those of the registry.
import { OFFICIAL_DOCUMENTS } from '../kbis-documents/documents';
import { FORMALITIES } from '../formalities/formalities';
import { SERVICES } from '../services/services';

export const CONTENT_DETAIL_PATHS: readonly string[] = [
  ...SERVICES.filter((s) => s.href.startsWith('/services/')).map((s) => s.href),
  ...FORMALITIES.map((f) => `/formalites/${f.slug}`),
  ...OFFICIAL_DOCUMENTS.map((d) => `/kbis-documents/${d.slug}`),
];
