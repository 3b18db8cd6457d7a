// Request schemas of the search-engine files (robots.txt, sitemaps), for the API. The shell that
// serves them at its root says which site they are for.
import * as z from 'zod/mini';

/** The kinds of sitemap files, each split into files of at most 50,000 URLs. */
export const SITEMAP_KINDS = ['entreprises', 'etablissements', 'dirigeants', 'greffes', 'pages'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

const isOrigin = (v: string) => {
  try {
    const u = new URL(v);
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.origin === v;
  } catch {
    return false;
  }
};

export const SeoSiteQuerySchema = z.object({
  /** The site's origin as visitors see it ("https://www.example.fr"), without a trailing slash. */
  origin: z.string({ error: 'Le paramètre origin est requis.' }).check(z.refine(isOrigin, { error: 'Le paramètre origin doit être une origine http(s), sans chemin.' })),
  /** Whose companies the site lists: mainland France or New Caledonia. */
  territoire: z.enum(['FR', 'NC'], { error: 'Le paramètre territoire doit valoir FR ou NC.' }),
  /** The site's product slug, as in /contact-{produit}. */
  produit: z.string({ error: 'Le paramètre produit est requis.' }).check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Le paramètre produit doit être un identifiant en minuscules.' })),
});

export const SitemapFileParamsSchema = z.object({
  /** "{kind}-{n}.xml.gz", n from 1. */
  fichier: z.string().check(z.regex(new RegExp(`^(${SITEMAP_KINDS.join('|')})-[1-9]\\d{0,5}\\.xml\\.gz$`), { error: 'Fichier de plan du site inconnu.' })),
});
