// Links of the search pages: the record pages (owned by another app, SPEC §2, §5) with the
// builders the records app routes with, so a hit's link is the record's own path.
import type { SearchHit } from '@portail/shared';

export { companyPath, executivePath } from '@portail/shared';

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
