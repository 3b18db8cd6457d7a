import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { STATISTIQUES_PATH, StatistiquesSchema, type Statistiques } from '@portail/shared/api';
import type { Database } from '../../db/types';
import { PUBLIC_CACHE } from '../../http/caching';
import { GREFFES } from '../../data/greffes';
import { estimatedCount, newCaledoniaCounts } from './counts';
import { greffesOfTerritory } from '../registries';
import { PUBLIC_ROUTE_ERRORS as errors } from '../../http/routes';
import { StatistiquesQuerySchema } from '@portail/shared/api/requests';

/** How long the figures are served from memory: they move slowly and the home page asks for them on every visit. */
export const STATISTIQUES_TTL_MS = 60_000;

export interface StatisticsOptions {
  db: Database;
  ttlMs?: number;
  /** Clock, for tests. */
  now?: () => number;
}

/**
 * Key figures of the register (home page): companies, establishments, registries; of one territory
 * when asked (`territoire`: each site shows its own). Public.
 */
export async function statisticsRoutes(app: FastifyInstance, opts: StatisticsOptions): Promise<void> {
  const ttl = opts.ttlMs ?? STATISTIQUES_TTL_MS;
  const now = opts.now ?? Date.now;
  // One computation at a time per territory: concurrent requests share the pending one.
  const cached = new Map<string, { at: number; value: Promise<Statistiques> }>();

  const compute = async (territoire: 'FR' | 'NC' | undefined): Promise<Statistiques> => {
    const [entreprises, etablissements, nc] = await Promise.all([
      territoire === 'NC' ? 0 : estimatedCount(opts.db, 'entreprise'),
      territoire === 'NC' ? 0 : estimatedCount(opts.db, 'etablissement'),
      territoire ? newCaledoniaCounts(opts.db) : null,
    ]);
    const greffes = territoire ? greffesOfTerritory(territoire) : GREFFES;
    const only = greffes.length === 1 ? greffes[0]! : null;
    const greffe = only && { code: only.code, nom: only.nom, slug: only.slug };
    if (territoire === 'NC') return { ...nc!, greffes: greffes.length, greffe };
    if (territoire === 'FR') {
      return { entreprises: Math.max(0, entreprises - nc!.entreprises), etablissements: Math.max(0, etablissements - nc!.etablissements), greffes: greffes.length, greffe };
    }
    return { entreprises, etablissements, greffes: greffes.length, greffe };
  };

  app.withTypeProvider<ZodTypeProvider>().get(
    `/${STATISTIQUES_PATH}`,
    {
      config: { cache: PUBLIC_CACHE.reference },
      schema: { tags: ['Statistiques'], summary: 'Chiffres clés du registre', querystring: StatistiquesQuerySchema, response: { 200: StatistiquesSchema, ...errors } },
    },
    async (req) => {
      const territoire = req.query.territoire;
      const key = territoire ?? 'ALL';
      let entry = cached.get(key);
      if (!entry || now() - entry.at >= ttl) {
        const value = compute(territoire);
        entry = { at: now(), value };
        cached.set(key, entry);
        // A failure is not kept: the next request computes again.
        value.catch(() => {
          if (cached.get(key)?.value === value) cached.delete(key);
        });
      }
      return entry.value;
    },
  );
}
