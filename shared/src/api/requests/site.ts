// Request schema of the site's legal identity: which site asks, by its product slug.
import * as z from 'zod/mini';
import { SITE_PRODUCTS } from '../site';

export const SiteInformationQuerySchema = z.object({
  produit: z.enum(SITE_PRODUCTS, { error: `Le paramètre produit doit valoir ${SITE_PRODUCTS.join(' ou ')}.` }),
});
