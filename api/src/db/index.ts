import type { Database } from './types';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export type { Database, Queryable } from './types';
export { migrate } from './migrate';

/** PostgreSQL when a URL is given, embedded PGlite (file data dir, or memory) otherwise. */
export async function openDatabase(opts: { url?: string; dataDir?: string; schema?: string }): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.schema ? { schema: opts.schema } : {});
  return openPglite(opts.dataDir);
}
