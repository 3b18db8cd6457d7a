// Request schemas of the registry endpoints, for the API.
import * as z from 'zod/mini';
import { preprocess } from '../../zod';
import { departmentParam, emptyToUndefined, limitParam, offsetParam, optionalParam, postcodeParam, territoryParam, textParam } from './params';

export const GreffesQuerySchema = z.object({
  /** Registry name or seat town, accent-insensitive. */
  q: optionalParam(textParam('q', 100)),
  /** Registries competent for this postcode. */
  code_postal: optionalParam(postcodeParam()),
  /** Registry competent for this INSEE commune code. */
  code_commune: optionalParam(
    z.pipe(
      preprocess(emptyToUndefined, z.string().check(z.regex(/^(\d{5}|2[AB]\d{3})$/i, { error: 'Le paramètre code_commune doit être un code commune INSEE.' }))),
      z.transform((v) => v.toUpperCase()),
    ),
  ),
  departement: optionalParam(departmentParam('departement')),
  /** Registries of this territory only: New Caledonia's (NC) or mainland France's and its other overseas ones (FR). */
  territoire: optionalParam(territoryParam()),
  limit: limitParam(20),
  offset: offsetParam(),
});

export const GreffeCodeParamsSchema = z.object({
  code: z.string().check(z.regex(/^\d{4}$/, { error: 'Le code greffe doit comporter 4 chiffres.' })),
});

export const CommunesCouvertesQuerySchema = z.object({
  q: optionalParam(textParam('q', 100)),
  limit: limitParam(50),
  offset: offsetParam(),
});
