import { z } from 'zod';
import { enumParam, limitParam, offsetParam, pagedSchema, textParam } from './common';

export const NIVEAUX_NAF = ['SECTION', 'DIVISION', 'GROUPE', 'CLASSE', 'SOUS_CLASSE'] as const;

export const NafSchema = z
  .object({
    code: z.string(),
    libelle: z.string(),
    niveau: z.enum(NIVEAUX_NAF),
    parent: z.string().nullable(),
  })
  .meta({ id: 'Naf' });
export type Naf = z.infer<typeof NafSchema>;
export const NafListSchema = pagedSchema(NafSchema).meta({ id: 'NafList' });
export const NafQuerySchema = z.object({
  niveau: enumParam(NIVEAUX_NAF, 'niveau').optional(),
  parent: textParam('parent', 10).optional(),
  q: textParam('q', 100).optional(),
  limit: limitParam(100),
  offset: offsetParam(),
});
export const NafCodeParamsSchema = z.object({
  code: z.string().regex(/^([A-U]|\d{2}(\.\d{1,2}[A-Z]?)?)$/i, { error: 'Code NAF invalide.' }),
});

export const RegionSchema = z.object({ code: z.string(), nom: z.string() }).meta({ id: 'Region' });
export const DepartementSchema = z
  .object({ code: z.string(), nom: z.string(), region: z.string() })
  .meta({ id: 'Departement' });
export type Departement = z.infer<typeof DepartementSchema>;
export const CommuneSchema = z
  .object({
    code: z.string(),
    nom: z.string(),
    departement: z.string(),
    region: z.string(),
    codes_postaux: z.array(z.string()),
    population: z.number().int().nullable(),
  })
  .meta({ id: 'Commune' });
export type Commune = z.infer<typeof CommuneSchema>;

export const RegionListSchema = z.object({ items: z.array(RegionSchema) }).meta({ id: 'RegionList' });
export const DepartementListSchema = z.object({ items: z.array(DepartementSchema) }).meta({ id: 'DepartementList' });
export const CommuneListSchema = pagedSchema(CommuneSchema).meta({ id: 'CommuneList' });
export const CommunesQuerySchema = z.object({
  q: textParam('q', 100).optional(),
  code_postal: z
    .preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^\d{5}$/, { error: 'Le paramètre code_postal doit comporter 5 chiffres.' }))
    .optional(),
  departement: z
    .preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^(\d{2}|2[AB]|9[78]\d)$/i, { error: 'Le paramètre departement doit être un numéro de département.' }))
    .transform((v) => v.toUpperCase())
    .optional(),
  limit: limitParam(20),
  offset: offsetParam(),
});

export const FormeJuridiqueListSchema = z
  .object({ items: z.array(z.object({ code: z.string(), libelle: z.string() })) })
  .meta({ id: 'FormeJuridiqueList' });

export const DefinitionDocumentSchema = z
  .object({
    code: z.string(),
    libelle: z.string(),
    description: z.string(),
    categorie: z.enum(['KBIS', 'COMPTES_ANNUELS', 'ACTE', 'ETAT_ENDETTEMENT', 'BENEFICIAIRES_EFFECTIFS', 'PROCEDURE_COLLECTIVE']),
    diffusions: z.array(z.enum(['COURRIER', 'ELEC'])),
    periodique: z.boolean(),
  })
  .meta({ id: 'DefinitionDocument' });
export type DefinitionDocument = z.infer<typeof DefinitionDocumentSchema>;
export const DefinitionDocumentListSchema = z
  .object({ items: z.array(DefinitionDocumentSchema) })
  .meta({ id: 'DefinitionDocumentList' });
