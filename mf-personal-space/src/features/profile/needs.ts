// The data needs of the person's details page, declared once: its loader (pages.tsx) and the page read them.
import { dataNeeds } from '@portail/shared/remote/pageRoutes';
import { userCall } from './api';

export const myInformationNeeds = dataNeeds(({ signedIn }) => ({ user: signedIn ? userCall : null }));
