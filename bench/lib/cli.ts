// What every benchmark script reads from its command line and asks of the PostgreSQL it may use.
import pg from 'pg';

const args = process.argv.slice(2);

/** The value after `--name` on the command line, or `fallback`. */
export function flag(name: string, fallback: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] && !args[i + 1]!.startsWith('--') ? args[i + 1]! : fallback;
}

/** A count as the figures print it: rounded, French digit grouping. */
export const fmt = (n: number): string => Math.round(n).toLocaleString('fr-FR');

/** Whether `--name` is on the command line. */
export function hasFlag(name: string): boolean {
  return args.includes(`--${name}`);
}

/**
 * Runs a benchmark's `main`, then exits: 0 once it is done, whatever handles its servers or pools
 * left open; 1 after printing why it failed.
 */
export function runMain(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}

/** Whether a PostgreSQL answers at `url` within 2 s (the benchmarks then measure it too). */
export async function postgresReachable(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}
