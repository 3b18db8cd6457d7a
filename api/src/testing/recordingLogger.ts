// A stream for Fastify's logger (`logger: { level, stream }`) that keeps each line, raw and parsed,
// so that a test can read what the API logged.
import { Writable } from 'node:stream';

export interface RecordingLogger {
  stream: Writable;
  /** Each line as logged (JSON). */
  raw: string[];
  /** Each line parsed: pino's `level` (40 is warn), `msg` and the logged fields. */
  lines: Array<Record<string, unknown>>;
  clear(): void;
}

export function recordingLogger(): RecordingLogger {
  const raw: string[] = [];
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return {
    stream,
    raw,
    lines,
    clear() {
      raw.length = 0;
      lines.length = 0;
    },
  };
}
