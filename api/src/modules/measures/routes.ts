// POST /api/mesures: the browser's batch of audience and performance measures, sent only with the
// visitor's consent, added to daily counters without anything that names a visit or a person.
// GET /api/exploitation/mesures (staff token): the report, per route, over the last days.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ApiErrorSchema } from '@portail/shared/api';
import { TERRITOIRES } from '@portail/shared/api/companies';
import { MESURES_LIMITS, MESURES_PATH, MESURES_RATE_LIMIT, MesuresBodySchema, RapportMesuresSchema } from '@portail/shared/api/measures';
import { parisDay } from '@portail/shared/format/dates';
import { enumParam, intParam, optionalParam } from '@portail/shared/api/requests/params';
import type { Database } from '../../db/types';
import { badRequest, HttpError } from '../../http/errors';
import { systemClock, type Clock } from '../../jobs/queue';
import { MemoryWindowStore, type WindowStore } from '../../store';
import { RateLimiter, type LimitRule } from '../identity';
import { routeCatalogue, type RouteCatalogue } from './routePatterns';
import { measuresReport, recordMeasures, type MeasuresBatch } from './store';

const TAG = 'Mesure d’audience';

export const MESURES_RATE_LIMIT_MESSAGE = 'Trop de mesures envoyées : veuillez réessayer dans une minute.';
export const MESURES_JSON_MESSAGE = 'Le corps doit être un objet JSON.';
export const unknownRouteMessage = (route: string) => `Le champ route ne désigne aucune page du site : ${route.slice(0, 40)}.`;

/**
 * Measures (events and vitals) one visitor's address may send per minute. A page loaded in full
 * gives a page view and five vitals (LCP, FCP and TTFB on load, INP and CLS when it is left); a
 * page reached from another gives a page view and an internal click, a search one more. A visitor
 * who opens a page every two seconds for a whole minute sends about 60 to 70: 120 leaves room for
 * a second tab or a shared address, and stops a script at a fiftieth of what batches alone allowed
 * (120 batches of 70).
 */
export const MESURES_PAR_VISITEUR: LimitRule = { max: 120, windowSeconds: 60 };

/** Days of a report: 28 by default. */
export const RAPPORT_JOURS = { defaut: 28, max: 400 } as const;

export const RapportMesuresQuerySchema = z.object({
  jours: z._default(optionalParam(intParam({ min: 1, max: RAPPORT_JOURS.max, label: 'jours' })), RAPPORT_JOURS.defaut),
  territoire: optionalParam(enumParam(TERRITOIRES, 'territoire')),
});

export interface MeasuresRoutesOptions {
  db: Database;
  clock?: Clock;
  /** Requests per client address and window; default MESURES_RATE_LIMIT. */
  rateLimit?: { max: number; timeWindow: number };
  /** Measures per client address and window; default MESURES_PAR_VISITEUR. */
  perVisitor?: LimitRule;
  /** Where the measures per address are counted: the store every API process shares (Redis with REDIS_URL). */
  windows?: WindowStore;
  catalogue?: RouteCatalogue;
}

/** The body as sent: JSON, or the text a beacon carries (text/plain). */
function jsonBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    throw badRequest(MESURES_JSON_MESSAGE);
  }
}

export async function measuresRoutes(
  app: FastifyInstance,
  { db, clock = systemClock, rateLimit = MESURES_RATE_LIMIT, perVisitor = MESURES_PAR_VISITEUR, windows = new MemoryWindowStore(), catalogue = routeCatalogue() }: MeasuresRoutesOptions,
): Promise<void> {
  const measuresOf = new RateLimiter(perVisitor, windows, 'mesures:', () => clock.now().getTime());
  /** Counts a batch's measures against its address's minute; refused whole (429) past the cap. */
  const count = async (ip: string, n: number, reply: FastifyReply) => {
    for (let i = 0; i < n; i += 1) {
      const verdict = await measuresOf.hit(ip);
      if (!verdict.allowed) {
        reply.header('Retry-After', String(verdict.retryAfter));
        throw new HttpError(429, MESURES_RATE_LIMIT_MESSAGE);
      }
    }
  };
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    `/${MESURES_PATH}`,
    {
      bodyLimit: MESURES_LIMITS.octetsMax,
      config: { rateLimit: { ...rateLimit, errorResponseBuilder: () => new HttpError(429, MESURES_RATE_LIMIT_MESSAGE) } },
      schema: {
        tags: [TAG],
        summary: 'Envoyer des mesures d’audience et de performance',
        description:
          "Envoyé par le navigateur, avec le consentement du visiteur, par `navigator.sendBeacon` (corps JSON en text/plain) ou fetch (application/json) : `territoire`, `evenements` (type page_vue, recherche, clic_interne ou inscription, et route), `vitales` (metrique LCP, INP, CLS, FCP ou TTFB, valeur en millisecondes ou sans unité pour CLS, et route). Une route est un motif de route du site (`/entreprise/*`, `/actualites/:slug`), jamais une adresse. Les mesures sont ajoutées à des totaux quotidiens par route, sans adresse IP, identifiant ni lien avec un compte. " +
          `Limité, par adresse et par minute, à ${rateLimit.max} envois et ${perVisitor.max} mesures (événements et vitales).`,
        response: { 204: z.null(), 400: ApiErrorSchema, 413: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (req, reply) => {
      const parsed = MesuresBodySchema.safeParse(jsonBody(req.body));
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const where = issue.path.length ? ` (${issue.path.join('.')})` : '';
        throw badRequest(`Mesures invalides${where} : ${issue.message}`);
      }
      const { territoire, evenements, vitales } = parsed.data;
      const canonical = (route: string) => {
        const known = catalogue.canonical(route);
        if (!known) throw badRequest(unknownRouteMessage(route));
        return known;
      };
      const batch: MeasuresBatch = {
        territoire,
        evenements: evenements.map((e) => ({ type: e.type, route: canonical(e.route) })),
        vitales: vitales.map((v) => ({ metrique: v.metrique, valeur: v.valeur, route: canonical(v.route) })),
      };
      await count(req.ip, batch.evenements.length + batch.vitales.length, reply);
      await recordMeasures(db, parisDay(clock.now()), batch);
      reply.header('Cache-Control', 'no-store');
      return reply.code(204).send(null);
    },
  );
}

export interface MeasuresReportRoutesOptions {
  db: Database;
  clock?: Clock;
  /** The staff bearer check of the operations endpoints. */
  guard: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/** GET mesures under /api/exploitation: the report, for staff only. */
export async function measuresReportRoutes(app: FastifyInstance, { db, clock = systemClock, guard }: MeasuresReportRoutesOptions): Promise<void> {
  app.addHook('onRequest', guard);
  app.withTypeProvider<ZodTypeProvider>().get(
    `/${MESURES_PATH}`,
    {
      schema: {
        tags: ['Exploitation'],
        summary: 'Rapport de mesure d’audience et de performance',
        description:
          "Sur les N derniers jours (28 par défaut, jour de Paris), par route : le 75e centile de LCP, INP, CLS, FCP et TTFB (estimé d'après l'histogramme, à 5 % près) et le nombre d'échantillons ; les nombres d'événements par type et par route. `territoire` (FR ou NC) restreint à un site.",
        querystring: RapportMesuresQuerySchema,
        response: { 200: RapportMesuresSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (req) => measuresReport(db, { au: parisDay(clock.now()), jours: req.query.jours, territoire: req.query.territoire }),
  );
}
