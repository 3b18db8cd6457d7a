// Request schemas of the reference-data endpoints, for the API.
import * as z from 'zod/mini';
import { preprocess } from '../../zod';
import { NIVEAUX_NAF } from '../reference';
import { enumParam, limitParam, offsetParam, textParam } from './params';

export const NafQuerySchema = z.object({
  niveau: z.optional(enumParam(NIVEAUX_NAF, 'niveau')),
  parent: z.optional(textParam('parent', 10)),
  q: z.optional(textParam('q', 100)),
  limit: limitParam(100),
  offset: offsetParam(),
});

export const NafCodeParamsSchema = z.object({
  code: z.string().check(z.regex(/^([A-U]|\d{2}(\.\d{1,2}[A-Z]?)?)$/i, { error: 'Code NAF invalide.' })),
});

export const CommunesQuerySchema = z.object({
  q: z.optional(textParam('q', 100)),
  code_postal: z.optional(
    preprocess((v) => (v === '' ? undefined : v), z.string().check(z.regex(/^\d{5}$/, { error: 'Le paramètre code_postal doit comporter 5 chiffres.' }))),
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
