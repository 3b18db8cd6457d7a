import { PKCE_VERIFIER_LENGTH } from '@portail/shared';

// PKCE of SPEC §4: a verifier of 128 random alphanumeric characters, its SHA-256 as the challenge,
// URL-safe base64 without padding (RFC 7636 S256).

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// 62 × 4: bytes at or above it are drawn again so that every character is equally likely.
const UNBIASED_LIMIT = 248;

type RandomFill = (array: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const cryptoFill: RandomFill = (array) => crypto.getRandomValues(array);

export function randomAlphanumeric(length: number, fill: RandomFill = cryptoFill): string {
  let out = '';
  while (out.length < length) {
    for (const byte of fill(new Uint8Array(length * 2))) {
      if (byte < UNBIASED_LIMIT) out += ALPHANUMERIC[byte % ALPHANUMERIC.length];
      if (out.length === length) break;
    }
  }
  return out;
}

export function createVerifier(fill?: RandomFill): string {
  return randomAlphanumeric(PKCE_VERIFIER_LENGTH, fill);
}

export function base64Url(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const b of view) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function challengeFor(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(digest);
}

/** Opaque value tying the redirect to this request (CSRF). */
export function createState(fill?: RandomFill): string {
  return randomAlphanumeric(32, fill);
}
