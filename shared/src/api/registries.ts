import * as z from 'zod/mini';
import { pagedSchema } from './common';

export const REGISTRY_TYPES = ['TRIBUNAL_DE_COMMERCE', 'CHAMBRE_COMMERCIALE_TJ', 'TRIBUNAL_MIXTE_DE_COMMERCE'] as const;

export const GreffeSchema = z
  .object({
    /** 4-digit registry code (department number + ordinal, e.g. 7501 Paris). */
    code: z.string().check(z.regex(/^\d{4}$/)),
    nom: z.string(),
    ville: z.string(),
    slug: z.string(),
    type: z.enum(REGISTRY_TYPES),
    adresse: z.object({
      ligne: z.nullable(z.string()),
      code_postal: z.nullable(z.string()),
      ville: z.string(),
    }),
    departements: z.array(z.string()),
    nombre_communes: z.int(),
  })
  .register(z.globalRegistry, { id: 'Greffe' });
export type Greffe = z.infer<typeof GreffeSchema>;

export const GreffeFicheSchema = z
  .extend(GreffeSchema, {
    /** How the list of communes covered was established: from the ressort text, or derived. */
    methode_ressort: z.enum(['DEPARTEMENT', 'ARRONDISSEMENT', 'DERIVE']),
    note_ressort: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'GreffeFiche' });
export type GreffeFiche = z.infer<typeof GreffeFicheSchema>;

export const GreffeListSchema = pagedSchema(GreffeSchema).register(z.globalRegistry, { id: 'GreffeList' });
export type GreffeList = z.infer<typeof GreffeListSchema>;

export const CommuneCouverteSchema = z.object({
  code: z.string(),
  nom: z.string(),
  codes_postaux: z.array(z.string()),
  departement: z.string(),
});
export const CommunesCouvertesSchema = pagedSchema(CommuneCouverteSchema).register(z.globalRegistry, { id: 'CommunesCouvertes' });
