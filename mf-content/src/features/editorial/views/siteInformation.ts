import { SITE_INFORMATION_PATH, SiteInformationSchema, apiCall } from '@portail/shared';

/** Who publishes, directs and hosts the site of `product` (GET /api/site-information). */
export const siteInformationCall = (product: string) =>
  apiCall(SiteInformationSchema, SITE_INFORMATION_PATH, { produit: product });
