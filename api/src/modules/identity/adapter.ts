import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import type { Queryable } from '../../db';

// oidc-provider storage in the portal's database (PGlite or PostgreSQL): sessions, interactions,
// codes, grants and tokens survive a restart of the API and are shared between its processes.

/** Extra lifetime kept in storage beyond `exp`, as oidc-provider's own clock tolerance. */
const CLOCK_TOLERANCE_SECONDS = 15;

interface Row {
  payload: AdapterPayload | string;
  consumed: number | null;
}

function parse(r: Row | undefined): AdapterPayload | undefined {
  if (!r) return undefined;
  const payload = typeof r.payload === 'string' ? (JSON.parse(r.payload) as AdapterPayload) : r.payload;
  return r.consumed ? { ...payload, consumed: r.consumed } : payload;
}

const SELECT = `select payload, extract(epoch from consumed_at)::int as consumed from oidc_payload`;
const LIVE = `(expires_at is null or expires_at > now())`;

export class DatabaseAdapter implements Adapter {
  constructor(
    private readonly db: Queryable,
    private readonly type: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    await this.db.query(
      `insert into oidc_payload (type, id, payload, grant_id, user_code, uid, expires_at)
       values ($1, $2, $3::jsonb, $4, $5, $6, case when $7::int is null then null else now() + make_interval(secs => $7::int) end)
       on conflict (type, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
         user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
      [
        this.type,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.userCode ?? null,
        payload.uid ?? null,
        expiresIn ? Math.ceil(expiresIn) + CLOCK_TOLERANCE_SECONDS : null,
      ],
    );
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const [row] = await this.db.query<Row>(`${SELECT} where type = $1 and id = $2 and ${LIVE}`, [this.type, id]);
    return parse(row);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    const [row] = await this.db.query<Row>(`${SELECT} where type = $1 and user_code = $2 and ${LIVE}`, [this.type, userCode]);
    return parse(row);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const [row] = await this.db.query<Row>(`${SELECT} where type = $1 and uid = $2 and ${LIVE}`, [this.type, uid]);
    return parse(row);
  }

  /**
   * Marks a single-use artefact (authorization code, rotated refresh token) used, atomically: of
   * several requests presenting it at once, one wins. For the others it is a reuse, answered like
   * oidc-provider answers a sequential one: the whole grant (every token it gave) is revoked.
   */
  async consume(id: string): Promise<void> {
    const won = await this.db.query(
      'update oidc_payload set consumed_at = now() where type = $1 and id = $2 and consumed_at is null returning id',
      [this.type, id],
    );
    if (won.length > 0) return;
    const [row] = await this.db.query<{ grant_id: string | null }>('select grant_id from oidc_payload where type = $1 and id = $2', [this.type, id]);
    if (row?.grant_id) await revokeGrant(this.db, row.grant_id);
    throw new errors.InvalidGrant(`${this.type === 'AuthorizationCode' ? 'authorization code' : 'token'} already used`);
  }

  async destroy(id: string): Promise<void> {
    await this.db.query('delete from oidc_payload where type = $1 and id = $2', [this.type, id]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.query('delete from oidc_payload where grant_id = $1', [grantId]);
  }
}

/** Deletes a grant and every artefact issued under it (codes, refresh tokens). */
export async function revokeGrant(db: Queryable, grantId: string): Promise<void> {
  await db.query(`delete from oidc_payload where grant_id = $1 or (type = 'Grant' and id = $1)`, [grantId]);
}

/**
 * Ends everything a person holds with the provider: sessions, grants, refresh tokens (the access
 * tokens, checked against their session and grant by the API, stop working with them). `keep`
 * spares one sign-in: the session and grant of the request that changed the password.
 */
export async function revokeAccount(db: Queryable, accountId: string, keep?: { sessionUid?: string; grantId?: string }): Promise<void> {
  await db.query(
    `delete from oidc_payload
      where payload ->> 'accountId' = $1
        and not (type = 'Session' and uid is not distinct from $2::text and $2::text is not null)
        and not (type = 'Grant' and id is not distinct from $3::text and $3::text is not null)
        and not (grant_id is not distinct from $3::text and $3::text is not null)`,
    [accountId, keep?.sessionUid ?? null, keep?.grantId ?? null],
  );
}

/** Removes what expired more than a minute ago. */
export async function purgeExpired(db: Queryable): Promise<void> {
  await db.query(`delete from oidc_payload where expires_at < now() - interval '1 minute'`);
  await db.query(`delete from identity_token where expires_at < now() - interval '7 days'`);
}
