import type { SearchHit } from '../api/companies';
import { establishmentRouteNumber } from '../format/identifiers';
import { companyPath, nameSlug } from '../routing/recordPaths';

/** Where a search hit leads: the establishment page for an establishment hit, the company page otherwise (SPEC §2). */
export function searchHitPath(hit: SearchHit): string {
  if (hit.type_entite === 'ETABLISSEMENT' && hit.id_etablissement !== null && hit.siret) {
    const number = establishmentRouteNumber(hit.siret.slice(0, 9), hit.siret.slice(9));
    return `/etablissement/${nameSlug(hit.denomination ?? hit.enseigne)}/${number}/${hit.id_etablissement}`;
  }
  return companyPath({ id: hit.id_entreprise, numero_identification: hit.numero_identification, denomination: hit.denomination });
}

/** The name a hit is shown under. */
export function searchHitName(hit: SearchHit): string {
  return hit.denomination ?? hit.enseigne ?? 'Entreprise non diffusible';
}
