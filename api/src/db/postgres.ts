import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import { from as copyFromStdin } from 'pg-copy-streams';
import type { Database, Queryable } from './types';
import { POSTGRES_SESSION_SETTINGS } from './settings';

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 1082 || oid === 1114 || oid === 1184) return (v: string) => v;
    if (oid === 20 || oid === 1700) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format);
  },
};

function wrap(c: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const r = await c.query(sql, params as unknown[] | undefined);
      return r.rows as T[];
    },
    async exec(sql: string) {
      await c.query(sql);
    },
  };
}

/**
 * The session options: the portal's settings, then the URL's own `options` (an operator's choice
 * wins; node-postgres would otherwise use the URL's alone and drop the portal's), then the schema.
 */
export function sessionOptions(url: string, schema?: string): { connectionString: string; options: string } {
  let connectionString = url;
  let fromUrl = '';
  try {
    const u = new URL(url);
    fromUrl = u.searchParams.get('options') ?? '';
    if (fromUrl) {
      u.searchParams.delete('options');
      connectionString = u.href;
    }
  } catch {
    // Not a URL (a key=value string): node-postgres reads it as it is.
  }
  const options = [...POSTGRES_SESSION_SETTINGS.map(([k, v]) => `-c ${k}=${v}`), fromUrl, schema ? `-c search_path=${schema},public` : ''];
  return { connectionString, options: options.filter(Boolean).join(' ') };
}

/** Real PostgreSQL. `schema`, when given, becomes the first entry of the search path. */
export async function openPostgres(url: string, opts: { schema?: string; max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({
    ...sessionOptions(url, opts.schema),
    max: opts.max ?? 10,
    types,
  });
  // An idle client error must not crash the process.
  pool.on('error', () => {});
  // Nor the error of a connection lost while checked out (the server restarted, failing over): it
  // surfaces as the failure of the statement under way; the event itself needs a listener.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  await pool.query('select 1');
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      // A connection lost while checked out (the server restarted) fails the statement under way,
      // which the caller gets; the client's own 'error' event must not end the process. A lost or
      // broken client is destroyed rather than returned to the pool.
      let lost: Error | undefined;
      const onError = (e: Error) => {
        lost ??= e;
      };
      client.on('error', onError);
      try {
        await client.query('begin');
        const out = await fn(wrap(client));
        await client.query('commit');
        return out;
      } catch (e) {
        await client.query('rollback').catch((r: Error) => {
          lost ??= r;
        });
        throw e;
      } finally {
        client.off('error', onError);
        client.release(lost);
      }
    },
    async copyFrom(table, columns, rows) {
      const client = await pool.connect();
      let lost: Error | undefined;
      try {
        await pipeline(Readable.from([rows]), client.query(copyFromStdin(`copy ${table} (${columns.join(', ')}) from stdin`)));
      } catch (e) {
        lost = e as Error;
        throw e;
      } finally {
        client.release(lost);
      }
    },
    // Commits are flushed by the server itself (synchronous_commit, fsync).
    flushLog: async () => 0,
    async close() {
      await pool.end();
    },
  };
}
