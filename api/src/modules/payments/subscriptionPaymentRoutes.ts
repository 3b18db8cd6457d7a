// Paying a subscription (SPEC §7 commandes/abonnements) under /api: its first period, which starts
// it, or an unpaid invoice of it, by card on the provider's hosted page or from the wallet.
import type { FastifyInstance } from 'fastify';
import { PaiementSessionSchema } from '@portail/shared/api';
import { AbonnementParamsSchema, PaiementAbonnementBodySchema } from '@portail/shared/api/requests';
import { ACCOUNT_ROUTE_ERRORS as errors } from '../../http/routes';
import { customerRoutes, type Identity } from '../identity';
import { sendPaymentSession, type PaymentsContext } from './payments';
import { paySubscription } from './subscriptionPayments';
import { requestTerritory } from '../basket';

export async function subscriptionPaymentRoutes(app: FastifyInstance, { ctx, identity }: { ctx: PaymentsContext; identity: Identity }): Promise<void> {
  const { r, sub: who } = customerRoutes(app, identity);
  r.post(
    '/commandes/abonnements/:uuid/paiements',
    {
      schema: {
        tags: ['Abonnements'],
        summary: 'Payer un abonnement',
        description:
          "Paie ce que l'abonnement demande (le premier mois, qui le fait commencer, ou sa plus ancienne facture impayée, dont le paiement lève la suspension qu'elle a causée), ou sa facture `id_facture`. Carte bancaire : un paiement en attente et l'adresse signée de la page du prestataire ; seule la notification du prestataire le confirme. Portefeuille électronique : payé aussitôt, ou refusé sans rien débiter (solde insuffisant) ; le paiement par carte en attente est d'abord annulé auprès du prestataire (409 s'il a déjà été payé). Une acceptation par carte arrivée pour une période déjà réglée, ou un abonnement abandonné, est remboursée.",
        params: AbonnementParamsSchema,
        body: PaiementAbonnementBodySchema,
        response: { 200: PaiementSessionSchema, 201: PaiementSessionSchema, ...errors },
      },
    },
    async (req, reply) => sendPaymentSession(ctx, req, reply, await paySubscription(ctx, who(req), req.params.uuid, requestTerritory(req), req.body)),
  );
}
