// The public verification of an issued document (rate-limited by the API, no sign-in needed).
import { VerificationDocumentSchema, authApi } from '@portail/shared';

/** API path of a code's document, shared by the page's call and its early request. */
export const verificationApiPath = (code: string) => `verification-document/${encodeURIComponent(code)}`;

/** The document a code was printed on; `code` in its printed (upper-case) form. */
export const fetchVerification = (code: string, signal?: AbortSignal) =>
  authApi().getJson(VerificationDocumentSchema, verificationApiPath(code), undefined, { signal });
