// An order's life after it is placed, under /api: the customer cancels an order awaiting payment
// (paying it again is POST paiements/sessions, which opens a new payment for the same order). Needs
// a signed-in person who acts for the order's account; another's order is a 404.
import type { FastifyInstance } from 'fastify';
import { CommandeResumeSchema } from '@portail/shared/api';
import { CommandeParamsSchema } from '@portail/shared/api/requests';
import { ACCOUNT_ROUTE_ERRORS as errors } from '../../http/routes';
import { customerRoutes, type Identity } from '../identity';
import { requestTerritory } from '../basket';
import { cancelOrder, type PaymentsContext } from '../payments/payments';

export interface OrderLifecycleRoutesOptions {
  ctx: PaymentsContext;
  identity: Identity;
}

export async function orderLifecycleRoutes(app: FastifyInstance, { ctx, identity }: OrderLifecycleRoutesOptions): Promise<void> {
  const { r, sub: who } = customerRoutes(app, identity);
  r.post(
    '/commandes/:reference/annulation',
    {
      schema: {
        tags: ['Commandes'],
        summary: 'Annuler une commande en attente de paiement',
        description:
          "La commande passe à « Annulée » ; ses documents restent dans le panier. Un paiement par carte en cours est d'abord annulé auprès du prestataire (409 s'il a déjà été payé). Rejouable : annuler une commande annulée ne change rien. Une commande payée ou abandonnée ne s'annule pas (409).",
        params: CommandeParamsSchema,
        response: { 200: CommandeResumeSchema, ...errors },
      },
    },
    async (req) => cancelOrder(ctx, who(req), req.params.reference, requestTerritory(req)),
  );
}
