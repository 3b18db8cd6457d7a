// Server-only: where a server's log records (pino's JSON lines, Fastify's `logger.stream`) go.
// The terminal gets what a person needs, one readable line each (an error's stack once, below its
// line), and never a stack for a client that went away; a file, when given, gets every record as
// JSON. The API (api/src/logging) and the test providers' servers write through it.

const ABORT_CODES = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNABORTED', 'ERR_STREAM_DESTROYED']);
const ABORT_MESSAGES = /^(aborted|request aborted|premature close|socket hang up)$/i;

/**
 * The error a server sees when its client goes away (closed tab, cancelled fetch, proxy timeout):
 * the request's body cut short ("aborted", "request aborted"), or its answer's stream closed
 * before its end ("Premature close"). Not a defect of the server: nothing to print a stack for.
 * A reset of the database's own connection (`read ECONNRESET`) is not one of them.
 */
export function isClientAbort(err: unknown): boolean {
  if (err === null || typeof err !== 'object') return false;
  const { code, message, type } = err as { code?: unknown; message?: unknown; type?: unknown };
  if (typeof code === 'string' && ABORT_CODES.has(code)) return true;
  if (type === 'request.aborted') return true;
  return typeof message === 'string' && ABORT_MESSAGES.test(message.trim());
}

/** pino's numeric levels. */
export const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;
export type LevelName = keyof typeof LEVELS;

export interface LogRecord {
  level: number;
  time?: number;
  msg?: string;
  err?: { message?: string; stack?: string; code?: string; type?: string };
  /** The request a line is about ("GET /path"), bound by the API's child loggers. */
  request?: string;
  [field: string]: unknown;
}

interface Sink {
  write(text: string): unknown;
}

export interface DestinationOptions {
  /** The terminal (process.stdout). */
  out: Sink;
  /** The least level the terminal shows. */
  level: LevelName;
  /** 'text': readable lines; 'json': the records themselves (a log collector reads them). */
  format: 'text' | 'json';
  /** Receives every record, as JSON (LOG_FILE). */
  file?: Sink;
  /** Opens each readable line, naming the server ("[paiement] "). */
  prefix?: string;
}

const LABELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: '', 40: 'attention', 50: 'ERREUR', 60: 'FATAL' };

function clock(time: number | undefined): string {
  const d = time === undefined ? new Date() : new Date(time);
  return d.toTimeString().slice(0, 8);
}

/**
 * A client that went away is no error of the server: whatever level a record of it was logged at
 * (Fastify's stream errors, an error handler that took the cut body for a failure), it becomes a
 * debug record without the error, hence without a stack.
 */
export function withoutClientAborts(record: LogRecord): LogRecord {
  if (!record.err || !isClientAbort(record.err)) return record;
  const { err, ...rest } = record;
  return { ...rest, level: Math.min(record.level, LEVELS.debug), msg: `${record.msg ?? ''} (client parti : ${err.message ?? err.code ?? 'connexion fermée'})`.trim() };
}

/**
 * One readable line: "12:03:04 ERREUR unhandled error — GET /api/x", then for an error (level
 * error and above) its stack, once; a warning names its error's message only.
 */
export function formatRecord(record: LogRecord): string {
  const label = LABELS[record.level] ?? String(record.level);
  let line = `${clock(record.time)} ${label ? `${label} ` : ''}${record.msg ?? ''}`;
  if (record.request && !(record.msg ?? '').startsWith(record.request)) line += ` — ${record.request}`;
  const err = record.err;
  if (!err) return `${line}\n`;
  if (record.level >= LEVELS.error && err.stack) return `${line}\n${err.stack.replace(/^/gm, '    ')}\n`;
  const message = err.message ?? err.code;
  return message && message !== record.msg ? `${line} : ${message}\n` : `${line}\n`;
}

/** A pino destination (Fastify's `logger.stream`) that writes the terminal and the file as described above. */
export function logDestination(o: DestinationOptions): { write(chunk: string): void } {
  const least = LEVELS[o.level];
  return {
    write(chunk: string) {
      for (const raw of chunk.split('\n')) {
        if (!raw) continue;
        o.file?.write(`${raw}\n`);
        let record: LogRecord;
        try {
          record = JSON.parse(raw) as LogRecord;
        } catch {
          o.out.write(`${raw}\n`);
          continue;
        }
        const shown = withoutClientAborts(record);
        if (shown.level < least) continue;
        o.out.write(o.format === 'json' ? `${shown === record ? raw : JSON.stringify(shown)}\n` : `${o.prefix ?? ''}${formatRecord(shown)}`);
      }
    },
  };
}
