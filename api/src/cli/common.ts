import fs from 'node:fs';
import { configFromEnv } from '../config';
import { openDatabase, type Database } from '../db';
import { migrate } from '../db/migrate';

/** Parses `--name value` and `--flag` arguments. */
export function parseArgs(argv: string[]): { flags: Record<string, string | true>; positional: string[] } {
  const flags: Record<string, string | true> = {};
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a.startsWith('--')) {
      const [k, v] = a.slice(2).split('=', 2) as [string, string | undefined];
      if (v !== undefined) flags[k] = v;
      else if (argv[i + 1] && !argv[i + 1]!.startsWith('--')) flags[k] = argv[++i]!;
      else flags[k] = true;
    } else positional.push(a);
  }
  return { flags, positional };
}

/** The database the server would use (DATABASE_URL, else the PGlite data dir), migrated. */
export async function openConfiguredDatabase(flags: Record<string, string | true>): Promise<Database> {
  const cfg = configFromEnv();
  const url = typeof flags['database-url'] === 'string' ? flags['database-url'] : cfg.databaseUrl;
  const dataDir = typeof flags['data-dir'] === 'string' ? flags['data-dir'] : cfg.dataDir;
  if (!url) fs.mkdirSync(dataDir, { recursive: true });
  const db = await openDatabase(url ? { url } : { dataDir });
  await migrate(db);
  return db;
}
