// What the apps' servers print, with the API's variables. A person reads the terminal: the URLs,
// readiness and errors (with their stack), not one line per request. LOG_LEVEL=debug adds one line
// per request ("GET /path → 200 (3 ms)"); LOG_FILE=<path> appends every record, request lines
// included, as JSON lines to that file. A visitor who goes away before the answer is complete (a
// closed tab, a cancelled fetch) is no error of the server's: never a stack trace, one line at
// debug level.
import fs from 'node:fs';

export interface ServerLog {
  /** One answered request: its method, path, status and duration. */
  request(entry: { method: string; url: string; status: number; ms: number }): void;
  /** An error worth a person's attention; a client that went away is not one. */
  error(err: unknown, context?: string): void;
}

/** Error codes of a connection the client closed while it was being answered. */
const CLIENT_GONE = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE', 'ERR_STREAM_DESTROYED', 'FST_ERR_REP_ALREADY_SENT']);

/** Whether `err` says that the client closed its connection before the answer was complete. */
export function isClientAbort(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const { code } = err as NodeJS.ErrnoException;
  if (code !== undefined && CLIENT_GONE.has(code)) return true;
  return /^(aborted|premature close|socket hang up)$/i.test(err.message);
}

/** Appends to `file`, created if missing; a path that cannot be written fails at start-up. */
function appendTo(file: string): (text: string) => void {
  let fd: number;
  try {
    fd = fs.openSync(file, 'a');
  } catch (e) {
    throw new Error(`LOG_FILE : impossible d'écrire dans ${file} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}).`);
  }
  return (text) => void fs.writeSync(fd, text);
}

/**
 * The log of the servers as the environment asks: LOG_LEVEL (`debug` prints every request and
 * every client that went away), LOG_FILE (every record appended to that file as a JSON line).
 * `write`: where the terminal's lines go (standard error).
 */
export function createServerLog({ env = process.env, write = (line: string) => void process.stderr.write(line) }: { env?: NodeJS.ProcessEnv; write?: (line: string) => void } = {}): ServerLog {
  const debug = env.LOG_LEVEL === 'debug';
  const file = env.LOG_FILE ? appendTo(env.LOG_FILE) : null;
  const record = (level: 'debug' | 'error', msg: string, fields: Record<string, unknown> = {}) => file?.(`${JSON.stringify({ level, time: new Date().toISOString(), msg, ...fields })}\n`);
  return {
    request({ method, url, status, ms }) {
      const msg = `${method} ${url} → ${status} (${ms.toFixed(0)} ms)`;
      record('debug', msg, { method, url, status, ms: Math.round(ms) });
      if (debug) write(`${msg}\n`);
    },
    error(err, context) {
      const where = context ? ` (${context})` : '';
      const message = err instanceof Error ? err.message : String(err);
      if (isClientAbort(err)) {
        record('debug', `Client parti avant la fin de la réponse${where} : ${message}`);
        if (debug) write(`Client parti avant la fin de la réponse${where} : ${message}\n`);
        return;
      }
      const stack = err instanceof Error ? (err.stack ?? message) : message;
      record('error', `Erreur${where} : ${message}`, { stack });
      write(`Erreur${where} : ${stack}\n`);
    },
  };
}

let shared: ServerLog | null = null;

/** The log of this process, as its environment asks. */
export function serverLog(): ServerLog {
  shared ??= createServerLog();
  return shared;
}
