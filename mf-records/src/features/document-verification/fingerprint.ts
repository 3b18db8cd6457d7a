// The SHA-256 fingerprint of a file's bytes, computed in the browser: a file identical to the
// issued document is recognised without being sent anywhere.

/** True where the browser can compute a fingerprint (Web Crypto exists on secure origins only). */
export function canFingerprint(): boolean {
  return typeof globalThis.crypto?.subtle?.digest === 'function';
}

/** Lower-case hexadecimal SHA-256 of `bytes`, as the API writes `empreinte_sha256`. */
export async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
