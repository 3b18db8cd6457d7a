// The provider's API for the merchant's server: cancel a session not paid yet, refund a paid
// transaction. JSON bodies signed with the shared secret (the Paiement-Signature header, as
// notifications are signed), answers signed the same way. What each call does to the sessions is
// the app's (app.ts); this file reads, checks and answers.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAYMENT_SIGNATURE_HEADER, PROVIDER_API_PATHS, type CancelAnswer, type RefundAnswer, type RefundRequest } from '@portail/shared/payment/protocol';
import { clientBody, keepRawJson, refuse, sendSignedAnswer, type SignedApi } from '@portail/shared/sandbox/answers';

export interface MerchantApi extends SignedApi {
  merchantId: string;
  cancel(session: string): CancelAnswer;
  /** The refund's answer; null when its id was used for another transaction or amount. */
  refund(r: Omit<RefundRequest, 'marchand' | 'horodatage'>): RefundAnswer | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function registerMerchantApi(app: FastifyInstance, api: MerchantApi): void {
  void app.register(async (scope) => {
    keepRawJson(scope, 8 * 1024);

    /** The signed body of a merchant's call, or null once a refusal was sent. */
    const signedBody = (req: FastifyRequest, reply: FastifyReply) => clientBody(req, reply, api, { header: PAYMENT_SIGNATURE_HEADER, field: 'marchand', client: api.merchantId, unknown: 'Marchand inconnu.' });
    const answer = (reply: FastifyReply, body: CancelAnswer | RefundAnswer) => sendSignedAnswer(reply, api, PAYMENT_SIGNATURE_HEADER, body);

    scope.post(PROVIDER_API_PATHS.cancel, async (req, reply) => {
      const body = signedBody(req, reply);
      if (!body) return reply;
      if (typeof body.session !== 'string' || !UUID.test(body.session)) return refuse(reply, 400, 'Identifiant de session invalide.');
      const result = api.cancel(body.session);
      api.log(`Annulation ${body.session} demandée par le marchand : ${result.statut}.`);
      return answer(reply, result);
    });

    scope.post(PROVIDER_API_PATHS.refund, async (req, reply) => {
      const body = signedBody(req, reply);
      if (!body) return reply;
      const { remboursement, transaction, montant, devise } = body;
      if (typeof remboursement !== 'string' || remboursement.length < 1 || remboursement.length > 100) return refuse(reply, 400, 'Identifiant de remboursement invalide.');
      if (typeof transaction !== 'string' || transaction.length < 1 || transaction.length > 100) return refuse(reply, 400, 'Transaction invalide.');
      if (!Number.isSafeInteger(montant) || (montant as number) <= 0) return refuse(reply, 400, 'Montant invalide.');
      if (devise !== 'EUR' && devise !== 'XPF') return refuse(reply, 400, 'Devise non prise en charge.');
      const result = api.refund({ remboursement, transaction, montant: montant as number, devise });
      if (!result) return refuse(reply, 409, 'Cet identifiant de remboursement a déjà servi pour une autre transaction ou un autre montant.');
      api.log(`Remboursement ${remboursement} de la transaction ${transaction} : ${result.statut}.`);
      return answer(reply, result);
    });
  });
}
