import { generateKeyPairSync, randomBytes, randomUUID, type JsonWebKey } from 'node:crypto';
import type { Queryable } from '../../db';

// The provider's signing key and cookie secrets, generated once and kept in the database so that
// tokens and sessions stay valid across restarts.

export interface SigningJwk extends JsonWebKey {
  kid: string;
  alg: 'RS256';
  use: 'sig';
  kty: 'RSA';
}

export interface ProviderSecrets {
  signingKey: SigningJwk;
  cookieKeys: string[];
}

async function getOrCreate<T>(db: Queryable, name: string, create: () => T): Promise<T> {
  const fresh = create();
  // The first writer wins when two processes start together.
  await db.query('insert into identity_secret (name, value) values ($1, $2::jsonb) on conflict (name) do nothing', [name, JSON.stringify(fresh)]);
  const [row] = await db.query<{ value: T | string }>('select value from identity_secret where name = $1', [name]);
  const value = row!.value;
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

export function generateSigningKey(): SigningJwk {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { ...jwk, kty: 'RSA', kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

export async function loadSecrets(db: Queryable): Promise<ProviderSecrets> {
  const signingKey = await getOrCreate(db, 'signing-key', generateSigningKey);
  const cookieKeys = await getOrCreate(db, 'cookie-keys', () => [randomBytes(32).toString('base64url')]);
  return { signingKey, cookieKeys };
}

/** The public part of a signing key. */
export function publicJwk(key: SigningJwk): SigningJwk {
  const { kty, n, e, kid, alg, use } = key;
  return { kty, n, e, kid, alg, use } as SigningJwk;
}
