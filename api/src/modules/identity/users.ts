import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ContactAttribute } from '@portail/shared/auth/profile';
import type { Queryable } from '../../db';
import { revokeAccount } from './adapter';

// The people the embedded provider signs in, and the single-use tokens sent to them by mail.

export { CONTACT_ATTRIBUTES, type ContactAttribute } from '@portail/shared/auth/profile';
export type ContactAttributes = Partial<Record<ContactAttribute, string>>;

export interface IdentityUser {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  attributes: ContactAttributes;
}

interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  email_verified: boolean;
  attributes: ContactAttributes | string | null;
}

function toUser(r: UserRow): IdentityUser {
  const attributes = typeof r.attributes === 'string' ? (JSON.parse(r.attributes) as ContactAttributes) : (r.attributes ?? {});
  return {
    id: r.id,
    email: r.email,
    passwordHash: r.password_hash,
    firstName: r.first_name,
    lastName: r.last_name,
    emailVerified: r.email_verified,
    attributes,
  };
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function findUserByEmail(db: Queryable, email: string): Promise<IdentityUser | null> {
  const [row] = await db.query<UserRow>('select * from identity_user where lower(email) = $1', [normaliseEmail(email)]);
  return row ? toUser(row) : null;
}

export async function findUserById(db: Queryable, id: string): Promise<IdentityUser | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.query<UserRow>('select * from identity_user where id = $1', [id]);
  return row ? toUser(row) : null;
}

export async function createUser(
  db: Queryable,
  u: { email: string; passwordHash: string; firstName: string; lastName: string; emailVerified?: boolean; attributes?: ContactAttributes; id?: string },
): Promise<IdentityUser> {
  const [row] = await db.query<UserRow>(
    `insert into identity_user (id, email, password_hash, first_name, last_name, email_verified, attributes)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb) returning *`,
    [u.id ?? randomUUID(), normaliseEmail(u.email), u.passwordHash, u.firstName, u.lastName, u.emailVerified ?? false, JSON.stringify(u.attributes ?? {})],
  );
  return toUser(row!);
}

export async function setPassword(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query('update identity_user set password_hash = $2, updated_at = now() where id = $1', [userId, passwordHash]);
}

export async function markVerified(db: Queryable, userId: string): Promise<void> {
  await db.query('update identity_user set email_verified = true, updated_at = now() where id = $1', [userId]);
}

/** The names and contact details the person edits in the personal space; null when there is no such person. */
export async function updateProfile(
  db: Queryable,
  userId: string,
  p: { firstName: string; lastName: string; attributes: ContactAttributes },
): Promise<IdentityUser | null> {
  if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
  const [row] = await db.query<UserRow>(
    `update identity_user set first_name = $2, last_name = $3, attributes = $4::jsonb, updated_at = now() where id = $1 returning *`,
    [userId, p.firstName, p.lastName, JSON.stringify(p.attributes)],
  );
  return row ? toUser(row) : null;
}

/** What stands for the names of a person who deleted their account. */
export const ERASED_FIRST_NAME = 'Utilisateur';
export const ERASED_LAST_NAME = 'supprimé';
/** A password hash no password matches (not of the stored form `scrypt$…`). */
export const UNUSABLE_PASSWORD_HASH = 'compte-supprime';
/** What stands for the password of an account taken back by its owner: none matches until a reset. */
export const RESET_REQUIRED_PASSWORD_HASH = 'reinitialisation-requise';

/** A unique address that can receive nothing (RFC 2606 reserves .invalid), for an erased person. */
export function erasedEmail(): string {
  return `supprime-${randomUUID()}@compte-supprime.invalid`;
}

/**
 * Erases the person from the provider's own tables: the row stays (its id is the subject other
 * tables knew) with an undeliverable address, placeholder names, no contact details and a password
 * nothing matches; their mail links are deleted. Returns the addresses the person was known by
 * (the sign-in address and any pending new one), for the mail addressed to them.
 */
export async function eraseUser(db: Queryable, userId: string): Promise<string[]> {
  const [user] = await db.query<{ email: string }>('select email from identity_user where id = $1 for update', [userId]);
  if (!user) return [];
  const pending = await db.query<{ new_email: string }>('select distinct new_email from identity_token where user_id = $1 and new_email is not null', [userId]);
  await db.query('delete from identity_token where user_id = $1', [userId]);
  await db.query(
    `update identity_user set email = $2, first_name = $3, last_name = $4, attributes = '{}'::jsonb, password_hash = $5,
            email_verified = false, updated_at = now()
      where id = $1`,
    [userId, erasedEmail(), ERASED_FIRST_NAME, ERASED_LAST_NAME, UNUSABLE_PASSWORD_HASH],
  );
  return [...new Set([normaliseEmail(user.email), ...pending.map((p) => normaliseEmail(p.new_email))])];
}

/**
 * Ends everything the person holds with the provider: sessions, grants, codes and refresh tokens
 * (revokeAccount), every artefact issued under one of their grants, and sign-in interactions
 * under way that carry their identity.
 */
export async function endEverySignIn(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `delete from oidc_payload
      where grant_id in (select id from oidc_payload where type = 'Grant' and payload ->> 'accountId' = $1)
         or (type = 'Interaction' and $1 in (payload -> 'session' ->> 'accountId', payload -> 'result' -> 'login' ->> 'accountId',
                                              payload -> 'lastSubmission' -> 'login' ->> 'accountId'))`,
    [userId],
  );
  await revokeAccount(db, userId);
}

export async function setEmail(db: Queryable, userId: string, email: string): Promise<void> {
  await db.query('update identity_user set email = $2, email_verified = true, updated_at = now() where id = $1', [userId, normaliseEmail(email)]);
}

/** `signalement`: the link of a notice of change, by which the owner reports the change was not theirs. */
export type TokenKind = 'validation' | 'reinitialisation' | 'changement_email' | 'signalement';

/** Lifetime of the links sent by mail. */
export const TOKEN_TTL_SECONDS: Record<TokenKind, number> = {
  validation: 24 * 3600,
  reinitialisation: 3600,
  changement_email: 24 * 3600,
  // A notice may be read days later; after that the owner goes through the forgotten-password form.
  signalement: 7 * 24 * 3600,
};

/** Kinds of which every link sent stays valid until it expires (the others: the last one sent only). */
const KINDS_KEPT: readonly TokenKind[] = ['validation', 'signalement'];

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Creates a single-use token (256 random bits, only their hash kept). A new reset or e-mail-change
 * link replaces the previous one; every validation link sent stays valid until it expires (the
 * first mail may be read after a re-send), and so does every report link (a later change must not
 * take the owner's link away). `emails.old`: the address a report link gives back.
 */
export async function issueToken(db: Queryable, userId: string, kind: TokenKind, emails: { new?: string; old?: string } = {}): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  if (!KINDS_KEPT.includes(kind)) await db.query('delete from identity_token where user_id = $1 and kind = $2', [userId, kind]);
  await db.query(
    `insert into identity_token (token_hash, user_id, kind, new_email, old_email, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
    [hashToken(token), userId, kind, emails.new ?? null, emails.old ?? null, TOKEN_TTL_SECONDS[kind]],
  );
  return token;
}

/** Deletes every mail link of the person (when the account is taken back: links sent to whoever held it are void). */
export async function deleteTokens(db: Queryable, userId: string): Promise<void> {
  await db.query('delete from identity_token where user_id = $1', [userId]);
}

export type TokenCheck =
  | { status: 'valid'; userId: string; newEmail: string | null; oldEmail: string | null }
  | { status: 'expired' | 'used' | 'unknown' };

/** Looks a token up; with `consume`, marks it used when valid (atomically: a second use fails). */
export async function checkToken(db: Queryable, token: string, kind: TokenKind, { consume = false } = {}): Promise<TokenCheck> {
  const [row] = await db.query<{ user_id: string; new_email: string | null; old_email: string | null; expired: boolean; used: boolean }>(
    `select user_id, new_email, old_email, expires_at <= now() as expired, used_at is not null as used
       from identity_token where token_hash = $1 and kind = $2`,
    [hashToken(token), kind],
  );
  if (!row) return { status: 'unknown' };
  if (row.used) return { status: 'used' };
  if (row.expired) return { status: 'expired' };
  if (consume) {
    const done = await db.query('update identity_token set used_at = now() where token_hash = $1 and used_at is null returning 1', [hashToken(token)]);
    if (done.length === 0) return { status: 'used' };
  }
  return { status: 'valid', userId: row.user_id, newEmail: row.new_email, oldEmail: row.old_email };
}
