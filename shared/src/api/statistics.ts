import * as z from 'zod/mini';

/**
 * Key figures of the register shown on the home page. Counts of large tables are the planner's
 * estimate (exact below 10,000 rows), refreshed by the database's statistics: a cheap read, never
 * a full scan of a million-row table.
 */
export const StatistiquesSchema = z
  .object({
    /** Companies (legal units) in the register. */
    entreprises: z.int().check(z.gte(0)),
    /** Establishments of those companies. */
    etablissements: z.int().check(z.gte(0)),
    /** Commercial court registries in the directory. */
    greffes: z.int().check(z.gte(0)),
    /** The registry, when the territory has only one (New Caledonia: the tribunal mixte de commerce de Nouméa). */
    greffe: z.nullable(z.object({ code: z.string(), nom: z.string(), slug: z.string() })),
  })
  .register(z.globalRegistry, { id: 'Statistiques' });
export type Statistiques = z.infer<typeof StatistiquesSchema>;

/** API path of the figures, for the API's route and the pages' call. */
export const STATISTIQUES_PATH = 'statistiques';
