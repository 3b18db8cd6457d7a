import * as z from 'zod/mini';
import { PRODUCT_CATEGORIES, DELIVERY_MODES, pagedSchema } from './common';

export const NIVEAUX_NAF = ['SECTION', 'DIVISION', 'GROUPE', 'CLASSE', 'SOUS_CLASSE'] as const;

export const NafSchema = z
  .object({
    code: z.string(),
    libelle: z.string(),
    niveau: z.enum(NIVEAUX_NAF),
    parent: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'Naf' });
export type Naf = z.infer<typeof NafSchema>;
export const NafListSchema = pagedSchema(NafSchema).register(z.globalRegistry, { id: 'NafList' });

export const RegionSchema = z.object({ code: z.string(), nom: z.string() }).register(z.globalRegistry, { id: 'Region' });
export const DepartementSchema = z
  .object({ code: z.string(), nom: z.string(), region: z.string() })
  .register(z.globalRegistry, { id: 'Departement' });
export type Departement = z.infer<typeof DepartementSchema>;
export const CommuneSchema = z
  .object({
    code: z.string(),
    nom: z.string(),
    departement: z.string(),
    region: z.string(),
    codes_postaux: z.array(z.string()),
    population: z.nullable(z.int()),
  })
  .register(z.globalRegistry, { id: 'Commune' });
export type Commune = z.infer<typeof CommuneSchema>;

// New Caledonia's provinces and their communes, for the API (search filters and lists).
export { NC_DEPARTEMENT, NC_PROVINCES, PROVINCE_CODES, findProvince, isProvinceCode, type NcProvince } from '../search/territory';

/** A province of New Caledonia with its communes, each known by its postcode in search criteria and lists. */
export const ProvinceSchema = z
  .object({
    code: z.string(),
    nom: z.string(),
    communes: z.array(z.object({ code: z.string(), nom: z.string(), code_postal: z.string() })),
  })
  .register(z.globalRegistry, { id: 'Province' });
export type Province = z.infer<typeof ProvinceSchema>;
export const ProvinceListSchema = z.object({ items: z.array(ProvinceSchema) }).register(z.globalRegistry, { id: 'ProvinceList' });

export const RegionListSchema = z.object({ items: z.array(RegionSchema) }).register(z.globalRegistry, { id: 'RegionList' });
export const DepartementListSchema = z
  .object({ items: z.array(DepartementSchema) })
  .register(z.globalRegistry, { id: 'DepartementList' });
export const CommuneListSchema = pagedSchema(CommuneSchema).register(z.globalRegistry, { id: 'CommuneList' });

export const FormeJuridiqueListSchema = z
  .object({ items: z.array(z.object({ code: z.string(), libelle: z.string() })) })
  .register(z.globalRegistry, { id: 'FormeJuridiqueList' });

export const DefinitionDocumentSchema = z
  .object({
    code: z.string(),
    libelle: z.string(),
    description: z.string(),
    categorie: z.enum(PRODUCT_CATEGORIES),
    diffusions: z.array(z.enum(DELIVERY_MODES)),
    periodique: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'DefinitionDocument' });
export type DefinitionDocument = z.infer<typeof DefinitionDocumentSchema>;
export const DefinitionDocumentListSchema = z
  .object({ items: z.array(DefinitionDocumentSchema) })
  .register(z.globalRegistry, { id: 'DefinitionDocumentList' });
