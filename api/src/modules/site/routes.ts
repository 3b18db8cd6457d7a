// The content host's calls (SPEC §7 "Other"): the site's legal identity and the specimen of the
// financial-performance figures. Public, the same for every visitor (PUBLIC_CACHE.site).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SITE_INFORMATION_PATH, SPECIMEN_PERFORMANCE_PATH, SiteInformationSchema, SpecimenPerformanceSchema } from '@portail/shared/api';
import { SiteInformationQuerySchema } from '@portail/shared/api/requests';
import { PUBLIC_CACHE } from '../../http/caching';
import { siteIdentityFromEnv, siteInformation, type SiteIdentity } from './information';
import { specimenPerformance } from './specimen';

export async function siteRoutes(app: FastifyInstance, opts: { identity?: SiteIdentity }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const identity = opts.identity ?? siteIdentityFromEnv();
  const tags = ['Site'];
  const config = { cache: PUBLIC_CACHE.site };

  r.get(
    `/${SITE_INFORMATION_PATH}`,
    {
      config,
      schema: {
        tags,
        summary: 'Identité légale du site',
        description: "L'éditeur, le directeur de la publication, l'hébergeur, l'adresse de contact et le médiateur de la consommation, tels que les mentions légales les publient.",
        querystring: SiteInformationQuerySchema,
        response: { 200: SiteInformationSchema },
      },
    },
    async (req) => siteInformation(identity, req.query.produit),
  );

  const specimen = specimenPerformance();
  r.get(
    `/${SPECIMEN_PERFORMANCE_PATH}`,
    {
      config,
      schema: {
        tags,
        summary: 'Spécimen des performances financières',
        description: "Les chiffres d'une entreprise fictive sur trois exercices et leurs ratios, montrés avant l'achat des comptes annuels.",
        response: { 200: SpecimenPerformanceSchema },
      },
    },
    async () => specimen,
  );
}
