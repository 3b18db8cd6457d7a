// Who reaches the operators' endpoints (/api/exploitation). Never a request a proxy forwarded: the
// public servers (shells, remotes) refuse those paths themselves, and whatever still arrives with
// a forwarding header came through some proxy. With an operators' listener (OPERATIONS_PORT, a
// loopback port of the API's machine), only the connections that listener accepted: the API's
// main address, the one the proxies reach, answers them as unknown.
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { OPERATIONS_PREFIX } from '@portail/shared/api/edge';

/** What a proxy adds to the requests it forwards. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip'] as const;

/** Where the operators' listener listens. */
export interface OperationsListener {
  port: number;
  host: string;
}

/** The operators' listener's address: always a loopback one. */
export const OPERATIONS_HOST = '127.0.0.1';

/**
 * Keeps the operators' endpoints to their operators: every route of `app` under OPERATIONS_PREFIX,
 * wherever it is registered, answers a refused request as the API answers an unknown path, before
 * any token is checked. With `listener`, a second server answering `app`'s requests starts with
 * the application (onReady) and stops with it; only its connections are accepted.
 */
export function guardOperations(app: FastifyInstance, listener?: OperationsListener): void {
  const accepted = new WeakSet<Socket>();
  if (listener) {
    const server = http.createServer((req, res) => app.routing(req, res));
    server.on('connection', (socket) => accepted.add(socket));
    app.addHook(
      'onReady',
      () =>
        new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(listener.port, listener.host, () => {
            server.off('error', reject);
            resolve();
          });
        }),
    );
    app.addHook(
      'onClose',
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );
  }
  const prefix = `${OPERATIONS_PREFIX}/`;
  app.addHook('onRequest', async (req, reply) => {
    if (!req.routeOptions.url?.startsWith(prefix)) return undefined;
    const forwarded = FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined);
    if (!forwarded && (!listener || accepted.has(req.raw.socket))) return undefined;
    reply.callNotFound();
    return reply;
  });
}
