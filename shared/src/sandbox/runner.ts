// Server-only: what the two test providers' `server.ts` share to start from the environment: a
// French failure message and exit, whole numbers read from variables, and a clean stop on SIGINT
// and SIGTERM.

export interface SandboxRunner {
  /** Prints "<name> : <message>" and exits with status 1. */
  fail(message: string): never;
  /** The variable as a whole number ≥ 0, or `fallback` when unset or empty; fails otherwise. */
  nonNegativeInteger(variable: string, fallback: number): number;
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
  return {
    fail,
    nonNegativeInteger(variable, fallback) {
      const raw = process.env[variable];
      if (raw === undefined || raw === '') return fallback;
      const n = Number(raw);
      if (!Number.isInteger(n) || n < 0) fail(`${variable} doit être un entier positif ou nul (reçu « ${raw} »).`);
      return n;
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
