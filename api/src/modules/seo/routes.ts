// Search-engine files of a site: robots.txt, the sitemap index and its gzipped sitemaps. The shell
// serves them at its root (/robots.txt, /sitemap.xml, /sitemaps/…) and says which site asks.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SeoSiteQuerySchema, SitemapFileParamsSchema } from '@portail/shared/api/requests';
import { PUBLIC_CACHE } from '../../http/caching';
import { notFound } from '../../http/errors';
import type { Database } from '../../db/types';
import { loadContentIndex } from './contentIndex';
import { robotsTxt } from './robots';
import { parseSitemapFileName, sitemapFileExists, sitemapFiles, sitemapIndexXml, sitemapXml } from './sitemap';

/** Crawlers come back often enough; the data changes with the loads. */
const config = { cache: PUBLIC_CACHE.seo };

/** `contentIndexFile`: the content app's index of its pages (by default the configured one, see config.ts). */
export async function seoRoutes(app: FastifyInstance, opts: { db: Database; contentIndexFile?: string }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  // Read as the API starts: a missing index is said at once, not at a crawler's first visit.
  const content = loadContentIndex(opts.contentIndexFile);
  if (content.problem) app.log.warn(content.problem);
  const tags = ['SEO'];

  r.get('/seo/robots.txt', { config, schema: { tags, summary: 'robots.txt du site', querystring: SeoSiteQuerySchema } }, async (req, reply) => {
    reply.type('text/plain; charset=utf-8');
    return robotsTxt(req.query);
  });

  r.get('/seo/sitemap.xml', { config, schema: { tags, summary: 'Index des plans du site (sitemaps)', querystring: SeoSiteQuerySchema } }, async (req, reply) => {
    const files = await sitemapFiles(db, req.query);
    reply.type('application/xml; charset=utf-8');
    return sitemapIndexXml(req.query, files);
  });

  r.get(
    '/seo/sitemaps/:fichier',
    { config, schema: { tags, summary: 'Un plan du site compressé (50 000 adresses au plus)', querystring: SeoSiteQuerySchema, params: SitemapFileParamsSchema } },
    async (req, reply) => {
      const file = parseSitemapFileName(req.params.fichier);
      if (!file || !(await sitemapFileExists(db, req.query, file.kind, file.n))) throw notFound('Fichier de plan du site introuvable.');
      const gzip = createGzip();
      // A failure half-way closes the response: the client sees a truncated file, not a valid one.
      pipeline(Readable.from(sitemapXml(db, req.query, file.kind, file.n)), gzip).catch((err: unknown) => req.log.error(err));
      reply.type('application/gzip');
      return reply.send(gzip);
    },
  );
}
