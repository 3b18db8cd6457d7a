// The SHA-256 fingerprint of a file, computed in the browser: the file is read locally and never
// sent anywhere.

/** True where the browser can compute a fingerprint (Web Crypto exists on secure origins only). */
export function canFingerprint(): boolean {
  return typeof globalThis.crypto?.subtle?.digest === 'function';
}

/** Lower-case hexadecimal SHA-256 of the file's bytes, as the API writes `empreinte_sha256`. */
export async function sha256Hex(file: Blob): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
