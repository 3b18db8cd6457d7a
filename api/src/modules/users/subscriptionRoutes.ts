// The subscriptions of SPEC §7 under /api (registered by the user service): the catalogue of offers,
// the subscriptions of an account, subscribe, ask for the end, resume. Subscribing (and subscribing
// again by resuming an ended subscription) starts the subscription and issues the invoice of its
// first period in the same transaction for an account entitled to deferred payment; any other
// account's subscription awaits the payment of its first period (POST …/paiements,
// payments/subscriptionPaymentRoutes.ts). The next periods are billed by the maintenance step.
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { AbonnementSchema, AbonnementsSchema, ApiErrorSchema, OFFRES_ABONNEMENT, OffresAbonnementSchema } from '@portail/shared/api';
import { AbonnementParamsSchema, CompteClientQuerySchema, SouscriptionBodySchema } from '@portail/shared/api/requests';
import type { Database } from '../../db/types';
import type { SellerIdentity } from '../pdf';
import { sellerFromEnv, issueSubscriptionInvoice } from '../orders';
import { customerRoutes } from '../identity';
import {
  accountInScope,
  accountSubscriptions,
  byId,
  parisDay,
  resume,
  subscribe,
  subscriptionFor,
  terminate,
  toAbonnement,
  SUBSCRIPTION_NOT_FOUND,
  SUBSCRIPTION_TERRITORY,
} from '../accounts';
import { otherTerritory, requestTerritory } from '../basket';
import { notFound, fieldErrors } from '../../http/errors';
import { sendCreated } from '../../http/routes';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
const TAG = 'Abonnements';
/** A refused form: the message and, field by field, what is wrong. */
const FormErrorSchema = z.object({ ...ApiErrorSchema.shape, errors: z.optional(z.record(z.string(), z.string())) });


export interface SubscriptionRoutesOptions {
  db: Database;
  /** The current instant (tests move it). */
  now?: () => Date;
  /** Who sells, as the invoices of the subscriptions print it. */
  seller?: SellerIdentity;
}

export async function subscriptionRoutes(app: FastifyInstance, { db, now = () => new Date(), seller = sellerFromEnv() }: SubscriptionRoutesOptions): Promise<void> {
  const { r, sub: who } = customerRoutes(app);
  const today = () => parisDay(now());

  r.get('/offres_abonnement', { schema: { tags: [TAG], summary: 'Les offres proposées à l’abonnement', response: { 200: OffresAbonnementSchema, ...errors } } }, async () => [...OFFRES_ABONNEMENT]);

  r.get(
    '/commandes/abonnements',
    {
      schema: {
        tags: [TAG],
        summary: "Les abonnements d'un compte client",
        description: 'Tous les abonnements du compte (en cours, résiliés, terminés), du plus récent au plus ancien ; le compte sélectionné sans id_compte_client.',
        querystring: CompteClientQuerySchema,
        response: { 200: AbonnementsSchema, ...errors },
      },
    },
    async (req) => {
      const account = await accountInScope(db, who(req), req.query.id_compte_client);
      return accountSubscriptions(db, account.id, today());
    },
  );

  r.get(
    '/commandes/abonnements/:uuid',
    { schema: { tags: [TAG], summary: 'Un abonnement', params: AbonnementParamsSchema, response: { 200: AbonnementSchema, ...errors } } },
    async (req) => {
      const found = await subscriptionFor(db, who(req), req.params.uuid);
      if (!found) throw notFound(SUBSCRIPTION_NOT_FOUND);
      return toAbonnement(found, today());
    },
  );

  r.post(
    '/commandes/abonnements',
    {
      schema: {
        tags: [TAG],
        summary: 'Souscrire une offre',
        description:
          "Abonne le compte (id_compte_client, sinon le compte sélectionné) à une offre, avec son contact de facturation. Un compte autorisé au paiement différé est abonné aussitôt et reçoit la facture de la première période mensuelle (GET factures) ; pour tout autre compte, l'abonnement attend le paiement de son premier mois (EN_ATTENTE_PAIEMENT, `a_payer`) et ne donne aucun service d'ici là : il commence le jour de ce paiement (POST commandes/abonnements/{uuid}/paiements). Avec `remplace`, l'abonnement remplacé prend fin à la fin de sa période en cours, une fois le nouveau commencé. Les erreurs de saisie sont données champ par champ dans `errors`.",
        response: { 201: AbonnementSchema, ...errors, 400: FormErrorSchema },
      },
    },
    async (req, reply) => {
      const territory = requestTerritory(req);
      if (territory !== SUBSCRIPTION_TERRITORY) throw otherTerritory('Un abonnement', SUBSCRIPTION_TERRITORY, territory);
      const parsed = SouscriptionBodySchema.safeParse(req.body ?? {});
      if (!parsed.success) {
        return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'Le formulaire contient des erreurs.', errors: fieldErrors(parsed.error.issues) });
      }
      const sub = who(req);
      const day = today();
      const created = await db.transaction(
        async (tx) => {
          const account = await accountInScope(tx, sub, parsed.data.id_compte_client);
          const subscription = await subscribe(tx, sub, account, parsed.data, day);
          // Only a subscription that started (on invoice) is billed now; what it owes is part of the answer.
          if (!(await issueSubscriptionInvoice(tx, subscription.id, seller, day))) return subscription;
          return toAbonnement(await byId(tx, subscription.id), day);
        },
        { durable: true },
      );
      return reply.code(201).send(created);
    },
  );

  r.post(
    '/commandes/abonnements/:uuid/resiliation',
    {
      schema: {
        tags: [TAG],
        summary: "Demander la fin d'un abonnement",
        description: "L'abonnement prend fin le dernier jour de sa période mensuelle en cours ; ses services restent ouverts jusque-là. Un abonnement dont le premier mois n'a pas été payé prend fin aussitôt. Rejouable.",
        params: AbonnementParamsSchema,
        response: { 200: AbonnementSchema, ...errors },
      },
    },
    async (req) => db.transaction((tx) => terminate(tx, who(req), req.params.uuid, today())),
  );

  r.post(
    '/commandes/abonnements/:uuid/reprise',
    {
      schema: {
        tags: [TAG],
        summary: 'Reprendre un abonnement',
        description: "Un abonnement dont la fin est demandée continue sans fin (200) ; un abonnement terminé est souscrit à nouveau, avec la même offre et le même contact de facturation, comme par une souscription (201) : aussitôt et sur facture pour un compte autorisé au paiement différé, sinon au paiement de son premier mois.",
        params: AbonnementParamsSchema,
        response: { 200: AbonnementSchema, 201: AbonnementSchema, ...errors },
      },
    },
    async (req, reply) => {
      const day = today();
      const { subscription, created } = await db.transaction(
        async (tx) => {
          const resumed = await resume(tx, who(req), req.params.uuid, day);
          if (!resumed.created || !(await issueSubscriptionInvoice(tx, resumed.subscription.id, seller, day))) return resumed;
          return { ...resumed, subscription: toAbonnement(await byId(tx, resumed.subscription.id), day) };
        },
        { durable: true },
      );
      return sendCreated(reply, created, subscription);
    },
  );
}
