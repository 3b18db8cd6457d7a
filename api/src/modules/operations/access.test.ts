// The operators' endpoints answer their operators only: never a request a proxy forwarded, and
// with an operators' listener, only on it. Real sockets, as the shells and operators reach the API.
jest.setTimeout(120_000);
jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

import type { FastifyInstance } from 'fastify';
import { OPERATIONS_PREFIX } from '@portail/shared/api/edge';
import { buildApp } from '../../app';
import { configFromEnv, configurationProblem } from '../../config';
import { freePort } from '../../testing/freePort';
import { testBackends, useTestDatabase } from '../../testing/databases';
import { OPERATIONS_HOST } from './access';

const TOKEN = 'jeton-des-operateurs-de-test';
const auth = { authorization: `Bearer ${TOKEN}` };
const REPORT = `${OPERATIONS_PREFIX}/mesures?jours=1`;

describe.each(testBackends())('who reaches the operators’ endpoints (%s)', (kind) => {
  const apps: FastifyInstance[] = [];
  // Declared first, so that it runs first: the apps are closed before their database is.
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  const t = useTestDatabase(kind);

  /** The API on a loopback port, believing the loopback's forwarding headers as it does the shells'. */
  async function api(o: Partial<Parameters<typeof buildApp>[0]> = {}) {
    const app = await buildApp({ db: t.db, rateLimit: false, staffToken: TOKEN, trustProxy: ['127.0.0.1'], ...o });
    apps.push(app);
    return app.listen({ port: 0, host: '127.0.0.1' });
  }
  const get = (origin: string, headers: Record<string, string> = {}) => fetch(`${origin}${REPORT}`, { headers: { ...auth, ...headers } });
  const unknownPath = async (origin: string) => (await fetch(`${origin}/api/chemin-inconnu`)).json();

  it('answers a request sent to the API’s address directly, and refuses one a proxy forwarded as an unknown path', async () => {
    const origin = await api();
    expect((await get(origin)).status).toBe(200);
    const unknown = await unknownPath(origin);
    const forwardings: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=203.0.113.9;proto=https' },
      { 'x-forwarded-host': 'www.registre.example', 'x-forwarded-proto': 'https' },
      { 'x-real-ip': '203.0.113.9' },
    ];
    for (const headers of forwardings) {
      const res = await get(origin, headers);
      expect([headers, res.status]).toEqual([headers, 404]);
      expect((await res.json()).message).toBe(unknown.message.replace('/api/chemin-inconnu', REPORT.split('?')[0]));
    }
    // Refused before the token is looked at: the same answer with or without one.
    expect((await fetch(`${origin}${REPORT}`, { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(404);
  });

  it('answers on the operators’ listener only when there is one', async () => {
    const port = await freePort();
    const origin = await api({ operationsListener: { port, host: OPERATIONS_HOST } });
    const operators = `http://${OPERATIONS_HOST}:${port}`;
    expect((await get(origin)).status).toBe(404);
    expect((await get(operators)).status).toBe(200);
    expect((await get(operators, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(404);
    expect((await fetch(`${operators}${REPORT}`)).status).toBe(401);
    // The rest of the API is the same on both.
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
  });

  it('stops the operators’ listener with the application', async () => {
    const port = await freePort();
    const app = await buildApp({ db: t.db, rateLimit: false, staffToken: TOKEN, operationsListener: { port, host: OPERATIONS_HOST } });
    await app.ready();
    expect((await fetch(`http://${OPERATIONS_HOST}:${port}${REPORT}`, { headers: auth })).status).toBe(200);
    await app.close();
    await expect(fetch(`http://${OPERATIONS_HOST}:${port}${REPORT}`, { headers: auth })).rejects.toThrow();
  });
});

describe('OPERATIONS_PORT', () => {
  it('is read as a port, and refused at start when it is not one', () => {
    expect(configFromEnv({ OPERATIONS_PORT: '3090' }).operationsPort).toBe(3090);
    expect(configFromEnv({}).operationsPort).toBeUndefined();
    for (const value of ['abc', '0', '70000', '30.5']) {
      expect(configurationProblem({ production: false, operationsPort: configFromEnv({ OPERATIONS_PORT: value }).operationsPort })).toBe('OPERATIONS_PORT doit être un numéro de port (1 à 65535).');
    }
    expect(configurationProblem({ production: false, operationsPort: 3090 })).toBeNull();
  });
});
