import type { SearchHit } from '../api/companies';
import { companyNumberText, establishmentNumberText } from '../format/identifiers';
import { companyPath, establishmentPath } from '../routing/recordPaths';

/** Where a search hit leads: the establishment page for an establishment hit, the company page otherwise (SPEC §2). */
export function searchHitPath(hit: SearchHit): string {
  if (hit.type_entite === 'ETABLISSEMENT' && hit.id_etablissement !== null && hit.siret) {
    // The hit's `siret` is the establishment's number: a SIRET, or in New Caledonia the RIDET and its rank.
    const siret = /^\d{14}$/.test(hit.siret) ? hit.siret : null;
    return establishmentPath({ id: hit.id_etablissement, numero: hit.siret, siret, nic: siret && siret.slice(9) }, hit.denomination ?? hit.enseigne);
  }
  return companyPath({ id: hit.id_entreprise, numero_identification: hit.numero_identification, denomination: hit.denomination });
}

/** The name a hit is shown under. */
export function searchHitName(hit: SearchHit): string {
  return hit.denomination ?? hit.enseigne ?? 'Entreprise non diffusible';
}

/**
 * The number a hit is known by, with its scheme: an establishment's SIRET or, in New Caledonia,
 * its RIDET and rank ("1234567.001"); a company's SIREN or RIDET.
 */
export function searchHitNumber(hit: SearchHit): { label: 'SIREN' | 'SIRET' | 'RIDET'; value: string } {
  if (hit.type_entite === 'ETABLISSEMENT' && hit.siret) {
    const n = establishmentNumberText(hit.siret);
    return { label: n.kind, value: n.display };
  }
  const n = companyNumberText(hit.numero_identification);
  return { label: n.kind, value: n.display };
}
