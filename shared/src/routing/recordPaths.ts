// Paths of the record pages (SPEC §2), for every app that links to them and for the sitemaps:
// each fills its page's pattern in the records' route manifest.
import { establishmentRouteNumber } from '../format/identifiers';
import { personSlug, slugify } from '../format/slug';
import { fillPattern } from './fillPattern';
import routes from './routes/mf-records.json';

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
  return fillPattern(routes.company, { slug: nameSlug(c.denomination), siren: c.numero_identification, id: c.id });
}

/** /liste_etablissements/{name}/{siren}/{id} */
export function establishmentListPath(c: CompanyRef): string {
  return fillPattern(routes.establishmentList, { name: nameSlug(c.denomination), siren: c.numero_identification, id: c.id });
}

export interface EstablishmentRef {
  id: number;
  numero: string;
  siret: string | null;
  nic: string | null;
}

/** The number segment: SIREN + NIC padded to 5 digits, or RIDET + rank in New Caledonia. */
export function establishmentNumber(e: EstablishmentRef): string {
  if (e.siret && e.nic) return establishmentRouteNumber(e.siret.slice(0, 9), e.nic);
  return e.numero;
}

/** /etablissement/{name-slug}/{siren}{nic padded to 5}/{id}; the name is the company's. */
export function establishmentPath(e: EstablishmentRef, companyName: string | null): string {
  return fillPattern(routes.establishment, { slug: nameSlug(companyName), number: establishmentNumber(e), id: e.id });
}

export interface PersonRef {
  id: number;
  nom: string;
  prenoms: string | null;
}

/** First given name of a list of given names ("Jean Paul Marie" -> "Jean"). */
export function firstGivenName(givenNames: string | null | undefined): string {
  return (givenNames ?? '').trim().split(/\s+/)[0] ?? '';
}

/** /dirigeant/{lastname-firstname}/{id} */
export function executivePath(p: PersonRef): string {
  return fillPattern(routes.executive, { slug: personSlug(p.nom, firstGivenName(p.prenoms)) || 'dirigeant', id: p.id });
}

/** /fiche-greffe/{slug}/{code} */
export function registryPath(g: { code: string; slug?: string; nom?: string }): string {
  const slug = g.slug ?? nameSlug((g.nom ?? '').replace(/^Greffe du tribunal (de commerce |mixte de commerce |judiciaire )?(de |d'|du )?/i, ''), 'greffe');
  return fillPattern(routes.registry, { slug, code: g.code });
}

/** /verification-document/{code}: the page checking an issued document by its code. */
export function verificationPath(code: string): string {
  return fillPattern(routes.verification, { code });
}
