// The data needs of the periodic Kbis pages, declared once: their loaders (pages.tsx) and the pages
// read them. Their calls are here, not with the pages' other calls: the loaders come with the
// remote, the pages' code when they are first opened.
import { KbisPeriodiqueSchema, KbisPeriodiquesSchema, apiCall } from '@portail/shared';
import { dataNeeds } from '@portail/shared/remote/pageRoutes';

/** The periodic Kbis of the selected account, newest first. */
export const periodicKbisListCall = apiCall(KbisPeriodiquesSchema, 'kbis_periodiques');

const periodicKbisCall = (id: number) => apiCall(KbisPeriodiqueSchema, `kbis_periodiques/${id}`);

const ID = /^[1-9]\d{0,9}$/;

export const periodicKbisListNeeds = dataNeeds(({ signedIn }) => ({ list: signedIn ? periodicKbisListCall : null }));

export const periodicKbisDetailNeeds = dataNeeds(({ params, signedIn }) => {
  const id = params.id ?? '';
  const valid = ID.test(id);
  return { valid, kbis: signedIn && valid ? periodicKbisCall(Number(id)) : null };
});
