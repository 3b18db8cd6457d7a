// Server-only: what the two test providers' `server.ts` share to start from the environment: a
// French failure message and exit, whole numbers read from variables, the address to listen at,
// what they print, and a clean stop on SIGINT and SIGTERM.
import { logDestination } from '../logging/terminal';

export interface SandboxRunner {
  /** Prints "<name> : <message>" and exits with status 1. */
  fail(message: string): never;
  /** The variable as a whole number ≥ 0, or `fallback` when unset or empty; fails otherwise. */
  nonNegativeInteger(variable: string, fallback: number): number;
  /** PORT_BASE (0 when unset), the port of `portVariable` (by default `port` + PORT_BASE) and HOST (by default 127.0.0.1). */
  address(portVariable: string, port: number): { base: number; port: number; host: string };
  /** Listens, closing the app and exiting on SIGINT or SIGTERM, then prints `started`. */
  serve(app: Listening, at: { port: number; host: string }, started: string): Promise<void>;
}

interface Listening {
  listen(o: { port: number; host: string }): Promise<unknown>;
  close(): Promise<unknown>;
}

/** `name` opens every message, e.g. "Prestataire de paiement de test". */
export function sandboxRunner(name: string): SandboxRunner {
  function fail(message: string): never {
    console.error(`${name} : ${message}`);
    process.exit(1);
  }
  function nonNegativeInteger(variable: string, fallback: number): number {
    const raw = process.env[variable];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0) fail(`${variable} doit être un entier positif ou nul (reçu « ${raw} »).`);
    return n;
  }
  return {
    fail,
    nonNegativeInteger,
    address(portVariable, port) {
      const base = nonNegativeInteger('PORT_BASE', 0);
      return { base, port: nonNegativeInteger(portVariable, port + base), host: process.env.HOST || '127.0.0.1' };
    },
    async serve(app, at, started) {
      const stop = async () => {
        await app.close();
        process.exit(0);
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      await app.listen(at);
      console.log(`${name} : ${started}`);
    },
  };
}

/** Runs `main`, printing any error it throws and exiting with status 1. */
export function runSandbox(main: () => Promise<void>): void {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}

/**
 * What a test provider prints, each line behind `prefix` (e.g. "[paiement]"): its own reports, and of
 * its requests warnings and errors only, one readable line each: request lines would only repeat
 * what the delivery reports say, and a visitor who leaves halfway is no error (no stack printed).
 */
export function sandboxTerminal(prefix: string) {
  return {
    log: (message: string) => console.log(`${prefix} ${message}`),
    logger: { level: 'warn', stream: logDestination({ out: process.stdout, level: 'warn', format: 'text', prefix: `${prefix} ` }) },
  };
}
