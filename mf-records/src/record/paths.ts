// The paths are shared with the other apps and the API's sitemaps.
export {
  companyPath,
  establishmentListPath,
  establishmentNumber,
  establishmentPath,
  executivePath,
  firstGivenName,
  nameSlug,
  registryPath,
} from '@portail/shared/routing/recordPaths';

/** Route patterns of the canonical record pages, for the router and for the early calls. */
export const RECORD_ROUTES = {
  company: '/entreprise/:slug/:siren/:id',
  establishment: '/etablissement/:slug/:number/:id',
  executive: '/dirigeant/:slug/:id',
  establishmentList: '/liste_etablissements/:name/:siren/:id',
  registry: '/fiche-greffe/:slug/:code',
  /** The public verification of an issued document: the form, and the page of a code. */
  verificationForm: '/verification-document',
  verification: '/verification-document/:code',
} as const;
