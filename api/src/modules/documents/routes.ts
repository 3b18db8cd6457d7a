// Documents of paid orders under /api (SPEC §7 Orders service): visualisations, their PDFs, the
// order's zip, a debt statement's content, periodic Kbis; and the public verification of a code.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema, EtatEndettementSchema, KbisPeriodiqueSchema, KbisPeriodiquesSchema, VerificationDocumentSchema, VisualisationsSchema } from '@portail/shared/api';
import {
  AdressePostaleBodySchema,
  CommandeParamsSchema,
  KbisPeriodiqueParamsSchema,
  VerificationParamsSchema,
  VisualisationParamsSchema,
  VisualisationsQuerySchema,
} from '@portail/shared/api/requests';
import type { Database } from '../../db/types';
import { notFound } from '../../http/errors';
import { ACCOUNT_ROUTE_ERRORS as errors, orNotFound, sendAttachment } from '../../http/routes';
import { requireUser, type AuthenticatedRequest } from '../identity/guard';
import type { Identity } from '../identity/identity';
import { findOrderFor } from '../orders/orders';
import { requireSelectedAccount } from '../users/accounts';
import { cancelPeriodic, changeDeliveryAddress, listPeriodic, periodicFor } from './periodic';
import { debtStatementFor, documentPdfFor, listVisualisations, orderZip, verification } from './visualisations';

const TAG = 'Documents';
const PERIODIC_NOT_FOUND = 'Kbis périodique introuvable.';

/** Verification requests per address and minute: enough for people, too few to walk the codes. */
export const VERIFICATION_RATE_LIMIT = { max: 20, timeWindow: 60_000 };

export interface DocumentsRoutesOptions {
  db: Database;
  identity: Identity;
}

export async function documentsRoutes(app: FastifyInstance, { db, identity }: DocumentsRoutesOptions): Promise<void> {
  app.addHook('onRequest', requireUser(identity));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const who = (req: unknown) => (req as AuthenticatedRequest).principal.sub;

  r.get(
    '/commandes/:reference/visualisations',
    {
      schema: {
        tags: [TAG],
        summary: "Documents produits d'une commande",
        description: "Les documents émis pour la commande (ceux d'un article avec id_article), avec leur empreinte SHA-256 et, pour un envoi postal, l'état de l'expédition.",
        params: CommandeParamsSchema,
        querystring: VisualisationsQuerySchema,
        response: { 200: VisualisationsSchema, ...errors },
      },
    },
    async (req) => {
      const order = await orNotFound(findOrderFor(db, who(req), req.params.reference, req.query.date_commande), 'Commande introuvable.');
      return listVisualisations(db, order.id, req.query.id_article);
    },
  );

  r.get(
    '/commandes/:reference/zip',
    { schema: { tags: [TAG], summary: 'Tous les documents de la commande (zip)', params: CommandeParamsSchema, querystring: VisualisationsQuerySchema, response: { ...errors } } },
    async (req, reply) => {
      const order = await findOrderFor(db, who(req), req.params.reference, req.query.date_commande);
      const zip = order ? await orderZip(db, order.id) : null;
      if (!order || !zip) throw notFound(order ? "Aucun document n'a encore été produit pour cette commande." : 'Commande introuvable.');
      return sendAttachment(reply, zip, 'application/zip', `commande-${order.reference}.zip`);
    },
  );

  r.get(
    '/visualisations/:id',
    { schema: { tags: [TAG], summary: "Le PDF d'un document produit", params: VisualisationParamsSchema, response: { ...errors } } },
    async (req, reply) => {
      const doc = await orNotFound(documentPdfFor(db, who(req), req.params.id), 'Document introuvable.');
      return sendAttachment(reply, doc.pdf, 'application/pdf', doc.filename);
    },
  );

  r.get(
    '/visualisations/:id/etat_endettement',
    { schema: { tags: [TAG], summary: "Le contenu d'un état d'endettement émis", params: VisualisationParamsSchema, response: { 200: EtatEndettementSchema, ...errors } } },
    async (req) => orNotFound(debtStatementFor(db, who(req), req.params.id), "État d'endettement introuvable."),
  );

  r.get(
    '/kbis_periodiques',
    { schema: { tags: [TAG], summary: 'Kbis périodiques du compte client sélectionné', response: { 200: KbisPeriodiquesSchema, ...errors } } },
    async (req) => listPeriodic(db, (await requireSelectedAccount(db, who(req))).id),
  );

  r.get(
    '/kbis_periodiques/:id',
    { schema: { tags: [TAG], summary: 'Un Kbis périodique et ses envois', params: KbisPeriodiqueParamsSchema, response: { 200: KbisPeriodiqueSchema, ...errors } } },
    async (req) => orNotFound(periodicFor(db, who(req), req.params.id), PERIODIC_NOT_FOUND),
  );

  r.put(
    '/kbis_periodiques/:id/adresse_livraison',
    {
      schema: {
        tags: [TAG],
        summary: "Changer l'adresse des prochains envois",
        params: KbisPeriodiqueParamsSchema,
        body: AdressePostaleBodySchema,
        response: { 200: KbisPeriodiqueSchema, ...errors },
      },
    },
    async (req) => orNotFound(changeDeliveryAddress(db, who(req), req.params.id, { ...req.body, ligne2: req.body.ligne2 ?? null }), PERIODIC_NOT_FOUND),
  );

  r.post(
    '/kbis_periodiques/:id/annulations',
    { schema: { tags: [TAG], summary: 'Arrêter un Kbis périodique', description: 'Les envois à venir sont annulés ; les envois émis restent disponibles. Rejouable.', params: KbisPeriodiqueParamsSchema, response: { 200: KbisPeriodiqueSchema, ...errors } } },
    async (req) => orNotFound(cancelPeriodic(db, who(req), req.params.id), PERIODIC_NOT_FOUND),
  );
}

export interface VerificationRoutesOptions {
  db: Database;
  issuer: string;
}

/** Public: anyone holding a document can check it. */
export async function verificationRoutes(app: FastifyInstance, { db, issuer }: VerificationRoutesOptions): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/verification-document/:code',
    {
      config: { rateLimit: VERIFICATION_RATE_LIMIT },
      schema: {
        tags: [TAG],
        summary: "Vérifier un document par son code",
        description: "Qui a délivré quel document, quand, pour quelle entreprise, et l'empreinte SHA-256 du fichier émis. Limité à 20 vérifications par minute et par adresse.",
        params: VerificationParamsSchema,
        response: { 200: VerificationDocumentSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (req, reply) => {
      const found = await orNotFound(verification(db, req.params.code, issuer), 'Aucun document ne porte ce code de vérification.');
      reply.header('Cache-Control', 'no-store');
      return found;
    },
  );
}
