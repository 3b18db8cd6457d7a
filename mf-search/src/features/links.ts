// URLs of the record pages (owned by another app) built from search data (SPEC §2, §5).
import { personSlug, type SearchHit } from '@portail/shared';
import { companyPath as recordPath } from '@portail/shared/routing/recordPaths';

/** /entreprise/{slug}/{siren}/{id} */
export function companyPath(c: { denomination: string | null; numero: string; id: number }): string {
  return recordPath({ id: c.id, numero_identification: c.numero, denomination: c.denomination });
}

/** /dirigeant/{nom-prenom}/{id} */
export function personPath(p: { nom: string; prenoms: string | null; id: number }): string {
  return `/dirigeant/${personSlug(p.nom, p.prenoms?.split(/\s+/)[0]) || 'dirigeant'}/${p.id}`;
}

/** Why a hit matched, in words (null when the name itself matched). */
export function matchReason(hit: SearchHit): string | null {
  const reason = hit.matchedOn[0];
  const text = hit.matched_text;
  switch (reason) {
    case 'former_name':
      return `Ancienne dénomination : ${text ?? ''}`.trim();
    case 'sign':
      return text ? `Enseigne ou sigle : ${text}` : 'Enseigne ou sigle';
    case 'executive':
      return text ? `Dirigeant : ${text}` : 'Dirigeant';
    case 'address':
      return `Adresse : ${text ?? hit.adresse.ligne}`;
    case 'identifier':
      return "Numéro d'identification";
    default:
      return null;
  }
}
