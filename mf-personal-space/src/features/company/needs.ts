// The data needs of the customer accounts page, declared once: its loader (pages.tsx) and the page
// read them. Its call is here, not with the page's other calls: the loader comes with the remote,
// the page's code when it is first opened.
import { CustomerAccountListSchema, apiCall } from '@portail/shared';
import { dataNeeds } from '@portail/shared/remote/pageRoutes';

/** The customer accounts the person acts for. */
export const accountsCall = apiCall(CustomerAccountListSchema, 'compte-client');

export const myCompanyNeeds = dataNeeds(({ signedIn }) => ({ accounts: signedIn ? accountsCall : null }));
