// Basket service (SPEC §7): the price grids, GET grilles_tarifaires/{code}/syntheses_articles.
import * as z from 'zod/mini';
import { CATEGORIES_PRODUIT, Cents, DEVISES, DIFFUSIONS, IsoDate } from './common';

export const GrilleTarifaireSchema = z
  .object({
    code: z.string(),
    libelle: z.string(),
    /** Customer category the grid applies to (PUBLIC for the public grids). */
    categorie_client: z.string(),
    territoire: z.enum(['FR', 'NC']),
    devise: z.enum(DEVISES),
    /** VAT rate in percent (20 for 20 %). */
    taux_tva: z.number().check(z.gte(0), z.lte(100)),
    applicable_depuis: IsoDate,
    /** Legal text the figures come from, and what could not be confirmed. */
    source: z.string(),
  })
  .register(z.globalRegistry, { id: 'GrilleTarifaire' });
export type GrilleTarifaire = z.infer<typeof GrilleTarifaireSchema>;

/**
 * The price of an article in a grid for one delivery format. Amounts are integers in hundredths
 * of `devise` (SPEC §9): euro cents, or hundredths of a franc (whole francs) for XPF.
 * prix_ttc = prix_ht + frais_envoi + montant_tva.
 */
export const SyntheseArticleSchema = z
  .object({
    code_article: z.string(),
    libelle: z.string(),
    code_categorie_produit: z.enum(CATEGORIES_PRODUIT),
    libelle_categorie: z.string(),
    diffusion: z.enum(DIFFUSIONS),
    /** Price excluding VAT, postage excluded. */
    prix_ht: Cents,
    /** Postage for delivery by mail, excluding VAT (0 for electronic delivery). */
    frais_envoi: Cents,
    taux_tva: z.number().check(z.gte(0), z.lte(100)),
    /** VAT on the price and the postage, rounded to the currency's smallest unit (half up). */
    montant_tva: Cents,
    prix_ttc: Cents,
    devise: z.enum(DEVISES),
    source: z.string(),
  })
  .register(z.globalRegistry, { id: 'SyntheseArticle' });
export type SyntheseArticle = z.infer<typeof SyntheseArticleSchema>;

export const SynthesesArticlesSchema = z
  .object({
    grille: GrilleTarifaireSchema,
    total: z.int().check(z.gte(0)),
    limit: z.int().check(z.gte(0)),
    offset: z.int().check(z.gte(0)),
    items: z.array(SyntheseArticleSchema),
  })
  .register(z.globalRegistry, { id: 'SynthesesArticles' });
export type SynthesesArticles = z.infer<typeof SynthesesArticlesSchema>;
