// The contact request form under /api (SPEC §2 "External links"), public: GET contact/jeton serves
// a signed form token, POST contact stores the request and, in the same transaction, queues the
// acknowledgement to the sender and the request to the team. Robots are answered as people are,
// but their requests are kept as SPAM and mailed to nobody.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  ApiErrorSchema,
  CONTACT_HONEYPOT,
  CONTACT_LIMITS,
  CONTACT_PATH,
  CONTACT_RATE_LIMIT,
  CONTACT_RATE_LIMIT_MESSAGE,
  CONTACT_TOKEN_PATH,
  ContactAccuseSchema,
  ContactJetonSchema,
} from '@portail/shared/api';
import { ContactBodySchema } from '@portail/shared/api/requests';
import type { Database } from '../../db/types';
import { badRequest, HttpError, fieldErrors } from '../../http/errors';
import { systemClock, type Clock } from '../../jobs/queue';
import { DEFAULT_LIMITS, type LimitRule } from '../identity';
import { queueCapped, type Mailer } from '../mail';
import { storeRequest, type SpamReason } from './contact';
import { acknowledgementMail, teamMail } from './mail';
import { issueToken, loadTokenKey, useToken, verifyToken } from './token';

const TAG = 'Contact';
/** A refused form: the message and, field by field, what is wrong. */
const FormErrorSchema = z.object({ ...ApiErrorSchema.shape, errors: z.optional(z.record(z.string(), z.string())) });

export const TOKEN_INVALID_MESSAGE = "Le formulaire n'est plus valide : veuillez envoyer de nouveau votre demande.";
export const TOKEN_EXPIRED_MESSAGE = 'Le formulaire a expiré : veuillez envoyer de nouveau votre demande.';
export const TOKEN_USED_MESSAGE = 'Cette demande a déjà été envoyée.';

export interface ContactConfig {
  /** Where requests go. */
  teamAddress: string;
  /** Signs the form tokens; without it, a key kept in the database. */
  tokenSecret?: string;
}

/** CONTACT_EMAIL, else contact@ the domain mail is sent from; CONTACT_FORM_SECRET. */
export function contactConfigFromEnv(mailFrom: string, env: NodeJS.ProcessEnv = process.env): ContactConfig {
  const domain = /@([^\s>]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'registre-entreprises.example';
  return { teamAddress: env.CONTACT_EMAIL?.trim() || `contact@${domain}`, ...(env.CONTACT_FORM_SECRET ? { tokenSecret: env.CONTACT_FORM_SECRET } : {}) };
}

export interface ContactRoutesOptions {
  db: Database;
  mailer: Mailer;
  config: ContactConfig;
  clock?: Clock;
  /** Requests per client address and window; default CONTACT_RATE_LIMIT. */
  rateLimit?: { max: number; timeWindow: number };
  /** Acknowledgements to one address and window (the sign-in forms' cap); the team gets every request. */
  mailPerRecipient?: LimitRule;
}

export async function contactRoutes(app: FastifyInstance, { db, mailer, config, clock = systemClock, rateLimit = CONTACT_RATE_LIMIT, mailPerRecipient = DEFAULT_LIMITS.mailPerRecipient }: ContactRoutesOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  let loading: Promise<Buffer> | null = null;
  const key = () => (loading ??= loadTokenKey(db, config.tokenSecret).catch((e: unknown) => {
    loading = null;
    throw e;
  }));

  r.get(
    `/${CONTACT_TOKEN_PATH}`,
    {
      schema: {
        tags: [TAG],
        summary: 'Un jeton pour le formulaire de contact',
        description: "Signé par le serveur, il date l'ouverture du formulaire et sert à une seule demande, envoyée entre 3 secondes et 2 heures après.",
        response: { 200: ContactJetonSchema },
      },
    },
    async (_req, reply) => {
      const now = clock.now();
      reply.header('Cache-Control', 'no-store');
      return { jeton: issueToken(await key(), now), emis_le: now.toISOString() };
    },
  );

  r.post(
    `/${CONTACT_PATH}`,
    {
      config: { rateLimit: { ...rateLimit, errorResponseBuilder: () => new HttpError(429, CONTACT_RATE_LIMIT_MESSAGE) } },
      schema: {
        tags: [TAG],
        summary: 'Envoyer une demande de contact',
        description:
          "Sans connexion. Champs nom, email, sujet, message (20 à 5 000 caractères), numero_commande facultatif, et le jeton de GET contact/jeton. Un accusé de réception portant la référence de la demande part vers l'adresse donnée. Les erreurs de saisie sont données champ par champ dans `errors`. Limité à 5 demandes par heure et par adresse.",
        response: { 201: ContactAccuseSchema, 400: FormErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (req, reply) => {
      const parsed = ContactBodySchema.safeParse(req.body ?? {});
      if (!parsed.success) {
        return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'Le formulaire contient des erreurs.', errors: fieldErrors(parsed.error.issues) });
      }
      const { jeton, [CONTACT_HONEYPOT]: honeypot, ...request } = parsed.data;
      const token = jeton ? verifyToken(await key(), jeton) : null;
      if (!token) throw badRequest(TOKEN_INVALID_MESSAGE);
      const now = clock.now();
      const age = now.getTime() - token.issuedAt.getTime();
      if (age > CONTACT_LIMITS.tokenMaxAgeMs) throw badRequest(TOKEN_EXPIRED_MESSAGE);
      const spam: SpamReason | null = honeypot?.trim() ? 'CHAMP_PIEGE' : age < CONTACT_LIMITS.tokenMinAgeMs ? 'TROP_RAPIDE' : null;

      const reference = await db.transaction(async (tx) => {
        if (!(await useToken(tx, token, new Date(now.getTime() - CONTACT_LIMITS.tokenMaxAgeMs)))) throw new HttpError(409, TOKEN_USED_MESSAGE);
        const ref = await storeRequest(tx, request, now, spam);
        if (!spam) {
          const full = { ...request, reference: ref };
          // Any address can be typed in the form: past the cap, the request is kept and the team told, the sender's copy is not sent.
          await queueCapped(mailer, tx, acknowledgementMail(full), mailPerRecipient, req.log);
          await mailer.queue(tx, teamMail(full, config.teamAddress));
        } else {
          req.log.info({ reference: ref, reason: spam }, 'contact request kept as spam');
        }
        return ref;
      });
      return reply.code(201).send({ reference });
    },
  );
}
