// The public address of each site of the portal, from the shells' origins (AUTH_SHELL_ORIGINS, in
// the order of the sites in shared/src/site/variants.ts: the mainland first, New Caledonia next).
// A mail about something of one territory links to that territory's own site.
import type { Devise } from '@portail/shared/api';
import { VARIANTS, VARIANT_IDS } from '@portail/shared/site/variants';

/** The site whose prices are in `devise`; the first one when no origin is given for it. */
export function siteOfCurrency(shellOrigins: readonly string[]): (devise: Devise) => string {
  return (devise) => {
    const at = VARIANT_IDS.findIndex((id) => VARIANTS[id].currency === devise);
    return (at >= 0 ? shellOrigins[at] : undefined) ?? shellOrigins[0]!;
  };
}
