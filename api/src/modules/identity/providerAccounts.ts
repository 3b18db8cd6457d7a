import type { Database, Queryable } from '../../db';
import type { IdentityConfig } from './config';
import { UNUSABLE_PASSWORD_HASH, normaliseEmail, type ContactAttributes } from './users';
import type { AccessTokenClaims } from './jwt';

// The people an external provider (Keycloak) signs in, as the portal keeps them, and the deletion
// of their accounts.
//
// The portal's copy. Each person the API meets gets a row of identity_user under their subject
// (Keycloak's user id): the names, address and verification the provider's claims carry, brought up
// to date whenever a token carries other values (at each sign-in, and after each change made at the
// provider, whose new tokens carry the new values). The contact details the provider does not hold
// (postal address, telephones) are the portal's and stay in the row. The password column holds a
// mark no password matches: sign-in is the provider's.
//
// Deletion. The person confirms it at the provider (Keycloak's application-initiated action
// `delete_account`), which removes them there; the portal then erases its side as the embedded
// provider's deletion does (users/erasure.ts). The order cannot leave one side done and the other
// not: before sending the person to the provider, the API records that a deletion was asked
// (identity_deletion_pending); the portal erases only once the provider no longer knows the person,
// in one transaction with the removal of that record, so an erasure cut short is done again at the
// next check (the person's return from the provider, or the sweep every few minutes), and an
// erasure done twice finds nothing more to do. A deletion abandoned at the provider leaves the
// person there: the record is dropped after DELETION_REQUEST_TTL_HOURS.

/** The password column of a person whose sign-in is the external provider's. */
export const EXTERNAL_PASSWORD_HASH = 'fournisseur-externe';
/** How long a deletion asked and not confirmed at the provider is followed. */
export const DELETION_REQUEST_TTL_HOURS = 24;

/** What the portal asks of the provider's admin API. */
export interface ProviderAccounts {
  /** Whether the provider still knows the person; throws when it cannot tell. */
  exists(sub: string): Promise<boolean>;
}

export class ProviderUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}

/**
 * Keycloak's admin API, as the realm's confidential client `config.adminClientId` (service
 * account with the realm-management role view-users only): the token of the client-credentials
 * grant, kept until shortly before it expires.
 */
export function keycloakAccounts(config: Pick<IdentityConfig, 'issuer' | 'adminClientId' | 'adminClientSecret'>, fetchImpl: typeof fetch = fetch): ProviderAccounts | null {
  if (!config.adminClientSecret) return null;
  const m = /^(.*)\/realms\/([^/]+)$/.exec(config.issuer);
  if (!m) return null;
  const [, server, realm] = m;
  let token: { value: string; until: number } | null = null;
  const accessToken = async (): Promise<string> => {
    if (token && Date.now() < token.until) return token.value;
    const res = await fetchImpl(`${config.issuer}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: config.adminClientId, client_secret: config.adminClientSecret! }).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new ProviderUnavailableError(`token of the admin client: ${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_in: number };
    token = { value: body.access_token, until: Date.now() + Math.max(0, body.expires_in - 30) * 1000 };
    return token.value;
  };
  return {
    async exists(sub) {
      const url = `${server}/admin/realms/${encodeURIComponent(realm!)}/users/${encodeURIComponent(sub)}`;
      let res = await fetchImpl(url, { headers: { Authorization: `Bearer ${await accessToken()}` }, signal: AbortSignal.timeout(10_000) });
      if (res.status === 401) {
        token = null;
        res = await fetchImpl(url, { headers: { Authorization: `Bearer ${await accessToken()}` }, signal: AbortSignal.timeout(10_000) });
      }
      if (res.status === 404) return false;
      if (res.ok) return true;
      throw new ProviderUnavailableError(`user lookup: ${res.status}`);
    },
  };
}

interface CopyRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  attributes: ContactAttributes | string | null;
}

/** The portal's copy of the person, as `syncPerson` returns it; null when the person deleted their account. */
export interface PersonCopy {
  email: string;
  firstName: string;
  lastName: string;
  attributes: ContactAttributes;
}

const UNIQUE_VIOLATION = '23505';

/** The values of the claims the copy follows. */
function fromClaims(claims: AccessTokenClaims) {
  return {
    email: normaliseEmail(claims.email ?? claims.preferred_username ?? ''),
    firstName: claims.given_name ?? '',
    lastName: claims.family_name ?? '',
    emailVerified: (claims as unknown as { email_verified?: unknown }).email_verified === true,
  };
}

function toCopy(row: CopyRow): PersonCopy | null {
  if (row.password_hash === UNUSABLE_PASSWORD_HASH) return null;
  const attributes = typeof row.attributes === 'string' ? (JSON.parse(row.attributes) as ContactAttributes) : (row.attributes ?? {});
  return { email: row.email, firstName: row.first_name, lastName: row.last_name, attributes };
}

/**
 * Brings the portal's copy of the person in line with the provider's claims (creating it at the
 * first sign-in). A person who deleted their account is never brought back (null). An address
 * another row holds (an account of the embedded provider, or one the provider deleted and the
 * portal has not erased yet) is left as it was in this row until that one lets it go.
 */
export async function syncPerson(db: Queryable, claims: AccessTokenClaims): Promise<PersonCopy | null> {
  if (!/^[0-9a-f-]{36}$/i.test(claims.sub)) return null;
  const c = fromClaims(claims);
  const upsert = (email: string | null) =>
    db.query<CopyRow>(
      `insert into identity_user (id, email, password_hash, first_name, last_name, email_verified)
       values ($1::uuid, coalesce($2, 'en-attente-' || $1::text || '@compte-externe.invalid'), $3, $4, $5, $6)
       on conflict (id) do update set email = coalesce($2, identity_user.email), first_name = excluded.first_name,
              last_name = excluded.last_name, email_verified = excluded.email_verified, updated_at = now()
        where identity_user.password_hash <> $7
       returning id, email, first_name, last_name, password_hash, attributes`,
      [claims.sub, email, EXTERNAL_PASSWORD_HASH, c.firstName, c.lastName, c.emailVerified, UNUSABLE_PASSWORD_HASH],
    );
  let rows: CopyRow[];
  try {
    rows = await upsert(c.email || null);
  } catch (e) {
    if ((e as { code?: string }).code !== UNIQUE_VIOLATION) throw e;
    rows = await upsert(null);
  }
  if (rows.length === 0) {
    // No row written: the person deleted their account (the row is the erased one).
    return null;
  }
  return toCopy(rows[0]!);
}

/**
 * The person a token of the external provider names, as the portal keeps them: read, and written
 * only when the claims carry other values than the copy holds (a first sign-in, a change made at
 * the provider). Null for a person who deleted their account.
 */
export async function personFor(db: Queryable, claims: AccessTokenClaims): Promise<PersonCopy | null> {
  if (!/^[0-9a-f-]{36}$/i.test(claims.sub)) return null;
  const [row] = await db.query<CopyRow & { email_verified: boolean }>(
    'select id, email, first_name, last_name, password_hash, attributes, email_verified from identity_user where id = $1',
    [claims.sub],
  );
  if (row) {
    if (row.password_hash === UNUSABLE_PASSWORD_HASH) return null;
    const c = fromClaims(claims);
    const same = (!c.email || row.email === c.email) && row.first_name === c.firstName && row.last_name === c.lastName && row.email_verified === c.emailVerified;
    if (same) return toCopy(row);
  }
  return syncPerson(db, claims);
}

/** Records that the person asked for the deletion of their account (again: the time is renewed). */
export async function askDeletion(db: Queryable, sub: string): Promise<void> {
  await db.query(
    `insert into identity_deletion_pending (sub) values ($1)
     on conflict (sub) do update set requested_at = now(), checked_at = null`,
    [sub],
  );
}

export type Erase = (tx: Queryable, sub: string) => Promise<unknown>;

/**
 * The portal's side of a deletion the person asked for: done once the provider no longer knows
 * them. 'erased': the person is erased (now or by an earlier check); 'pending': the provider still
 * has them; 'not-asked': no deletion was asked for this person.
 */
export async function completeDeletion(db: Database, accounts: ProviderAccounts, sub: string, erase: Erase): Promise<'erased' | 'pending' | 'not-asked'> {
  const [asked] = await db.query<{ sub: string }>('select sub from identity_deletion_pending where sub = $1', [sub]);
  if (!asked) {
    const [row] = await db.query<{ erased: boolean }>('select password_hash = $2 as erased from identity_user where id::text = $1', [sub, UNUSABLE_PASSWORD_HASH]);
    return row?.erased ? 'erased' : 'not-asked';
  }
  if (await accounts.exists(sub)) {
    await db.query('update identity_deletion_pending set checked_at = now() where sub = $1', [sub]);
    return 'pending';
  }
  await db.transaction(
    async (tx) => {
      // Whoever removes the record erases: two checks at once erase once.
      const taken = await tx.query('delete from identity_deletion_pending where sub = $1 returning sub', [sub]);
      if (taken.length > 0) await erase(tx, sub);
    },
    { durable: true },
  );
  return 'erased';
}

/**
 * Every deletion asked: erased when the provider no longer has the person, dropped when asked more
 * than DELETION_REQUEST_TTL_HOURS ago and the person is still there. Returns how many were erased.
 */
export async function sweepDeletions(db: Database, accounts: ProviderAccounts, erase: Erase): Promise<number> {
  const asked = await db.query<{ sub: string; stale: boolean }>(
    `select sub, requested_at < now() - make_interval(hours => $1) as stale from identity_deletion_pending order by requested_at limit 100`,
    [DELETION_REQUEST_TTL_HOURS],
  );
  let erased = 0;
  for (const { sub, stale } of asked) {
    const outcome = await completeDeletion(db, accounts, sub, erase);
    if (outcome === 'erased') erased += 1;
    else if (outcome === 'pending' && stale) await db.query('delete from identity_deletion_pending where sub = $1', [sub]);
  }
  return erased;
}
