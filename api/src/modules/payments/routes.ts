// Payments (SPEC §7) under /api: payment sessions, payment means, the wallet, and the provider's
// notifications. The notification route is public: its signature (HMAC of the raw body with a
// timestamp) is what authenticates it. A payment belongs to the territory of its currency: the
// other territory's site neither pays an order of it nor shows where its payment stands (409).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  MoyensPaiementSchema,
  NotificationAckSchema,
  PaiementSessionSchema,
  PaymentNotificationSchema,
  PortefeuilleSchema,
} from '@portail/shared/api';
import {
  IdempotencyHeadersSchema,
  MoyensPaiementQuerySchema,
  PaiementSessionBodySchema,
  PaiementSessionParamsSchema,
  PortefeuilleQuerySchema,
  RechargeBodySchema,
} from '@portail/shared/api/requests';
import { IDEMPOTENCY_KEY_HEADER } from '@portail/shared/http/idempotency';
import { territoryOfCurrency } from '@portail/shared/http/territory';
import { PAYMENT_SIGNATURE_HEADER, verifyNotification } from '@portail/shared/payment/protocol';
import { acceptSignedNotifications } from '../../http/signedNotifications';
import { ACCOUNT_ROUTE_ERRORS as errors, orNotFound, sendCreated } from '../../http/routes';
import { customerRoutes, type Identity } from '../identity';
import { requireSelectedAccount } from '../accounts';
import { otherTerritory, requestTerritory, territoryCurrency } from '../basket';
import { applyNotification, payOrder, paymentMeans, requestReturnOrigin, sessionFor, topUp, type PaymentsContext } from './payments';
import * as wallet from './wallet';

const TAG = 'Paiements';

export interface PaymentsRoutesOptions {
  ctx: PaymentsContext;
  identity: Identity;
}

/** The request's Idempotency-Key, when it has one. */
const idempotencyKey = (req: FastifyRequest): string | null => (req.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()] as string | undefined) ?? null;

/** The customers' routes: every one needs a signed-in person. */
export async function paymentsRoutes(app: FastifyInstance, { ctx, identity }: PaymentsRoutesOptions): Promise<void> {
  const { db } = ctx;
  const { r, sub: who } = customerRoutes(app, identity);

  r.post(
    '/paiements/sessions',
    {
      schema: {
        tags: [TAG],
        summary: 'Payer une commande',
        description:
          "Carte bancaire : un paiement en attente et l'adresse signée de la page de paiement du prestataire (redirection) ; seule la notification du prestataire le confirme. Portefeuille électronique et paiement différé : le paiement est accepté aussitôt, ou refusé (solde insuffisant) sans rien débiter. Redemander le paiement d'une commande rend le même paiement. Un autre moyen que la carte annule d'abord auprès du prestataire le paiement par carte en attente (409 s'il a déjà été payé). Idempotency-Key rend la demande rejouable ; la même clé avec une autre demande est refusée (422).",
        headers: IdempotencyHeadersSchema,
        body: PaiementSessionBodySchema,
        response: { 200: PaiementSessionSchema, 201: PaiementSessionSchema, ...errors, 422: ApiErrorSchema },
      },
    },
    async (req, reply) => {
      const { session, created } = await payOrder(ctx, who(req), req.body.reference_commande, requestReturnOrigin(ctx, req), requestTerritory(req), req.body.moyen_paiement, idempotencyKey(req));
      return sendCreated(reply, created, session);
    },
  );

  r.get(
    '/paiements/sessions/:id',
    { schema: { tags: [TAG], summary: "L'état d'un paiement", params: PaiementSessionParamsSchema, response: { 200: PaiementSessionSchema, ...errors } } },
    async (req) => {
      const territory = requestTerritory(req);
      const session = await orNotFound(sessionFor(ctx, who(req), req.params.id, requestReturnOrigin(ctx, req)), 'Paiement introuvable.');
      const owner = territoryOfCurrency(session.devise) ?? territory;
      if (owner !== territory) throw otherTerritory(session.commande ? `Le paiement de la commande ${session.commande.reference}` : 'Ce paiement', owner, territory);
      return session;
    },
  );

  r.get(
    '/moyens_paiement',
    {
      schema: {
        tags: [TAG],
        summary: 'Moyens de paiement du compte client sélectionné',
        description: 'Avec leur intitulé, leur code de type (CR par défaut) et, pour le portefeuille, son solde dans la devise demandée.',
        querystring: MoyensPaiementQuerySchema,
        response: { 200: MoyensPaiementSchema, ...errors },
      },
    },
    async (req) => paymentMeans(db, (await requireSelectedAccount(db, who(req))).id, territoryCurrency(requestTerritory(req), req.query.devise)),
  );

  r.get(
    '/portefeuille',
    { schema: { tags: [TAG], summary: 'Le portefeuille électronique du site : solde et mouvements, dans sa devise', querystring: PortefeuilleQuerySchema, response: { 200: PortefeuilleSchema, ...errors } } },
    async (req) => {
      const account = await requireSelectedAccount(db, who(req));
      const { limit, offset } = req.query;
      const devise = territoryCurrency(requestTerritory(req), req.query.devise);
      return { devise, solde: await wallet.balance(db, account.id, devise), mouvements: { ...(await wallet.movements(db, account.id, devise, { limit, offset })), limit, offset } };
    },
  );

  r.post(
    '/portefeuille/recharges',
    {
      schema: {
        tags: [TAG],
        summary: 'Recharger le portefeuille électronique',
        description: "Un paiement par carte sur la page du prestataire ; le solde est crédité à la notification d'acceptation. Idempotency-Key rend la demande rejouable ; la même clé avec une autre demande est refusée (422).",
        headers: IdempotencyHeadersSchema,
        body: RechargeBodySchema,
        response: { 200: PaiementSessionSchema, 201: PaiementSessionSchema, ...errors, 422: ApiErrorSchema },
      },
    },
    async (req, reply) => {
      const devise = territoryCurrency(requestTerritory(req), req.body.devise);
      const { session, created } = await topUp(ctx, who(req), { montant: req.body.montant, devise }, idempotencyKey(req), requestReturnOrigin(ctx, req));
      return sendCreated(reply, created, session);
    },
  );
}

/** The provider's server-to-server notifications. */
export async function paymentNotificationRoutes(app: FastifyInstance, { ctx }: { ctx: PaymentsContext }): Promise<void> {
  acceptSignedNotifications(app, PAYMENT_SIGNATURE_HEADER, (raw, signature) => verifyNotification(raw, signature, ctx.config.secret));
  app.withTypeProvider<ZodTypeProvider>().post(
    '/paiements/notifications',
    {
      schema: {
        tags: [TAG],
        summary: 'Notification du prestataire de paiement',
        description: `Signée par l'en-tête ${PAYMENT_SIGNATURE_HEADER} (t=horodatage, v1=HMAC-SHA256 de « t.corps »). Rejouable : une copie, une nouvelle tentative ou des envois simultanés donnent un seul paiement.`,
        body: PaymentNotificationSchema,
        response: { 200: NotificationAckSchema, ...errors },
      },
    },
    async (req) => {
      const { alreadyApplied } = await applyNotification(ctx, req.body);
      return { recu: true as const, deja_traitee: alreadyApplied };
    },
  );
}

