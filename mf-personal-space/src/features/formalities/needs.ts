// The data needs of the formalities pages, declared once: their loaders (pages.tsx) and the pages read them.
import { FORMALITY_REFERENCE } from '@portail/shared';
import { dataNeeds } from '@portail/shared/remote/pageRoutes';
import { formalitiesCall, formalityCall } from './api';

/** The page of the list the address asks for (`?page=`, from 0). */
export const formalitiesNeeds = dataNeeds(({ url, signedIn }) => {
  const raw = Number(url.searchParams.get('page') ?? 0);
  const page = Number.isInteger(raw) && raw >= 0 ? raw : 0;
  return { page, formalities: signedIn ? formalitiesCall(page) : null };
});

/** The formality of `?ref`, and the identifier `?identifiantFormalite` it must have when the address gives one. */
export const formalityOrderNeeds = dataNeeds(({ url, signedIn }) => {
  const ref = url.searchParams.get('ref')?.trim() ?? '';
  const valid = FORMALITY_REFERENCE.test(ref);
  return { ref, valid, formalityId: url.searchParams.get('identifiantFormalite')?.trim() || null, formality: signedIn && valid ? formalityCall(ref) : null };
});
