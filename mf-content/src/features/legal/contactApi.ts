import { CONTACT_PATH, CONTACT_TOKEN_PATH, ContactAccuseSchema, ContactJetonSchema, authApi, type ContactAccuse, type SujetContact } from '@portail/shared';

export interface ContactRequest {
  nom: string;
  email: string;
  sujet: SujetContact;
  numero_commande: string | null;
  message: string;
  jeton: string;
  site_web: string;
}

/** A signed form token (GET /api/contact/jeton): it dates the opening of the form. */
export async function fetchContactToken(signal?: AbortSignal): Promise<string> {
  return (await authApi().getJson(ContactJetonSchema, CONTACT_TOKEN_PATH, undefined, signal ? { signal } : {})).jeton;
}

/** POST /api/contact: the request's reference. */
export function sendContactRequest(request: ContactRequest): Promise<ContactAccuse> {
  return authApi().postJson(ContactAccuseSchema, CONTACT_PATH, request);
}
