// What a search box invites on each variant: New Caledonia's visitors have a RIDET, mainland
// France's a SIREN or SIRET. Every search box of the site (header, home, results, 404) reads it here.
import { siteVariant, type SearchBoost, type Variant } from '../site/variants';

export interface SearchWording {
  /** Visible or announced label of a search box. */
  label: string;
  /** Short placeholder for the header's box. */
  placeholder: string;
  /** Longer placeholder for a prominent box. */
  longPlaceholder: string;
  /** The identifiers that can be typed, in a phrase ("SIREN ou SIRET"). */
  identifiers: string;
  /** An example of what can be typed. */
  example: string;
}

const WORDING: Record<Variant['territory'], SearchWording> = {
  FR: {
    label: 'Rechercher une entreprise, un dirigeant, un SIREN ou un SIRET',
    placeholder: 'Entreprise, dirigeant, SIREN, SIRET',
    longPlaceholder: 'Dénomination, dirigeant, SIREN ou SIRET…',
    identifiers: 'SIREN ou SIRET',
    example: 'Exemple : Boulangerie Dupont, Jean Martin ou 552 100 554',
  },
  NC: {
    label: 'Rechercher une entreprise, un dirigeant ou un RIDET',
    placeholder: 'Entreprise, dirigeant, RIDET',
    longPlaceholder: 'Dénomination, dirigeant ou RIDET…',
    identifiers: 'RIDET, SIREN ou SIRET',
    example: 'Exemple : Boulangerie de Nouméa, Jean Martin ou 1 234 567',
  },
};

/** The wording of the variant whose search boost is `boost` (NC for New Caledonia). */
export function searchWording(boost: SearchBoost | undefined): SearchWording {
  return WORDING[siteVariant({ searchBoost: boost }).territory];
}
