// The data needs of the customer accounts page, declared once: its loader (pages.tsx) and the page read them.
import { dataNeeds } from '@portail/shared/remote/pageRoutes';
import { accountsCall } from './api';

export const myCompanyNeeds = dataNeeds(({ signedIn }) => ({ accounts: signedIn ? accountsCall : null }));
