// Annual accounts of a company (GET /entreprises/{id}/comptes and /entreprises/{id}/comptes/{annee}):
// the years with their key figures and ratios, and one year's full accounts, statement by statement.
// The lines, the figures and the ratios are defined once in accountsLayout.ts.
import * as z from 'zod/mini';
import { Cents, CURRENCIES, IsoDate } from './common';

export * from './accountsFigures';
export * from './accountsLayout';

const REGIMES = ['COMPLET', 'SIMPLIFIE'] as const;

export const ChiffresComptesSchema = z.object({
  chiffre_affaires: z.nullable(Cents),
  valeur_ajoutee: z.nullable(Cents),
  ebe: z.nullable(Cents),
  resultat_net: z.nullable(Cents),
  fonds_propres: z.nullable(Cents),
  endettement: z.nullable(Cents),
  bfr: z.nullable(Cents),
  tresorerie: z.nullable(Cents),
});

export const RatiosComptesSchema = z.object({
  marge_nette: z.nullable(z.number()),
  rentabilite_capitaux_propres: z.nullable(z.number()),
  autonomie_financiere: z.nullable(z.number()),
  delai_clients: z.nullable(z.int()),
  delai_fournisseurs: z.nullable(z.int()),
});

/**
 * One financial year: its closing, its headcount and, unless its accounts are confidential, its
 * key figures. `regime` is null when only the turnover and result were declared (no accounts in
 * the registry's layout): the other figures and the ratios are then null.
 */
export const ExerciceComptesSchema = z.object({
  annee: z.int(),
  date_cloture: IsoDate,
  duree_mois: z.int(),
  confidentiel: z.boolean(),
  regime: z.nullable(z.enum(REGIMES)),
  effectif: z.nullable(z.int()),
  chiffres: z.nullable(ChiffresComptesSchema),
  ratios: z.nullable(RatiosComptesSchema),
});
export type ExerciceComptes = z.infer<typeof ExerciceComptesSchema>;

export const ComptesAnnuelsListSchema = z
  .object({
    entreprise_id: z.int(),
    devise: z.enum(CURRENCIES),
    /** Newest first. */
    exercices: z.array(ExerciceComptesSchema),
  })
  .register(z.globalRegistry, { id: 'ComptesAnnuelsList' });
export type ComptesAnnuelsList = z.infer<typeof ComptesAnnuelsListSchema>;

export const LigneComptesSchema = z.object({
  code: z.string(),
  libelle: z.string(),
  total: z.boolean(),
  /** The amount (net on the asset side). */
  montant: Cents,
  /** Asset side: gross amount and depreciation. */
  brut: z.optional(Cents),
  amortissements: z.optional(Cents),
});

export const EtatComptesSchema = z.object({
  id: z.enum(['ACTIF', 'PASSIF', 'RESULTAT']),
  titre: z.string(),
  formulaire: z.string(),
  lignes: z.array(LigneComptesSchema),
});
export type EtatComptes = z.infer<typeof EtatComptesSchema>;

/** One year's accounts: the statements, or, filed confidential, the statement that they are. */
export const ComptesAnnuelsSchema = z
  .object({
    entreprise_id: z.int(),
    devise: z.enum(CURRENCIES),
    annee: z.int(),
    date_cloture: IsoDate,
    duree_mois: z.int(),
    regime: z.enum(REGIMES),
    confidentiel: z.boolean(),
    /** Why no figure is given (confidential accounts). */
    message: z.nullable(z.string()),
    etats: z.array(EtatComptesSchema),
    chiffres: z.nullable(ChiffresComptesSchema),
    ratios: z.nullable(RatiosComptesSchema),
  })
  .register(z.globalRegistry, { id: 'ComptesAnnuels' });
export type ComptesAnnuels = z.infer<typeof ComptesAnnuelsSchema>;
