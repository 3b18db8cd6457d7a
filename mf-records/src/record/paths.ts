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
} from '@portail/shared';

/** The record pages' route manifest: a pattern for each page, the router's and the registry's. */
export { default as RECORD_ROUTES } from '@portail/shared/routing/routes/mf-records.json';
