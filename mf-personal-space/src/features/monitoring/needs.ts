// The data needs of a revelation's notice page, declared once: its loader (pages.tsx) and the page read them.
import { dataNeeds } from '@portail/shared/remote/pageRoutes';
import { noticeCall } from './api';

const ID = /^[1-9]\d{0,9}$/;

export const revelationNoticeNeeds = dataNeeds(({ params, signedIn }) => {
  const id = params.id ?? '';
  const valid = ID.test(id);
  return { id, valid, notice: signedIn && valid ? noticeCall(Number(id)) : null };
});
