// Paths of the company record pages (SPEC §2), for every app that links to them.
import { slugify } from '../format/slug';

/** Slug of a company name for record routes; a company without a public name gets "entreprise". */
export function nameSlug(name: string | null | undefined, fallback = 'entreprise'): string {
  return slugify(name ?? '') || fallback;
}

export interface CompanyRef {
  id: number;
  numero_identification: string;
  denomination: string | null;
}

/** /entreprise/{name-slug}/{siren}/{id} */
export function companyPath(c: CompanyRef): string {
  return `/entreprise/${nameSlug(c.denomination)}/${c.numero_identification}/${c.id}`;
}
