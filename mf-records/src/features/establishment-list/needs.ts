// The establishment list's data needs, apart from the page: the remote's `./app` holds them (its
// `preload` starts the page's calls), the page's code downloads on demand.
import { dataNeeds } from '@portail/shared/remote/pageRoutes';
import { companyIdentifier } from '../../record/identifiers';
import { companyCall, establishmentListCall, establishmentStateFrom, isIdSegment } from '../../record/api';
import { pageFromQuery } from '../../record/hooks';

/** The list's needs: the company, then, once it is the one of the address, the page of the list the address asks for. */
export const establishmentListNeeds = dataNeeds(
  ({ params, url }) => {
    const { siren = '', id = '' } = params;
    const identifier = companyIdentifier(siren);
    const valid = identifier !== null && isIdSegment(id);
    return { siren, identifier, page: pageFromQuery(url.searchParams), state: establishmentStateFrom(url.searchParams), company: valid ? companyCall(id) : null };
  },
  ({ company: c }, { siren, page, state }) => [c && c.numero_identification === siren ? establishmentListCall(c.id, page, state) : null],
);
