// The API's logging, from the environment:
// - the terminal shows start-up, errors (a 5xx with its stack, once), warnings and what the
//   application reports at info level (activity.ts: payments accepted, mails sent), one line each;
// - LOG_LEVEL=debug adds one line per request ("GET /path → 200 (3 ms)");
// - LOG_FILE=<path> appends every record, request lines included, as JSON lines to that file;
// - LOG_FORMAT=json writes JSON records to the terminal instead (the default with NODE_ENV=production).
import fs from 'node:fs';
import type { FastifyServerOptions } from 'fastify';
import { QuietRequestLog, requestLabel } from './requests';
import { LEVELS, logDestination, type LevelName } from '@portail/shared/logging/terminal';

export { isClientAbort, QuietRequestLog, requestLabel } from './requests';
export { formatRecord, logDestination, withoutClientAborts, type LogRecord } from '@portail/shared/logging/terminal';

const TERMINAL_LEVELS: LevelName[] = ['debug', 'info', 'warn', 'error'];

/** What Fastify is given: spread into its options. */
export interface ServerLogging {
  logger: { level: LevelName; stream: { write(chunk: string): void } } | false;
  logController?: QuietRequestLog;
  childLoggerFactory?: ChildLoggerFactory;
}

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

/** Why the logging variables cannot be used, in French, or null. */
export function loggingProblem(env: NodeJS.ProcessEnv): string | null {
  if (env.LOG_LEVEL && !TERMINAL_LEVELS.includes(env.LOG_LEVEL as LevelName)) return `LOG_LEVEL doit valoir ${TERMINAL_LEVELS.join(', ')} (reçu « ${env.LOG_LEVEL} »).`;
  if (env.LOG_FORMAT && env.LOG_FORMAT !== 'text' && env.LOG_FORMAT !== 'json') return `LOG_FORMAT doit valoir text ou json (reçu « ${env.LOG_FORMAT} »).`;
  return null;
}

/** Each request's records carry the request they are about ("GET /path"): an error's line names it. */
export const bindRequest: ChildLoggerFactory = function bindRequest(logger, bindings, opts, rawReq) {
  return logger.child({ ...bindings, request: requestLabel(rawReq) }, opts);
};

/** Appends to `file`, created if missing; a path that cannot be written fails here, at start-up. */
function appendTo(file: string): { write(text: string): void } {
  let fd: number;
  try {
    fd = fs.openSync(file, 'a');
  } catch (e) {
    throw new Error(`LOG_FILE : impossible d'écrire dans ${file} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}).`);
  }
  return { write: (text) => void fs.writeSync(fd, text) };
}

export function apiLogging(env: NodeJS.ProcessEnv = process.env, out: { write(text: string): unknown } = process.stdout): ServerLogging {
  const problem = loggingProblem(env);
  if (problem) throw new Error(problem);
  const level = (env.LOG_LEVEL as LevelName | undefined) || 'info';
  const file = env.LOG_FILE ? appendTo(env.LOG_FILE) : undefined;
  const format = env.LOG_FORMAT === 'json' || (!env.LOG_FORMAT && env.NODE_ENV === 'production') ? 'json' : 'text';
  return {
    logger: {
      level: file && LEVELS[level] > LEVELS.debug ? 'debug' : level,
      stream: logDestination({ out, level, format, ...(file ? { file } : {}) }),
    },
    logController: new QuietRequestLog(),
    childLoggerFactory: bindRequest,
  };
}

/** AppOptions.logger: false or absent, none; true, the API's from the environment; or the given one. */
export function serverLogging(logger: boolean | ServerLogging | undefined): ServerLogging {
  if (logger === true) return apiLogging();
  return logger || { logger: false };
}

/** Prints `msg` as an info record of `logging` (the terminal's format, LOG_FILE too): for lines outside any request. */
export function infoLine(logging: ServerLogging): (msg: string) => void {
  const { logger } = logging;
  if (!logger) return (msg) => console.log(msg);
  return (msg) => logger.stream.write(`${JSON.stringify({ level: LEVELS.info, time: Date.now(), msg })}\n`);
}
