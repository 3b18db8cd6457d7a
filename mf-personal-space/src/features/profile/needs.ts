// The data needs of the person's details page, declared once: its loader (pages.tsx) and the page
// read them. Its call is here, not with the page's other calls: the loader comes with the remote,
// the page's code when it is first opened.
import { UserInfoSchema, apiCall } from '@portail/shared';
import { dataNeeds } from '@portail/shared/remote/pageRoutes';

/** The signed-in person's details. */
export const userCall = apiCall(UserInfoSchema, 'user');

export const myInformationNeeds = dataNeeds(({ signedIn }) => ({ user: signedIn ? userCall : null }));
