// Letters sent by mail under /api: the print-and-post provider's notifications (public: their
// signature, an HMAC of the raw body with a timestamp, is what authenticates them), and the resend
// of a returned letter by a signed-in customer who acts for the document's account.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@portail/shared/api';
import { ExpeditionParamsSchema, ExpeditionRenvoiBodySchema, ExpeditionRenvoiSchema, PostalNotificationAckSchema } from '@portail/shared/postal/api';
import { POSTAL_NOTIFICATION_PATH, POSTAL_SIGNATURE_HEADER, PostalNotificationSchema, verifyPostalBody } from '@portail/shared/postal/protocol';
import { notFound } from '../../http/errors';
import { acceptSignedNotifications } from '../../http/signedNotifications';
import { ACCOUNT_ROUTE_ERRORS as errors, sendCreated } from '../../http/routes';
import { customerRoutes, type Identity } from '../identity';
import { applyPostalNotification, resendShipment, type PostalContext } from './shipments';

const TAG = 'Courrier';

/** The provider's server-to-server notifications, under the API's prefix (/api). */
export async function postalNotificationRoutes(app: FastifyInstance, { ctx }: { ctx: PostalContext }): Promise<void> {
  acceptSignedNotifications(app, POSTAL_SIGNATURE_HEADER, (raw, signature) => verifyPostalBody(raw, signature, ctx.config.secret));
  app.withTypeProvider<ZodTypeProvider>().post(
    POSTAL_NOTIFICATION_PATH.replace(/^\/api/, ''),
    {
      schema: {
        tags: [TAG],
        summary: 'Notification du prestataire de courrier',
        description: `Une étape d'une lettre (imprimée, remise à La Poste, distribuée, retournée à l'expéditeur), signée par l'en-tête ${POSTAL_SIGNATURE_HEADER} (t=horodatage, v1=HMAC-SHA256 de « t.corps »). Rejouable : une copie ou une nouvelle tentative du même événement est enregistrée une fois ; une étape arrivée en retard ne fait jamais reculer l'expédition.`,
        body: PostalNotificationSchema,
        response: { 200: PostalNotificationAckSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (req) => {
      const result = await applyPostalNotification(ctx.db, req.body);
      // Final for the provider (a 4xx): a letter the portal never deposited is not retried.
      if (!result) throw notFound('Lettre inconnue du portail.');
      return { recu: true as const, deja_traitee: result.alreadyApplied };
    },
  );
}

/** The customers' routes: every one needs a signed-in person. */
export async function postalRoutes(app: FastifyInstance, { ctx, identity }: { ctx: PostalContext; identity: Identity }): Promise<void> {
  const { r, sub: who } = customerRoutes(app, identity);
  r.post(
    '/expeditions/:id/renvoi',
    {
      schema: {
        tags: [TAG],
        summary: "Renvoyer un courrier retourné à l'expéditeur",
        description:
          "Un courrier revenu (NPAI, retourné à l'expéditeur) est réimprimé et renvoyé à l'adresse corrigée, gratuitement, une fois par expédition. L'identifiant est celui du document envoyé (la visualisation). Redemander le même renvoi avant le retour du nouveau courrier rend la même réponse ; un second renvoi est refusé (409).",
        params: ExpeditionParamsSchema,
        body: ExpeditionRenvoiBodySchema,
        response: { 200: ExpeditionRenvoiSchema, 201: ExpeditionRenvoiSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { adresse } = req.body;
      const { resent, created } = await resendShipment(ctx.db, who(req), req.params.id, { ...adresse, ligne2: adresse.ligne2 ?? null });
      return sendCreated(reply, created, resent);
    },
  );
}
