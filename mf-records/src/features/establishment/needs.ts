// The establishment pages' data needs, apart from the pages: the remote's `./app` holds them (its
// `preload` starts the page's calls), each page's code downloads on demand.
import { dataNeeds } from '@portail/shared/remote/pageRoutes';
import { establishmentIdentifier } from '../../record/identifiers';
import { establishmentByNumberCall, establishmentCall, isIdSegment } from '../../record/api';

/** The establishment record's needs: the establishment of the address. */
export const establishmentNeeds = dataNeeds(({ params }) => {
  const { number = '', id = '' } = params;
  const identifier = establishmentIdentifier(number);
  return { number, identifier, establishment: identifier !== null && isIdSegment(id) ? establishmentCall(id) : null };
});

/** The SIRET (14 digits) or RIDET and rank (10 digits) that ends a catch-all slug, when well formed. */
export function trailingEstablishmentNumber(splat: string): string | null {
  const match = /(?:^|\D)(\d{14}|\d{10})\/?$/.exec(splat)?.[1];
  return match && establishmentIdentifier(match) ? match : null;
}

/** The catch-all route's needs: the establishment of the number ending the slug. */
export const establishmentBySlugNeeds = dataNeeds(({ params }) => {
  const match = trailingEstablishmentNumber(params['*'] ?? '');
  return { identifier: match ? establishmentIdentifier(match) : null, establishment: match ? establishmentByNumberCall(match) : null };
});
