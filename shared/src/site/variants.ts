// The sites of the portal, one per variant of the shell: mainland France (`fr`) and New Caledonia
// (`nc`). Every fact that tells one site from the other is written here and only here; the
// shell's variants, its build, the servers, the price and site contracts and the API read it.
//
// Plain data and erasable types without runtime imports: the shell's build configuration and the
// Node scripts load this file as it is (Node strips its types; the package.json beside it says it
// is an ES module), without the rest of the package.
import type { Devise } from '../api/common';
import type { TERRITOIRES } from '../api/companies';

interface VariantFacts {
  id: string;
  /** Name of the site: the page title, the logo's text alternative, server renders' site name. */
  siteName: string;
  /** Product slug of the site's routes (`/contact-{product}`, `/mentions-legales-{product}`). */
  product: string;
  /** Territory line under the logo. */
  tagline: string;
  /** The territory whose companies the site lists (measures, editorial pages, SEO files). */
  territory: (typeof TERRITOIRES)[number];
  /** Search boost sent with every search (SPEC §1: NC for New Caledonia), null for none. */
  searchBoost: string | null;
  /** Currency of the site's prices, wallet and payments. */
  currency: Devise;
  /** The country line of a postal address of the territory, the address forms' default. */
  country: string;
  /** Public price grid of the site (basket service, SPEC §7). */
  priceGrid: string;
  /** Colour of the site's logo and icon, the page's `theme-color`. */
  themeColor: string;
}

export const VARIANTS = {
  fr: {
    id: 'fr',
    siteName: 'Registre des entreprises',
    product: 'registre',
    tagline: 'France métropolitaine et outre-mer',
    territory: 'FR',
    searchBoost: null,
    currency: 'EUR',
    country: 'France',
    priceGrid: 'STANDARD',
    themeColor: '#1f3a93',
  },
  nc: {
    id: 'nc',
    siteName: 'Registre des entreprises de Nouvelle-Calédonie',
    product: 'nouvelle-caledonie',
    tagline: 'Nouvelle-Calédonie',
    territory: 'NC',
    searchBoost: 'NC',
    currency: 'XPF',
    country: 'Nouvelle-Calédonie',
    priceGrid: 'STANDARD_NC',
    themeColor: '#00695c',
  },
} as const satisfies Record<string, VariantFacts>;

export type VariantId = keyof typeof VARIANTS;
export type Variant = (typeof VARIANTS)[VariantId];
/** Search boost of a site (null: none). */
export type SearchBoost = Variant['searchBoost'];
/** Product slug of a site. */
export type SiteProduct = Variant['product'];

/** The variant a build, a store or a render assumes when none is given. */
export const DEFAULT_VARIANT: VariantId = 'fr';

export const VARIANT_LIST: readonly Variant[] = Object.values(VARIANTS);
export const VARIANT_IDS = Object.keys(VARIANTS) as [VariantId, ...VariantId[]];
export const SITE_PRODUCTS = VARIANT_LIST.map((v) => v.product) as [SiteProduct, ...SiteProduct[]];

export function isVariantId(value: unknown): value is VariantId {
  return typeof value === 'string' && Object.hasOwn(VARIANTS, value);
}

/** Whether `value` is the search boost of a site (null, no boost, is not one). */
export function isSearchBoost(value: unknown): value is NonNullable<SearchBoost> {
  return VARIANT_LIST.some((v) => v.searchBoost !== null && v.searchBoost === value);
}

/**
 * The site a page is shown on, from what the page knows of it: a site other than the default one
 * is recognised by its variant or by its search boost (a server render may know only the boost);
 * otherwise the page is on the default site.
 */
export function siteVariant(site: { variant?: string; searchBoost?: string | null }): Variant {
  const other = VARIANT_LIST.find((v) => v.id !== DEFAULT_VARIANT && (v.id === site.variant || (v.searchBoost !== null && v.searchBoost === site.searchBoost)));
  return other ?? VARIANTS[DEFAULT_VARIANT];
}
