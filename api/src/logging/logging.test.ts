jest.mock('cookie', () => jest.requireActual('../testing/cookie-shim'));

import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandling } from '../http/errors';
import { apiLogging, formatRecord, isClientAbort, loggingProblem } from '.';

/** An application logging as the API does into `printed` (the terminal), with three routes. */
async function appLogging(env: NodeJS.ProcessEnv = {}) {
  const printed: string[] = [];
  const app = Fastify(apiLogging(env, { write: (text: string) => printed.push(text) }));
  registerErrorHandling(app);
  app.get('/ok', async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('boom in a handler');
  });
  app.post('/upload', async (req) => ({ size: JSON.stringify(req.body).length }));
  // An answer sent slowly, chunk by chunk, that a client may leave halfway.
  app.get('/slow', async (_req, reply) => {
    let n = 0;
    const body = new Readable({
      read() {
        n += 1;
        setTimeout(() => this.push(n > 50 ? null : `${'x'.repeat(1024)}\n`), 20);
      },
    });
    return reply.type('text/plain').send(body);
  });
  // What the terminal shows besides the start-up line of a listening server.
  const text = () => printed.filter((l) => !l.includes('Server listening at')).join('');
  return { app, printed, text };
}

async function listening(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as net.AddressInfo).port;
}

/** Sends `raw` over a socket, waits for the first bytes of the answer when `waitForAnswer`, then cuts the connection. */
function sendAndLeave(port: number, raw: string, waitForAnswer: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(raw);
      if (!waitForAnswer) setTimeout(() => socket.destroy(), 50);
    });
    socket.once('data', () => socket.destroy());
    socket.on('close', () => resolve());
    socket.on('error', reject);
  });
}

/** Lets the server notice the cut and log what it logs. */
const settle = () => new Promise((r) => setTimeout(r, 300));

describe('the API terminal', () => {
  it('shows no line for an answered request by default', async () => {
    const { app, text } = await appLogging();
    expect((await app.inject('/ok')).statusCode).toBe(200);
    expect((await app.inject('/nulle-part')).statusCode).toBe(404);
    await app.close();
    expect(text()).toBe('');
  });

  it('shows one line per request with LOG_LEVEL=debug', async () => {
    const { app, printed } = await appLogging({ LOG_LEVEL: 'debug' });
    await app.inject('/ok?q=Dupont');
    await app.close();
    const lines = printed.join('').split('\n').filter((l) => l.includes('/ok'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/GET \/ok → 200 \(\d+ ms\)$/);
    // The query (a searched name) stays out of the logs.
    expect(printed.join('')).not.toContain('Dupont');
  });

  it('writes every request to LOG_FILE, as JSON, while the terminal stays quiet', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'api-log-')), 'api.log');
    const { app, text } = await appLogging({ LOG_FILE: file });
    await app.inject('/ok');
    await app.close();
    expect(text()).toBe('');
    const records = fs.readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(records).toContainEqual(expect.objectContaining({ level: 20, request: 'GET /ok', statusCode: 200, msg: expect.stringMatching(/^GET \/ok → 200/) }));
  });

  it('prints a 500 with its stack, once, naming the request', async () => {
    const { app, text } = await appLogging();
    expect((await app.inject('/boom')).statusCode).toBe(500);
    await app.close();
    const out = text();
    expect(out).toMatch(/ERREUR unhandled error — GET \/boom\n/);
    expect(out.split('Error: boom in a handler').length - 1).toBe(1);
    expect(out).toMatch(/\n\s+at .*logging\.test\.ts/);
  });

  it('prints no stack, and no line, when a client leaves in the middle of its request body', async () => {
    const { app, text } = await appLogging();
    const port = await listening(app);
    await sendAndLeave(port, 'POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":', false);
    await settle();
    await app.close();
    expect(text()).not.toMatch(/\n\s+at /);
    expect(text()).toBe('');
  });

  it('prints no stack, and no line, when a client leaves in the middle of a streamed answer', async () => {
    const { app, text } = await appLogging({ LOG_LEVEL: 'info' });
    const port = await listening(app);
    await sendAndLeave(port, 'GET /slow HTTP/1.1\r\nHost: x\r\n\r\n', true);
    await settle();
    await app.close();
    expect(text()).toBe('');
  });

  it('shows at debug that the client left, still without a stack', async () => {
    const { app, text } = await appLogging({ LOG_LEVEL: 'debug' });
    const port = await listening(app);
    await sendAndLeave(port, 'GET /slow HTTP/1.1\r\nHost: x\r\n\r\n', true);
    await sendAndLeave(port, 'POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":', false);
    await settle();
    await app.close();
    expect(text()).toMatch(/GET \/slow .*client parti/);
    // The error handler took the cut body for a failure; it is shown as what it is.
    expect(text()).toMatch(/client parti : aborted\) — POST \/upload/);
    expect(text()).not.toMatch(/\n\s+at /);
  });
});

describe('log records', () => {
  it('tells a client that left from a failure of the server', () => {
    expect(isClientAbort(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isClientAbort(Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }))).toBe(true);
    expect(isClientAbort({ type: 'request.aborted', message: 'request aborted' })).toBe(true);
    // The database's own connection reset is a failure to report.
    expect(isClientAbort(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(false);
    expect(isClientAbort(new Error('boom'))).toBe(false);
    expect(isClientAbort(null)).toBe(false);
  });

  it('prints a warning with its error message and no stack', () => {
    const line = formatRecord({ level: 40, time: 0, msg: 'database unavailable', err: { message: 'Connection terminated', stack: 'Error: Connection terminated\n    at x' } });
    expect(line).toMatch(/attention database unavailable : Connection terminated\n$/);
    expect(line).not.toContain('    at x');
  });

  it('refuses an unknown level or format in French', () => {
    expect(loggingProblem({ LOG_LEVEL: 'verbose' })).toBe('LOG_LEVEL doit valoir debug, info, warn, error (reçu « verbose »).');
    expect(loggingProblem({ LOG_FORMAT: 'pretty' })).toMatch(/^LOG_FORMAT doit valoir text ou json/);
    expect(loggingProblem({ LOG_LEVEL: 'debug', LOG_FORMAT: 'json' })).toBeNull();
  });
});
