// The data needs of a revelation's notice page, declared once: its loader (pages.tsx) and the page
// read them. Its call is here, not with the page's other calls: the loader comes with the remote,
// the page's code when it is first opened.
import { AvisSchema, apiCall } from '@portail/shared';
import { dataNeeds } from '@portail/shared/remote/pageRoutes';

/** The notice of one revelation (404 when it is not the account's). */
const noticeCall = (id: number) => apiCall(AvisSchema, `revelation/${id}/avis`);

const ID = /^[1-9]\d{0,9}$/;

export const revelationNoticeNeeds = dataNeeds(({ params, signedIn }) => {
  const id = params.id ?? '';
  const valid = ID.test(id);
  return { id, valid, notice: signedIn && valid ? noticeCall(Number(id)) : null };
});
