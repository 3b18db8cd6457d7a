// Formalities a customer account filed with a registry (SPEC §2 /mes-formalites): creation,
// modification, cessation…, where each stands, and its history.
import * as z from 'zod/mini';
import { Cents, IsoDate, pagedSchema } from './common';

export const FORMALITY_TYPES = ['CREATION', 'MODIFICATION', 'CESSATION', 'RADIATION', 'DEPOT_COMPTES'] as const;
export type TypeFormalite = (typeof FORMALITY_TYPES)[number];
export const FORMALITY_TYPE_LABELS: Record<TypeFormalite, string> = {
  CREATION: 'Création',
  MODIFICATION: 'Modification',
  CESSATION: "Cessation d'activité",
  RADIATION: 'Radiation',
  DEPOT_COMPTES: 'Dépôt des comptes annuels',
};

/**
 * Where a formality stands: being prepared by the customer, sent to the registry, examined there,
 * waiting for the customer to correct it, entered in the register, or refused.
 */
export const FORMALITY_STATUSES = ['EN_PREPARATION', 'TRANSMISE', 'EN_COURS', 'A_REGULARISER', 'VALIDEE', 'REJETEE'] as const;
export type StatutFormalite = (typeof FORMALITY_STATUSES)[number];
export const FORMALITY_STATUS_LABELS: Record<StatutFormalite, string> = {
  EN_PREPARATION: 'En préparation',
  TRANSMISE: 'Transmise au greffe',
  EN_COURS: "En cours d'examen",
  A_REGULARISER: 'À régulariser',
  VALIDEE: 'Validée',
  REJETEE: 'Rejetée',
};

export const FormaliteSchema = z
  .object({
    /** The identifiantFormalite of the detail page's address. */
    id: z.int(),
    /** The ref of the detail page's address. */
    reference: z.string(),
    id_compte_client: z.int(),
    type: z.enum(FORMALITY_TYPES),
    objet: z.string(),
    statut: z.enum(FORMALITY_STATUSES),
    entreprise: z.object({ siren: z.nullable(z.string()), denomination: z.string() }),
    greffe: z.object({ code: z.string(), libelle: z.string() }),
    /** The registry's filing number, once transmitted. */
    numero_liasse: z.nullable(z.string()),
    /** ISO date-times. */
    cree_le: z.string(),
    transmise_le: z.nullable(z.string()),
    mise_a_jour_le: z.string(),
    /** The day it was entered in the register (VALIDEE). */
    date_inscription: z.nullable(IsoDate),
    /** Why it must be corrected or was refused. */
    motif: z.nullable(z.string()),
    /** Registry fees, tax included, in cents. */
    frais_ttc: z.nullable(Cents),
  })
  .register(z.globalRegistry, { id: 'Formalite' });
export type Formalite = z.infer<typeof FormaliteSchema>;

export const FormalitePageSchema = pagedSchema(FormaliteSchema).register(z.globalRegistry, { id: 'FormalitePage' });
export type FormalitePage = z.infer<typeof FormalitePageSchema>;

export const EtapeFormaliteSchema = z.object({
  statut: z.enum(FORMALITY_STATUSES),
  /** ISO date-time. */
  le: z.string(),
  commentaire: z.nullable(z.string()),
});
export type EtapeFormalite = z.infer<typeof EtapeFormaliteSchema>;

/** One formality with its history, oldest step first. */
export const FormaliteDetailSchema = z
  .object({ ...FormaliteSchema.shape, historique: z.array(EtapeFormaliteSchema) })
  .register(z.globalRegistry, { id: 'FormaliteDetail' });
export type FormaliteDetail = z.infer<typeof FormaliteDetailSchema>;

/** What a formality reference may look like in an address (the API numbers them "FOR00000042"). */
export const FORMALITY_REFERENCE = /^[A-Za-z0-9_-]{1,40}$/;
