// Request schemas of the user service (customer accounts, subscriptions), for the API.
import * as z from 'zod/mini';
import { IDEMPOTENCY_KEY_HEADER } from '../../http/idempotency';
import { dateParam, idParam, optionalParam } from './params';

export const CompteClientParamsSchema = z.object({ id: idParam('id') });

/** `date`: the day the answer is for; today when left out. */
export const DateQuerySchema = z.object({ date: optionalParam(dateParam('date')) });

/** The key of a retryable write (Node gives header names in lower case). */
export const IdempotencyHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, { error: "L'en-tête Idempotency-Key doit comporter de 8 à 64 lettres, chiffres, tirets ou soulignés." })),
  ),
});
