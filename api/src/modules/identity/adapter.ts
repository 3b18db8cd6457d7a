import type { Adapter, AdapterPayload } from 'oidc-provider';
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

  async consume(id: string): Promise<void> {
    await this.db.query('update oidc_payload set consumed_at = now() where type = $1 and id = $2', [this.type, id]);
  }

  async destroy(id: string): Promise<void> {
    await this.db.query('delete from oidc_payload where type = $1 and id = $2', [this.type, id]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.query('delete from oidc_payload where grant_id = $1', [grantId]);
  }
}

/** Removes what expired more than a minute ago. */
export async function purgeExpired(db: Queryable): Promise<void> {
  await db.query(`delete from oidc_payload where expires_at < now() - interval '1 minute'`);
  await db.query(`delete from identity_token where expires_at < now() - interval '7 days'`);
}
