// The portal API's payloads about letters sent by mail: the resend of a returned letter to a
// corrected address (POST /expeditions/{id}/renvoi) and the provider's notification's answer.
import * as z from 'zod/mini';
import { SHIPMENT_STATUSES } from '../api/documents';
import { AdressePostaleSchema } from '../api/orders';
import { AdressePostaleBodySchema } from '../api/requests/orders';
import { idParam } from '../api/requests/params';

/** The shipment: the id of the document it carries (a visualisation's id). */
export const ExpeditionParamsSchema = z.object({ id: idParam('id') });

/** Where to send a returned letter again. */
export const ExpeditionRenvoiBodySchema = z.object({ adresse: AdressePostaleBodySchema });
export type ExpeditionRenvoiBody = z.infer<typeof ExpeditionRenvoiBodySchema>;

/** The shipment sent again: its new address and where it stands (a new letter, to print). */
export const ExpeditionRenvoiSchema = z
  .object({
    id: z.int(),
    adresse: AdressePostaleSchema,
    statut: z.enum(SHIPMENT_STATUSES),
    renvoi_gratuit_utilise: z.literal(true),
  })
  .register(z.globalRegistry, { id: 'ExpeditionRenvoi' });
export type ExpeditionRenvoi = z.infer<typeof ExpeditionRenvoiSchema>;

/** The portal's acknowledgement of a notification of the print-and-post provider. */
export const PostalNotificationAckSchema = z.object({ recu: z.literal(true), deja_traitee: z.boolean() });
