// Request schemas of the reference-data endpoints, for the API.
import * as z from 'zod/mini';
import { NIVEAUX_NAF } from '../reference';
import { departmentParam, enumParam, limitParam, offsetParam, optionalParam, postcodeParam, textParam } from './params';

export const NafQuerySchema = z.object({
  niveau: optionalParam(enumParam(NIVEAUX_NAF, 'niveau')),
  parent: optionalParam(textParam('parent', 10)),
  q: optionalParam(textParam('q', 100)),
  limit: limitParam(100),
  offset: offsetParam(),
});

export const NafCodeParamsSchema = z.object({
  code: z.string().check(z.regex(/^([A-U]|\d{2}(\.\d{1,2}[A-Z]?)?)$/i, { error: 'Code NAF invalide.' })),
});

export const CommunesQuerySchema = z.object({
  q: optionalParam(textParam('q', 100)),
  code_postal: optionalParam(postcodeParam()),
  departement: optionalParam(departmentParam('departement')),
  limit: limitParam(20),
  offset: offsetParam(),
});
