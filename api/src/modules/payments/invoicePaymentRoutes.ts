// Settling an invoice (SPEC §7 factures) under /api: how an unpaid invoice may be paid, and its
// payment by card on the provider's hosted page or from the wallet. An invoice is paid on its own
// site (its currency's): the other site answers 409.
import type { FastifyInstance } from 'fastify';
import { PaiementFactureBodySchema, PaiementSessionSchema, ReglementFactureSchema } from '@portail/shared/api';
import { FactureParamsSchema } from '@portail/shared/api/requests';
import { ACCOUNT_ROUTE_ERRORS as errors } from '../../http/routes';
import { customerRoutes, type Identity } from '../identity';
import { requestTerritory } from '../basket';
import { invoiceSettlement, payInvoice } from './invoicePayments';
import { sendPaymentSession, type PaymentsContext } from './payments';

const TAG = 'Factures';

export async function invoicePaymentRoutes(app: FastifyInstance, { ctx, identity }: { ctx: PaymentsContext; identity: Identity }): Promise<void> {
  const { r, sub: who } = customerRoutes(app, identity);

  r.get(
    '/factures/:id/reglement',
    {
      schema: {
        tags: [TAG],
        summary: "Comment régler une facture",
        description:
          "Son montant, son échéance et si elle est en retard (impayée après son échéance, au jour de son territoire), le solde du portefeuille (qui ne la paie que s'il la couvre), un paiement par carte en cours, et pour un virement le bénéficiaire, son IBAN, son BIC et la référence de paiement (RF, ISO 11649) à indiquer ; sans compte bancaire configuré (démonstration), `virement` est null et `virement_motif` dit pourquoi.",
        params: FactureParamsSchema,
        response: { 200: ReglementFactureSchema, ...errors },
      },
    },
    async (req) => invoiceSettlement(ctx, who(req), req.params.id, requestTerritory(req)),
  );

  r.post(
    '/factures/:id/paiements',
    {
      schema: {
        tags: [TAG],
        summary: 'Payer une facture',
        description:
          "Une facture à payer (facture mensuelle, facture d'abonnement). Carte bancaire : un paiement en attente et l'adresse signée de la page du prestataire ; seule la notification du prestataire le confirme ; redemandé, le même paiement. Portefeuille électronique : payée aussitôt, ou refusé sans rien débiter (solde insuffisant) ; le paiement par carte en attente est d'abord annulé auprès du prestataire (409 s'il a déjà été payé). Payée, la facture a son justificatif (GET encaissements). 409 pour une facture déjà payée.",
        params: FactureParamsSchema,
        body: PaiementFactureBodySchema,
        response: { 200: PaiementSessionSchema, 201: PaiementSessionSchema, ...errors },
      },
    },
    async (req, reply) => sendPaymentSession(ctx, req, reply, await payInvoice(ctx, who(req), req.params.id, requestTerritory(req), req.body.moyen_paiement)),
  );
}
