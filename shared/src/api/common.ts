import * as z from 'zod/mini';

/** Every API error body: `{ statusCode, error, message }`, message in French. */
export const ApiErrorSchema = z
  .object({
    statusCode: z.int(),
    error: z.string(),
    message: z.string(),
  })
  .register(z.globalRegistry, { id: 'ApiError' });
export type ApiError = z.infer<typeof ApiErrorSchema>;

/**
 * An answer whose body the caller does not read (a command's acknowledgement). An app takes it from
 * here instead of building `z.unknown()` itself, which would bundle its own copy of the schema library.
 */
export const AnyAnswerSchema = z.unknown();

/** A page of results. `total` counts every match, `items` holds at most `limit` of them. */
export function pagedSchema<T extends z.core.SomeType>(item: T) {
  return z.object({
    total: z.int().check(z.gte(0)),
    limit: z.int().check(z.gte(0)),
    offset: z.int().check(z.gte(0)),
    items: z.array(item),
  });
}
export type Paged<T> = { total: number; limit: number; offset: number; items: T[] };

export const MAX_LIMIT = 100;

/** ISO date string (YYYY-MM-DD). */
export const IsoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** Amounts are integers in cents (SPEC §9: amounts are divided by 100 for display). */
export const Cents = z.int();

export const CodeLibelleSchema = z.object({ code: z.string(), libelle: z.string() });
export type CodeLibelle = z.infer<typeof CodeLibelleSchema>;

/**
 * The search engine's state, when it is a separate engine (OpenSearch): `degrade` while it does not
 * answer and PostgreSQL serves the searches, with why and since when.
 */
export const SearchHealthSchema = z.union([
  z.object({ moteur: z.string(), etat: z.literal('ok') }),
  z.object({ moteur: z.string(), etat: z.literal('degrade'), raison: z.string(), depuis: z.string() }),
]);
export type SearchHealth = z.infer<typeof SearchHealthSchema>;

/** `degraded`: the service answers, with a part working in a lesser way (the search's fallback). */
export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  entreprises: z.int(),
  recherche: z.optional(SearchHealthSchema),
});
export type Health = z.infer<typeof HealthSchema>;

/** Currencies of amounts: euros, CFP francs (New Caledonia). */
export const CURRENCIES = ['EUR', 'XPF'] as const;
export type Devise = (typeof CURRENCIES)[number];

/** Delivery formats (SPEC §3). */
export const DELIVERY_MODES = ['ELEC', 'COURRIER'] as const;
export type Diffusion = (typeof DELIVERY_MODES)[number];

/** Product categories, as the document definitions name them. */
export const PRODUCT_CATEGORIES = ['KBIS', 'COMPTES_ANNUELS', 'ACTE', 'ETAT_ENDETTEMENT', 'BENEFICIAIRES_EFFECTIFS', 'PROCEDURE_COLLECTIVE'] as const;
export type CodeCategorieProduit = (typeof PRODUCT_CATEGORIES)[number];
