// The data needs of the periodic Kbis pages, declared once: their loaders (pages.tsx) and the pages read them.
import { dataNeeds } from '@portail/shared/remote/pageRoutes';
import { periodicKbisCall, periodicKbisListCall } from './api';

const ID = /^[1-9]\d{0,9}$/;

export const periodicKbisListNeeds = dataNeeds(({ signedIn }) => ({ list: signedIn ? periodicKbisListCall : null }));

export const periodicKbisDetailNeeds = dataNeeds(({ params, signedIn }) => {
  const id = params.id ?? '';
  const valid = ID.test(id);
  return { valid, kbis: signedIn && valid ? periodicKbisCall(Number(id)) : null };
});
