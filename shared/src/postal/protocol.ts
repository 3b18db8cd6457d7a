// The protocol between the portal and its print-and-post provider (hybrid mail, the way French
// providers such as Maileva or Docaposte work):
// 1. the portal sends each letter to the provider's API (`POSTAL_API_PATHS.letters`): the PDF, the
//    postal address, the number of copies and its own reference; the provider answers with its
//    tracking number. Asking again with the same reference gives the same letter (idempotent);
// 2. the provider reports each step of the letter (printed, handed to La Poste, delivered, or
//    returned to the sender) by a signed server-to-server notification, retried until the portal
//    acknowledges it; each step carries the provider's event id, and copies must count as one.
// Bodies are JSON, signed like the card payment provider's (`signBody`: HMAC-SHA256 of
// "t.<raw body>" in the `Courrier-Signature` header), with the secret shared with this provider.
// Server-side only (node:crypto): the API and the postal sandbox import it, pages never do.
import * as z from 'zod/mini';
import { AdressePostaleBodySchema } from '../api/requests/orders';
import { signBody, verifyBody, type VerifyResult } from '../payment/protocol';
import { LETTER_REFERENCE, POSTAL_STATES, type PostalState } from './states';

export * from './states';

/** Header carrying the signature of a request, an answer or a notification: `t=<unix seconds>,v1=<hex>`. */
export const POSTAL_SIGNATURE_HEADER = 'Courrier-Signature';

export const signPostalBody = signBody;
export const verifyPostalBody: (rawBody: string, header: string | undefined, secret: string, now?: number) => VerifyResult = verifyBody;

/** Where the provider POSTs its notifications, on the portal's API. */
export const POSTAL_NOTIFICATION_PATH = '/api/courrier/notifications';

/** Paths of the provider's API. */
export const POSTAL_API_PATHS = {
  /** Deposits a letter: printed, put in an envelope and handed to La Poste by the provider. */
  letters: '/api/lettres',
} as const;

/** The largest PDF a letter may carry, before base64. */
export const LETTER_PDF_MAX_BYTES = 5 * 1024 * 1024;

/** A letter deposited by the portal. */
export const LetterRequestSchema = z.object({
  /** The sender's name, printed as the return address's first line. */
  expediteur: z.string().check(z.minLength(1), z.maxLength(100)),
  reference: z.string().check(z.regex(LETTER_REFERENCE, { error: 'Référence de lettre invalide.' })),
  adresse: AdressePostaleBodySchema,
  exemplaires: z.int().check(z.gte(1), z.lte(20)),
  /** The PDF, in base64. */
  pdf: z.string().check(z.minLength(8), z.maxLength(Math.ceil(LETTER_PDF_MAX_BYTES / 3) * 4)),
  /** Unix seconds at signing. */
  horodatage: z.int(),
});
export type LetterRequest = z.infer<typeof LetterRequestSchema>;

/** The provider's answer to a deposit: its tracking number and where the letter stands. */
export interface LetterAnswer {
  reference: string;
  numero_suivi: string;
  etat: PostalState;
}

/** A step of a letter, notified to the portal. */
export const PostalNotificationSchema = z
  .object({
    numero_suivi: z.string().check(z.regex(/^[A-Z0-9]{8,20}$/, { error: 'Numéro de suivi invalide.' })),
    reference: z.string().check(z.regex(LETTER_REFERENCE, { error: 'Référence de lettre invalide.' })),
    /** The provider's id of the event: one state of one letter may be notified several times, it is one event. */
    evenement: z.string().check(z.minLength(1), z.maxLength(100)),
    etat: z.enum(POSTAL_STATES),
    /** Why a letter came back, in French. */
    motif: z.nullable(z.string().check(z.maxLength(300))),
    /** Unix seconds when the step happened. */
    horodatage: z.int(),
  })
  .register(z.globalRegistry, { id: 'PostalNotification' });
export type PostalNotification = z.infer<typeof PostalNotificationSchema>;
