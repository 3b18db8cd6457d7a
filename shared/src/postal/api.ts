// The portal API's payloads about letters sent by mail: the resend of a returned letter to a
// corrected address (POST /expeditions/{id}/renvoi) and the provider's notification's answer.
import * as z from 'zod/mini';
import { AdressePostaleBodySchema } from '../api/requests/orders';
import { idParam } from '../api/requests/params';

/** The shipment: the id of the document it carries (a visualisation's id). */
export const ExpeditionParamsSchema = z.object({ id: idParam('id') });

/** Where to send a returned letter again. */
export const ExpeditionRenvoiBodySchema = z.object({ adresse: AdressePostaleBodySchema });
export type ExpeditionRenvoiBody = z.infer<typeof ExpeditionRenvoiBodySchema>;

// The answer to a resend is a contract the personal space reads: it lives with the documents' contracts.
export { ExpeditionRenvoiSchema, type ExpeditionRenvoi } from '../api/documents';

/** The portal's acknowledgement of a notification of the print-and-post provider. */
export const PostalNotificationAckSchema = z.object({ recu: z.literal(true), deja_traitee: z.boolean() });
