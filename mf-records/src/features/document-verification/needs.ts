// The verification page's data needs, apart from the page: the remote's `./app` holds them (its
// `preload` starts the page's calls), the page's code downloads on demand.
import { dataNeeds } from '@portail/shared/remote/pageRoutes';
import { verificationCall } from './api';
import { isVerificationCode, normaliseCode } from './code';

/**
 * /verification-document/:code: the document a code was printed on (who issued what, when, for
 * which company, its fingerprint), and the check of a file against it. The code is read in any
 * case and with or without hyphens; the URL is then replaced by the printed form.
 */
export const verificationNeeds = dataNeeds(({ params }) => {
  const raw = params.code ?? '';
  const code = normaliseCode(raw);
  return { raw, code, issued: isVerificationCode(code) ? verificationCall(code) : null };
});
