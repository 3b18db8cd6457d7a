// First-party audience and performance measurement (SPEC §7 "Other": page view, search, internal
// click, account sign-up, and the Core Web Vitals of real visits), sent only with the visitor's
// consent. What crosses the wire names a route pattern of the site (`/entreprise/*`), never a path,
// a query string or anything typed; the API keeps daily counts and histograms, nothing per visit.
import * as z from 'zod/mini';
import { IsoDate } from './common';
import { TERRITOIRES } from './companies';

/** POST: a batch of measures (204). Staff GET under exploitation/: the report. Paths under /api. */
export const MESURES_PATH = 'mesures';

/** What happened on a page. */
export const TYPES_EVENEMENT_MESURE = ['page_vue', 'recherche', 'clic_interne', 'inscription'] as const;
export type TypeEvenementMesure = (typeof TYPES_EVENEMENT_MESURE)[number];

/** Core Web Vitals (LCP, INP, CLS) and two loading metrics (FCP, TTFB). */
export const METRIQUES_VITALES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type MetriqueVitale = (typeof METRIQUES_VITALES)[number];

/**
 * Largest value taken per metric: milliseconds, CLS unitless. A value beyond is a broken
 * measurement (a tab left in the background), not a visit.
 */
export const MAX_VITAL_VALUE: Record<MetriqueVitale, number> = { LCP: 120_000, INP: 60_000, CLS: 50, FCP: 120_000, TTFB: 120_000 };

export const MESURES_LIMITS = {
  /** Length of a route pattern. */
  routeMax: 120,
  /** Events and vitals in one batch. */
  evenementsMax: 50,
  vitalesMax: 20,
  /** Body of a batch, in bytes. */
  octetsMax: 16 * 1024,
} as const;

/**
 * The characters of a route pattern of the registry (`/actualites/:slug`, `/entreprise/*`,
 * `/contact-registre`): no spaces, no query string, no percent-encoded text.
 */
export const ROUTE_PATTERN = /^\/[A-Za-z0-9_\-/:*?.]*$/;

/** Requests per client address and minute (POST /api/mesures). */
export const MESURES_RATE_LIMIT = { max: 120, timeWindow: 60_000 };

const routeSchema = z
  .string({ error: 'Le champ route doit être un motif de route.' })
  .check(
    z.maxLength(MESURES_LIMITS.routeMax, { error: `Le champ route est limité à ${MESURES_LIMITS.routeMax} caractères.` }),
    z.regex(ROUTE_PATTERN, { error: 'Le champ route doit être un motif de route du site (par exemple /entreprise/*).' }),
  );

export const EvenementMesureSchema = z.object({
  type: z.enum(TYPES_EVENEMENT_MESURE, { error: `Le champ type doit valoir ${TYPES_EVENEMENT_MESURE.join(', ')}.` }),
  route: routeSchema,
});
export type EvenementMesure = z.infer<typeof EvenementMesureSchema>;

export const VitaleMesureSchema = z
  .object({
    metrique: z.enum(METRIQUES_VITALES, { error: `Le champ metrique doit valoir ${METRIQUES_VITALES.join(', ')}.` }),
    valeur: z.number({ error: 'Le champ valeur doit être un nombre.' }).check(z.gte(0, { error: 'Le champ valeur doit être positif ou nul.' })),
    route: routeSchema,
  })
  .check(
    z.refine((v) => v.valeur <= MAX_VITAL_VALUE[v.metrique], {
      error: 'Le champ valeur dépasse la valeur maximale admise pour cette métrique.',
      path: ['valeur'],
    }),
  );
export type VitaleMesure = z.infer<typeof VitaleMesureSchema>;

/** POST mesures: the site's territory and what happened, batched by the browser. */
export const MesuresBodySchema = z
  .object({
    territoire: z.enum(TERRITOIRES, { error: `Le champ territoire doit valoir ${TERRITOIRES.join(' ou ')}.` }),
    evenements: z._default(
      z
        .array(EvenementMesureSchema, { error: 'Le champ evenements doit être une liste.' })
        .check(z.maxLength(MESURES_LIMITS.evenementsMax, { error: `Le champ evenements est limité à ${MESURES_LIMITS.evenementsMax} éléments.` })),
      [],
    ),
    vitales: z._default(
      z
        .array(VitaleMesureSchema, { error: 'Le champ vitales doit être une liste.' })
        .check(z.maxLength(MESURES_LIMITS.vitalesMax, { error: `Le champ vitales est limité à ${MESURES_LIMITS.vitalesMax} éléments.` })),
      [],
    ),
  })
  .check(z.refine((b) => b.evenements.length + b.vitales.length > 0, { error: 'Le lot ne contient aucune mesure.' }));
export type MesuresBody = z.input<typeof MesuresBodySchema>;

const PercentileSchema = z.object({
  metrique: z.enum(METRIQUES_VITALES),
  /** 75th percentile, estimated from the histogram's classes (milliseconds, CLS unitless); null without samples. */
  p75: z.nullable(z.number()),
  echantillons: z.int(),
});

export const RapportMesuresSchema = z
  .object({
    du: IsoDate,
    au: IsoDate,
    territoire: z.nullable(z.enum(TERRITOIRES)),
    /** Per route, its vitals; routes with the most LCP samples first. */
    vitales: z.array(z.object({ route: z.string(), metriques: z.array(PercentileSchema) })),
    /** Event counts per type and route, the largest first. */
    evenements: z.array(z.object({ type: z.enum(TYPES_EVENEMENT_MESURE), route: z.string(), nombre: z.int() })),
  })
  .register(z.globalRegistry, { id: 'RapportMesures' });
export type RapportMesures = z.infer<typeof RapportMesuresSchema>;
