import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { STATISTIQUES_PATH, StatistiquesSchema, type Statistiques } from '@portail/shared/api';
import type { Database } from '../../db/types';
import { PUBLIC_CACHE } from '../../http/caching';
import { GREFFES } from '../../data/greffes';
import { estimatedCount } from './counts';

/** How long the figures are served from memory: they move slowly and the home page asks for them on every visit. */
export const STATISTIQUES_TTL_MS = 60_000;

export interface StatisticsOptions {
  db: Database;
  ttlMs?: number;
  /** Clock, for tests. */
  now?: () => number;
}

/** Key figures of the register (home page): companies, establishments, registries. Public. */
export async function statisticsRoutes(app: FastifyInstance, opts: StatisticsOptions): Promise<void> {
  const ttl = opts.ttlMs ?? STATISTIQUES_TTL_MS;
  const now = opts.now ?? Date.now;
  // One computation at a time: concurrent requests share the pending one.
  let cached: { at: number; value: Promise<Statistiques> } | null = null;

  const compute = async (): Promise<Statistiques> => {
    const [entreprises, etablissements] = await Promise.all([estimatedCount(opts.db, 'entreprise'), estimatedCount(opts.db, 'etablissement')]);
    return { entreprises, etablissements, greffes: GREFFES.length };
  };

  app.withTypeProvider<ZodTypeProvider>().get(
    `/${STATISTIQUES_PATH}`,
    { config: { cache: PUBLIC_CACHE.reference }, schema: { tags: ['Statistiques'], summary: 'Chiffres clés du registre', response: { 200: StatistiquesSchema } } },
    async () => {
      if (!cached || now() - cached.at >= ttl) {
        const value = compute();
        cached = { at: now(), value };
        // A failure is not kept: the next request computes again.
        value.catch(() => {
          if (cached?.value === value) cached = null;
        });
      }
      return cached.value;
    },
  );
}
