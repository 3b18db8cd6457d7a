// Basket service (SPEC §7): the price grids, GET grilles_tarifaires/{code}/syntheses_articles.
import * as z from 'zod/mini';
import { PRODUCT_CATEGORIES, Cents, CURRENCIES, DELIVERY_MODES, IsoDate } from './common';
import { TERRITOIRES } from './companies';

export const GrilleTarifaireSchema = z
  .object({
    code: z.string(),
    libelle: z.string(),
    /** Customer category the grid applies to (PUBLIC for the public grids). */
    categorie_client: z.string(),
    territoire: z.enum(['FR', 'NC']),
    devise: z.enum(CURRENCIES),
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
    code_categorie_produit: z.enum(PRODUCT_CATEGORIES),
    libelle_categorie: z.string(),
    diffusion: z.enum(DELIVERY_MODES),
    /** Price excluding VAT, postage excluded. */
    prix_ht: Cents,
    /** Postage for delivery by mail, excluding VAT (0 for electronic delivery). */
    frais_envoi: Cents,
    taux_tva: z.number().check(z.gte(0), z.lte(100)),
    /** VAT on the price and the postage, rounded to the currency's smallest unit (half up). */
    montant_tva: Cents,
    prix_ttc: Cents,
    devise: z.enum(CURRENCIES),
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

// ---------- Baskets (SPEC §3 Basket, §7 paniers) ----------

/** Articles a basket holds: the order shortcuts of SPEC §3 and the Treasury-lien statement. */
export const CODES_ARTICLE = ['KBIS', 'COMPTES_ANNUELS', 'ACTE', 'ETAT_ENDETTEMENT', 'ETAT_INSCRIPTIONS_TRESOR'] as const;
export type CodeArticle = (typeof CODES_ARTICLE)[number];

/** The debt-status statements: the full one, and the one of the Treasury's liens only. */
export const DEBT_STATEMENT_CODES = ['ETAT_ENDETTEMENT', 'ETAT_INSCRIPTIONS_TRESOR'] as const satisfies readonly CodeArticle[];
export type DebtStatementCode = (typeof DEBT_STATEMENT_CODES)[number];

/** Copies sent by mail of one document, at most. */
export const MAX_MAIL_COPIES = 10;
/** Documents (sub-articles) in one basket, at most. */
export const MAX_SOUS_ARTICLES = 100;
/** Periodic extracts: a delivery every 1, 3, 6 or 12 months, for up to 36 months. */
export const FREQUENCES_MOIS = [1, 3, 6, 12] as const;
export const MAX_DUREE_MOIS = 36;

/** What a price comes to: excluding VAT, postage, VAT and total, in hundredths of `devise`. */
export const MontantsSchema = z
  .object({
    montant_ht: Cents,
    frais_envoi: Cents,
    montant_tva: Cents,
    montant_ttc: Cents,
  })
  .register(z.globalRegistry, { id: 'Montants' });
export type Montants = z.infer<typeof MontantsSchema>;

/** Who a debt-status statement is about when it is not a company of the registry. */
export const CritereDebiteurSchema = z.object({
  siren: z.nullable(z.string()),
  denomination: z.nullable(z.string()),
  code_postal: z.nullable(z.string()),
});
export type CritereDebiteur = z.infer<typeof CritereDebiteurSchema>;

/**
 * One document in the basket (a sub-article of SPEC §3) and how it is delivered: electronically,
 * by mail in `quantite_courrier` copies, or both; a Kbis may be periodic (a delivery every
 * `frequence_mois` months for `duree_mois` months, per channel).
 */
export const SousArticleSchema = z
  .object({
    id: z.int(),
    code_article: z.enum(CODES_ARTICLE),
    libelle: z.string(),
    /** The filed deed or accounts ordered, described ("Comptes annuels clos le 31/12/2023"). */
    document: z.nullable(z.object({ id: z.int(), libelle: z.string() })),
    diffusion_electronique: z.boolean(),
    diffusion_courrier: z.boolean(),
    quantite_courrier: z.int().check(z.gte(0)),
    frequence_mois_electronique: z.nullable(z.int()),
    duree_mois_electronique: z.nullable(z.int()),
    frequence_mois_courrier: z.nullable(z.int()),
    duree_mois_courrier: z.nullable(z.int()),
    /** Whether the document can be made periodic (a Kbis). */
    periodique_possible: z.boolean(),
    /** The delivery formats the grid prices for this article. */
    diffusions_possibles: z.array(z.enum(DELIVERY_MODES)),
    /** Its electronic delivery is paid for by a subscription in force (« inclus dans votre abonnement »): it costs nothing. */
    inclus_abonnement: z.boolean(),
    prix: MontantsSchema,
  })
  .register(z.globalRegistry, { id: 'SousArticle' });
export type SousArticle = z.infer<typeof SousArticleSchema>;

/** The articles of one company or debtor, grouped (SPEC §3: articles grouped by entity). */
export const ArticlePanierSchema = z
  .object({
    /** Key of the entity: `E<company id>`, `S<SIREN>` or `N<name>` for a debtor searched by name. */
    id_entite: z.string(),
    entite: z.object({
      id_entreprise: z.nullable(z.int()),
      /** The company's SIREN or RIDET, for the link to its record. */
      numero_identification: z.nullable(z.string()),
      siren: z.nullable(z.string()),
      denomination: z.string(),
      critere: z.nullable(CritereDebiteurSchema),
    }),
    sous_articles: z.array(SousArticleSchema),
  })
  .register(z.globalRegistry, { id: 'ArticlePanier' });
export type ArticlePanier = z.infer<typeof ArticlePanierSchema>;

export const PanierSchema = z
  .object({
    /** Null until something was put in it. */
    id: z.nullable(z.string()),
    grille_tarifaire: z.string(),
    devise: z.enum(CURRENCIES),
    taux_tva: z.number(),
    /** The territory whose site the basket is (one basket per owner and territory). */
    territoire: z.enum(TERRITOIRES),
    /** Documents (sub-articles) in the basket. */
    nombre_articles: z.int().check(z.gte(0)),
    articles: z.array(ArticlePanierSchema),
    /** The basket's total, in its currency (SPEC §3 prix_devises). */
    prix_devises: z.extend(MontantsSchema, { devise: z.enum(CURRENCIES) }),
    /** Whether something is sent by mail: the order then needs a delivery address. */
    envoi_courrier: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'Panier' });
export type Panier = z.infer<typeof PanierSchema>;

/** What adding an article did: added, or already there (the basket holds one of each document). */
export const AjoutPanierSchema = z
  .object({
    resultat: z.enum(['AJOUTE', 'DEJA_PRESENT']),
    sous_article_id: z.int(),
    panier: PanierSchema,
  })
  .register(z.globalRegistry, { id: 'AjoutPanier' });
export type AjoutPanier = z.infer<typeof AjoutPanierSchema>;

/** Where the guest's basket id is kept in the browser: an id, never a token. */
export const GUEST_BASKET_STORAGE_KEY = 'portail:panier:uid-invite';
