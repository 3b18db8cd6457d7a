// Bank transfers received, under /api/exploitation (the operators' access: access.ts and the staff
// token): an operator records a transfer read on the bank's statement by the creditor reference it
// carried, its amount and the bank's transaction id; its exact amount pays the invoice.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema, VirementRecuBodySchema, VirementRecuSchema } from '@portail/shared/api';
import { sendCreated } from '../../http/routes';
import { recordTransfer, type PaymentsContext } from '../payments';

export interface TransferRoutesOptions {
  ctx: PaymentsContext;
  guard: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

export async function transferRoutes(app: FastifyInstance, { ctx, guard }: TransferRoutesOptions): Promise<void> {
  app.addHook('onRequest', guard);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/virements',
    {
      schema: {
        tags: ['Exploitation'],
        summary: 'Enregistrer un virement reçu',
        description:
          "Par la référence de paiement (RF, ISO 11649) qu'il portait, son montant et l'identifiant de la transaction bancaire : le montant exact de la facture la passe « Payée », avec son justificatif (201). Référence mal formée ou à la clé fausse : 400 ; aucune facture : 404 ; autre montant ou facture déjà payée : 409, rien n'est enregistré. La même transaction enregistrée à nouveau ne change rien (200, `deja_enregistre`) ; avec une autre facture ou un autre montant : 409.",
        body: VirementRecuBodySchema,
        response: { 200: VirementRecuSchema, 201: VirementRecuSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (req, reply) => {
      const { created, transfer } = await recordTransfer(ctx, req.body);
      return sendCreated(reply, created, transfer);
    },
  );
}
