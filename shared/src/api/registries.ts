import { z } from 'zod';
import { limitParam, offsetParam, pagedSchema, textParam } from './common';

export const TYPES_GREFFE = ['TRIBUNAL_DE_COMMERCE', 'CHAMBRE_COMMERCIALE_TJ', 'TRIBUNAL_MIXTE_DE_COMMERCE'] as const;

export const GreffeSchema = z
  .object({
    /** 4-digit registry code (department number + ordinal, e.g. 7501 Paris). */
    code: z.string().regex(/^\d{4}$/),
    nom: z.string(),
    ville: z.string(),
    slug: z.string(),
    type: z.enum(TYPES_GREFFE),
    adresse: z.object({
      ligne: z.string().nullable(),
      code_postal: z.string().nullable(),
      ville: z.string(),
    }),
    departements: z.array(z.string()),
    nombre_communes: z.number().int(),
  })
  .meta({ id: 'Greffe' });
export type Greffe = z.infer<typeof GreffeSchema>;

export const GreffeFicheSchema = GreffeSchema.extend({
  /** How the list of communes covered was established: from the ressort text, or derived. */
  methode_ressort: z.enum(['DEPARTEMENT', 'ARRONDISSEMENT', 'DERIVE']),
  note_ressort: z.string().nullable(),
}).meta({ id: 'GreffeFiche' });
export type GreffeFiche = z.infer<typeof GreffeFicheSchema>;

export const GreffeListSchema = pagedSchema(GreffeSchema).meta({ id: 'GreffeList' });
export type GreffeList = z.infer<typeof GreffeListSchema>;

export const GreffesQuerySchema = z.object({
  /** Registry name or seat town, accent-insensitive. */
  q: textParam('q', 100).optional(),
  /** Registries competent for this postcode. */
  code_postal: z
    .preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^\d{5}$/, { error: 'Le paramètre code_postal doit comporter 5 chiffres.' }))
    .optional(),
  /** Registry competent for this INSEE commune code. */
  code_commune: z
    .preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^(\d{5}|2[AB]\d{3})$/i, { error: 'Le paramètre code_commune doit être un code commune INSEE.' }))
    .transform((v) => v.toUpperCase())
    .optional(),
  departement: z
    .preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^(\d{2}|2[AB]|9[78]\d)$/i, { error: 'Le paramètre departement doit être un numéro de département.' }))
    .transform((v) => v.toUpperCase())
    .optional(),
  limit: limitParam(20),
  offset: offsetParam(),
});

export const GreffeCodeParamsSchema = z.object({
  code: z.string().regex(/^\d{4}$/, { error: 'Le code greffe doit comporter 4 chiffres.' }),
});

export const CommuneCouverteSchema = z.object({
  code: z.string(),
  nom: z.string(),
  codes_postaux: z.array(z.string()),
  departement: z.string(),
});
export const CommunesCouvertesSchema = pagedSchema(CommuneCouverteSchema).meta({ id: 'CommunesCouvertes' });
export const CommunesCouvertesQuerySchema = z.object({
  q: textParam('q', 100).optional(),
  limit: limitParam(50),
  offset: offsetParam(),
});
