import { establishmentRouteNumber, personSlug } from '@portail/shared';
import { companyPath, nameSlug, type CompanyRef } from '@portail/shared/src/routing/recordPaths';

export { companyPath, nameSlug };

/** /liste_etablissements/{name}/{siren}/{id} */
export function establishmentListPath(c: CompanyRef): string {
  return `/liste_etablissements/${nameSlug(c.denomination)}/${c.numero_identification}/${c.id}`;
}

interface EstablishmentRef {
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
  return `/etablissement/${nameSlug(companyName)}/${establishmentNumber(e)}/${e.id}`;
}

interface PersonRef {
  id: number;
  nom: string;
  prenoms: string | null;
}

/** First given name of a list of given names ("Jean Paul Marie" -> "Jean"). */
export function firstGivenName(prenoms: string | null | undefined): string {
  return (prenoms ?? '').trim().split(/\s+/)[0] ?? '';
}

/** /dirigeant/{lastname-firstname}/{id} */
export function executivePath(p: PersonRef): string {
  return `/dirigeant/${personSlug(p.nom, firstGivenName(p.prenoms)) || 'dirigeant'}/${p.id}`;
}

/** /fiche-greffe/{slug}/{code} */
export function registryPath(g: { code: string; slug?: string; nom?: string }): string {
  const slug = g.slug ?? nameSlug((g.nom ?? '').replace(/^Greffe du tribunal (de commerce |mixte de commerce |judiciaire )?(de |d'|du )?/i, ''), 'greffe');
  return `/fiche-greffe/${slug}/${g.code}`;
}

/** Route patterns of the canonical record pages, for the router and for the early calls. */
export const RECORD_ROUTES = {
  company: '/entreprise/:slug/:siren/:id',
  establishment: '/etablissement/:slug/:number/:id',
  executive: '/dirigeant/:slug/:id',
  establishmentList: '/liste_etablissements/:name/:siren/:id',
  registry: '/fiche-greffe/:slug/:code',
  /** The public verification of an issued document: the form, and the page of a code. */
  verificationForm: '/verification-document',
  verification: '/verification-document/:code',
} as const;
