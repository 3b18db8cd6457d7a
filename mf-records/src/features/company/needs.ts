// The company pages' data needs, apart from the pages: the remote's `./app` holds them (its
// `preload` starts the page's calls), each page's code downloads on demand.
import { dataNeeds } from '@portail/shared/remote/pageRoutes';
import { companyIdentifier } from '../../record/identifiers';
import {
  accountsCall,
  companyByNumberCall,
  companyCall,
  companyEstablishmentsCall,
  filingsCall,
  isIdSegment,
  officersCall,
  ownersCall,
  proceduresCall,
  registrationsCall,
  sitePricesCall,
} from '../../record/api';
import { historyAddress, historyNeedCalls } from './historyCalls';

/**
 * The company record's needs: the company and the prices of its order panel, then, once the
 * company is the one of the address, every section's first call.
 */
export const companyNeeds = dataNeeds(
  ({ params, site, url }) => {
    const { siren = '', id = '' } = params;
    const identifier = companyIdentifier(siren);
    const valid = identifier !== null && isIdSegment(id);
    return { siren, identifier, company: valid ? companyCall(id) : null, prices: valid ? sitePricesCall(site) : null, ...historyAddress(url.searchParams) };
  },
  ({ company: c }, { siren, asOf, genre }) =>
    c && c.numero_identification === siren
      ? [officersCall(c.id), ownersCall(c.id), companyEstablishmentsCall(c.id, 0), accountsCall(c.id), proceduresCall(c.id), filingsCall(c.id), registrationsCall(c.id), ...historyNeedCalls(c.id, { asOf, genre })]
      : [],
);

/** The SIREN (9 digits) or RIDET (7 digits) that ends a catch-all slug ("boulangerie-dupont-552100554"). */
export function trailingCompanyNumber(splat: string): string | null {
  const match = /(?:^|\D)(\d{9}|\d{7})\/?$/.exec(splat);
  return match?.[1] && companyIdentifier(match[1]) ? match[1] : null;
}

/** The catch-all routes' needs: the company of the number ending the slug. */
export const companyBySlugNeeds = dataNeeds(({ params }) => {
  const registrationNumber = trailingCompanyNumber(params['*'] ?? '');
  return { registrationNumber, company: registrationNumber ? companyByNumberCall(registrationNumber) : null };
});
