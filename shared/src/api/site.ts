// The content host's calls (SPEC §7 "Other"): the site's legal identity, which the legal notices
// print, and the specimen of the financial-performance figures shown before buying accounts.
import * as z from 'zod/mini';
import { Cents, CURRENCIES, IsoDate } from './common';
import { TERRITOIRES } from './companies';
import { SITE_PRODUCTS, VARIANT_LIST, type SiteProduct } from '../site/variants';

/** GET /api/site-information?produit=…, GET /api/specimens-performance-financieres. Paths under /api. */
export const SITE_INFORMATION_PATH = 'site-information';
export const SPECIMEN_PERFORMANCE_PATH = 'specimens-performance-financieres';

/**
 * The sites of the portal, by product slug (`/contact-{produit}`, `/mentions-legales-{produit}`):
 * each its name and the territory whose companies it lists, from the portal's variants.
 */
export const SITES = Object.fromEntries(VARIANT_LIST.map((v) => [v.product, { nom: v.siteName, territoire: v.territory }])) as Readonly<
  Record<SiteProduct, { readonly nom: string; readonly territoire: (typeof TERRITOIRES)[number] }>
>;
export { SITE_PRODUCTS, type SiteProduct };

/** Lines of a postal address, first to last. */
const AddressLines = z.array(z.string());

export const SiteInformationSchema = z
  .object({
    produit: z.enum(SITE_PRODUCTS),
    territoire: z.enum(TERRITOIRES),
    nom_site: z.string(),
    /**
     * The embedded default runs without an operator: the publisher is the demonstration's, and
     * what only a real operator has (legal form, capital, registration, telephone, director,
     * host, mediator) is null. Production refuses to start without them.
     */
    demonstration: z.boolean(),
    editeur: z.object({
      raison_sociale: z.string(),
      forme_juridique: z.nullable(z.string()),
      /** As the operator writes it, currency included ("150 000 €"). */
      capital: z.nullable(z.string()),
      siege: AddressLines,
      siren: z.nullable(z.string()),
      /** "RCS Paris 123 456 789". */
      rcs: z.nullable(z.string()),
      telephone: z.nullable(z.string()),
      courriel: z.string(),
    }),
    directeur_publication: z.nullable(z.object({ nom: z.string(), qualite: z.nullable(z.string()) })),
    hebergeur: z.nullable(z.object({ nom: z.string(), adresse: AddressLines, telephone: z.nullable(z.string()) })),
    /** Where visitors write to the site's team. */
    contact: z.object({ courriel: z.string() }),
    /** The consumer mediator (Code de la consommation, article L616-1). */
    mediateur: z.nullable(z.object({ nom: z.string(), site: z.string() })),
  })
  .register(z.globalRegistry, { id: 'SiteInformation' });
export type SiteInformation = z.infer<typeof SiteInformationSchema>;

/** The heading every specimen carries: its figures belong to no company. */
export const SPECIMEN_LABEL = 'Spécimen — données fictives';

export const SpecimenExerciceSchema = z.object({
  annee: z.int(),
  date_cloture: IsoDate,
  duree_mois: z.int(),
  chiffre_affaires: Cents,
  resultat_net: Cents,
  effectif: z.int(),
  /** Résultat net / chiffre d'affaires, in percent, one decimal; null without turnover. */
  marge_nette_pct: z.nullable(z.number()),
  /** Change of the turnover from the previous year, in percent, one decimal; null for the first year. */
  evolution_ca_pct: z.nullable(z.number()),
});
export type SpecimenExercice = z.infer<typeof SpecimenExerciceSchema>;

export const SpecimenPerformanceSchema = z
  .object({
    libelle: z.literal(SPECIMEN_LABEL),
    entreprise: z.object({ denomination: z.string(), forme_juridique: z.string(), activite: z.string() }),
    devise: z.enum(CURRENCIES),
    /** Oldest first. */
    exercices: z.array(SpecimenExerciceSchema),
  })
  .register(z.globalRegistry, { id: 'SpecimenPerformanceFinanciere' });
export type SpecimenPerformance = z.infer<typeof SpecimenPerformanceSchema>;
