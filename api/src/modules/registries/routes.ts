import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CommunesCouvertesSchema,
  GreffeFicheSchema,
  GreffeListSchema,
} from '@portail/shared/api';
import {
  CommunesCouvertesQuerySchema,
  GreffeCodeParamsSchema,
  GreffesQuerySchema,
} from '@portail/shared/api/requests';
import { CACHED } from '../../http/caching';
import { PUBLIC_ROUTE_ERRORS as errors, orNotFound } from '../../http/routes';
import { communesCouvertes, getGreffe, searchGreffes } from './service';

/** Registry directory: search and fiche (SPEC §2 /rechercher-un-greffe, /fiche-greffe/{slug}/{code}). */
export async function registriesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/greffes',
    { ...CACHED.reference, schema: { tags: ['Greffes'], summary: 'Recherche de greffes', querystring: GreffesQuerySchema, response: { 200: GreffeListSchema, ...errors } } },
    async (req) => searchGreffes(req.query),
  );
  r.get(
    '/greffes/:code',
    { ...CACHED.reference, schema: { tags: ['Greffes'], summary: 'Fiche greffe', params: GreffeCodeParamsSchema, response: { 200: GreffeFicheSchema, ...errors } } },
    async (req) => orNotFound(getGreffe(req.params.code), 'Greffe introuvable.'),
  );
  r.get(
    '/greffes/:code/communes',
    {
      ...CACHED.reference,
      schema: {
        tags: ['Greffes'],
        summary: 'Communes du ressort du greffe',
        params: GreffeCodeParamsSchema,
        querystring: CommunesCouvertesQuerySchema,
        response: { 200: CommunesCouvertesSchema, ...errors },
      },
    },
    async (req) => orNotFound(communesCouvertes(req.params.code, req.query), 'Greffe introuvable.'),
  );
}
