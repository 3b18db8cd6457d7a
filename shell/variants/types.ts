import type { Devise } from '@portail/shared';

export interface MenuLink {
  label: string;
  href: string;
}

export interface MenuSection {
  id: string;
  label: string;
  links: MenuLink[];
  seeAll: MenuLink;
}

export interface VariantConfig {
  id: 'fr' | 'nc';
  /** Name shown in titles and the logo's text alternative. */
  siteName: string;
  /** Product slug used in /contact-{product} and /mentions-legales-{product}. */
  product: string;
  /** Territory line under the logo. */
  tagline: string;
  logo: { src: string; width: number; height: number };
  /** Search boost sent with every search (SPEC §1: NC for New Caledonia). */
  searchBoost: 'NC' | null;
  registryUrl: string;
  currency: Devise;
  menu: MenuSection[];
  helpLink: MenuLink;
  social: MenuLink[];
  partners: { name: string; href: string }[];
  /** External services named by SPEC §2 (legacy links and footer). */
  external: {
    registryWebForwarding: string;
    scamWarning: string;
  };
}
