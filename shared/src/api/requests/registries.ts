// Request schemas of the registry endpoints, for the API.
import * as z from 'zod/mini';
import { preprocess } from '../../zod';
import { limitParam, offsetParam, textParam } from './params';

export const GreffesQuerySchema = z.object({
  /** Registry name or seat town, accent-insensitive. */
  q: z.optional(textParam('q', 100)),
  /** Registries competent for this postcode. */
  code_postal: z.optional(
    preprocess((v) => (v === '' ? undefined : v), z.string().check(z.regex(/^\d{5}$/, { error: 'Le paramètre code_postal doit comporter 5 chiffres.' }))),
  ),
  /** Registry competent for this INSEE commune code. */
  code_commune: z.optional(
    z.pipe(
      preprocess((v) => (v === '' ? undefined : v), z.string().check(z.regex(/^(\d{5}|2[AB]\d{3})$/i, { error: 'Le paramètre code_commune doit être un code commune INSEE.' }))),
      z.transform((v) => v.toUpperCase()),
    ),
  ),
  departement: z.optional(
    z.pipe(
      preprocess((v) => (v === '' ? undefined : v), z.string().check(z.regex(/^(\d{2}|2[AB]|9[78]\d)$/i, { error: 'Le paramètre departement doit être un numéro de département.' }))),
      z.transform((v) => v.toUpperCase()),
    ),
  ),
  limit: limitParam(20),
  offset: offsetParam(),
});

export const GreffeCodeParamsSchema = z.object({
  code: z.string().check(z.regex(/^\d{4}$/, { error: 'Le code greffe doit comporter 4 chiffres.' })),
});

export const CommunesCouvertesQuerySchema = z.object({
  q: z.optional(textParam('q', 100)),
  limit: limitParam(50),
  offset: offsetParam(),
});
