// The public verification of an issued document (rate-limited by the API, no sign-in needed).
import { VerificationDocumentSchema, VerificationFichierSchema, apiCall, authApi } from '@portail/shared';

/** API path of a code's document. */
export const verificationApiPath = (code: string) => `verification-document/${encodeURIComponent(code)}`;

/** The document a code was printed on; `code` in its printed (upper-case) form. */
export const fetchVerification = (code: string, signal?: AbortSignal) =>
  authApi().getJson(VerificationDocumentSchema, verificationApiPath(code), undefined, { signal });

/** The page's call for a code's document: its loader makes it, its data hook reads it. */
export const verificationCall = (code: string) => apiCall(VerificationDocumentSchema, verificationApiPath(code));

/** The portal's verdict on a file against the document of `code`: the file's bytes are sent as is. */
export const checkFile = (code: string, bytes: ArrayBuffer, signal?: AbortSignal) =>
  authApi().requestJson(VerificationFichierSchema, `${verificationApiPath(code)}/fichier`, {
    method: 'POST',
    body: bytes,
    headers: { 'Content-Type': 'application/pdf' },
    signal,
  });
