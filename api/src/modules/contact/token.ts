// The contact form's tokens: "<issued ms>.<nonce>.<signature>", HMAC-SHA256 of the first two parts
// under a server key. A token proves when the form was served (a person takes more than a few
// seconds to fill it in) and is used once (contact_jeton_utilise).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/types';

export interface FormToken {
  issuedAt: Date;
  nonce: string;
}

/** The key from CONTACT_FORM_SECRET, or the one kept in the database (made by the first process that needs it). */
export async function loadTokenKey(db: Queryable, secret?: string): Promise<Buffer> {
  if (secret) return Buffer.from(secret, 'utf8');
  await db.query('insert into contact_cle (id, valeur) values (1, $1) on conflict (id) do nothing', [randomBytes(32).toString('base64url')]);
  const [row] = await db.query<{ valeur: string }>('select valeur from contact_cle where id = 1');
  return Buffer.from(row!.valeur, 'base64url');
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

export function issueToken(key: Buffer, now: Date): string {
  const payload = `${now.getTime()}.${randomBytes(16).toString('base64url')}`;
  return `${payload}.${sign(key, payload).toString('base64url')}`;
}

/** The token's content when its signature holds, else null. */
export function verifyToken(key: Buffer, token: string): FormToken | null {
  const m = /^(\d{1,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const given = Buffer.from(m[3]!, 'base64url');
  const expected = sign(key, `${m[1]}.${m[2]}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { issuedAt: new Date(Number(m[1])), nonce: m[2]! };
}

/**
 * Marks the token used, in the transaction of the request it carries; false when it already was.
 * Tokens past `expiredBefore` cannot be used any more and are forgotten.
 */
export async function useToken(tx: Queryable, token: FormToken, expiredBefore: Date): Promise<boolean> {
  await tx.query('delete from contact_jeton_utilise where emis_le < $1', [expiredBefore.toISOString()]);
  const rows = await tx.query('insert into contact_jeton_utilise (nonce, emis_le) values ($1, $2) on conflict (nonce) do nothing returning nonce', [
    token.nonce,
    token.issuedAt.toISOString(),
  ]);
  return rows.length === 1;
}
