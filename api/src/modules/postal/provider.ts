// The print-and-post provider's API, as the portal calls it: deposit a letter. Requests and answers
// are JSON bodies signed with the shared secret (shared/src/postal/protocol.ts). A provider that
// cannot be reached, answers 5xx or an unsigned body throws PostalProviderUnavailable: nothing is
// known, the caller may try again (a deposit is idempotent by its reference). A 4xx is the
// provider's refusal of this letter (PostalRefused), in its own words.
import { POSTAL_API_PATHS, POSTAL_SIGNATURE_HEADER, type LetterAnswer, type LetterRequest } from '@portail/shared/postal/protocol';
import { callSigned } from '../../http/signedCall';
import type { PostalConfig } from './config';

/** How long the portal waits for the provider's answer (a letter carries its PDF). */
const TIMEOUT_MS = 30_000;

export class PostalProviderUnavailable extends Error {}
export class PostalRefused extends Error {}

/** Deposits a letter; asked again with the same reference and letter, gives the same tracking number. */
export async function depositLetter(config: PostalConfig, letter: Omit<LetterRequest, 'expediteur' | 'horodatage'>, fetchFn: typeof fetch = fetch): Promise<LetterAnswer> {
  const body: LetterRequest = { expediteur: config.sender, ...letter, horodatage: Math.floor(Date.now() / 1000) };
  const { status, text, signature } = await callSigned(`${config.apiUrl}${POSTAL_API_PATHS.letters}`, JSON.stringify(body), {
    header: POSTAL_SIGNATURE_HEADER,
    secret: config.secret,
    timeoutMs: TIMEOUT_MS,
    fetchFn,
    unreachable: (reason) => new PostalProviderUnavailable(`prestataire de courrier injoignable (${reason})`),
  });
  if (status >= 400 && status < 500) throw new PostalRefused(`lettre ${letter.reference} refusée par le prestataire de courrier : HTTP ${status} ${text.slice(0, 300)}`);
  if (status !== 200) throw new PostalProviderUnavailable(`prestataire de courrier : HTTP ${status} ${text.slice(0, 200)}`);
  if (!signature.ok) throw new PostalProviderUnavailable(`réponse du prestataire de courrier refusée : ${signature.reason}`);
  const answer = JSON.parse(text) as LetterAnswer;
  if (answer.reference !== letter.reference || typeof answer.numero_suivi !== 'string') throw new PostalProviderUnavailable('réponse du prestataire de courrier sans numéro de suivi pour cette lettre');
  return answer;
}
