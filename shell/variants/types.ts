import type { Variant } from '@portail/shared/site/variants';

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

/**
 * A variant of the shell: its site (name, product slug, tagline, search boost, currency, ... from
 * `@portail/shared/site/variants`) and what only the shell shows of it.
 */
export type VariantConfig = Variant & {
  logo: { src: string; width: number; height: number };
  registryUrl: string;
  menu: MenuSection[];
  helpLink: MenuLink;
  social: MenuLink[];
  partners: { name: string; href: string }[];
  /** External services named by SPEC §2 (legacy links and footer). */
  external: {
    registryWebForwarding: string;
    /** Where the footer warns against fake registries and misleading payment requests. */
    scamWarning: { label: string; href: string };
  };
};
