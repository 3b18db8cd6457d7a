import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { passwordProblem as sharedPasswordProblem } from '@portail/shared/auth/profile';
import { isCommonPassword } from './commonPasswords';

// Passwords are hashed with scrypt (node:crypto, no native module). Stored as
// `scrypt$<N>$<r>$<p>$<salt b64url>$<hash b64url>` so the cost can grow without a migration.

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** About 50 ms and 16 MiB per hash on a laptop. */
export const DEFAULT_SCRYPT_COST: ScryptCost = { N: 2 ** 14, r: 8, p: 1 };
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r * cost.p + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scryptCb(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | null = null;

/**
 * Spends the time of a real verification when there is no user to check against, so that the
 * answer time does not tell whether an address has an account.
 */
export async function burnPasswordCheck(password: string, cost: ScryptCost = DEFAULT_SCRYPT_COST): Promise<void> {
  dummy ??= hashPassword('mot de passe factice', cost);
  await verifyPassword(password, await dummy);
}

/**
 * The password rule of @portail/shared (length, not the address, not the demonstration password)
 * with the list of common passwords, which ships with the API: a French message, or null.
 */
export function passwordProblem(password: string, email?: string): string | null {
  return sharedPasswordProblem(password, { email, isCommon: isCommonPassword });
}
