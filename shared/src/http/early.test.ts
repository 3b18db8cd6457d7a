/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as z from 'zod/mini';
import { createApiClient } from './client';
import { EARLY_RESPONSE_TTL_MS, apiUrl, requestEarly, takeEarlyResponse } from './early';

interface Seen {
  url: string;
  authorization: string | undefined;
}

let server: Server;
let baseUrl: string;
let seen: Seen[];
let respond: (req: IncomingMessage, res: ServerResponse, n: number) => void;

const Page = z.object({ n: z.number(), url: z.string() });

function answer(res: ServerResponse, status: number, payload: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(payload));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', authorization: req.headers.authorization });
    respond(req, res, seen.length);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
  respond = (req, res, n) => answer(res, 200, { n, url: req.url });
});

afterEach(() => {
  jest.restoreAllMocks();
});

const prefix = () => `${baseUrl}/api`;
/** Lets the early request reach the server before the client asks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('apiUrl', () => {
  it('spells the URL the API client requests, query included', async () => {
    const params = { phrase: 'Café de l’Été & fils', limit: 10, offset: 0, etat: '', boost: undefined, natures: ['A', 'B'] };
    await createApiClient({ prefixUrl: prefix() }).getJson(Page, 'recherche/entreprises_etablissements', params);
    expect(apiUrl('recherche/entreprises_etablissements', params, prefix())).toBe(`${baseUrl}${seen[0]!.url}`);
  });

  it('leaves out an empty query', () => {
    expect(apiUrl('/entreprises/12', {}, `${baseUrl}/api/`)).toBe(`${baseUrl}/api/entreprises/12`);
  });
});

describe('early requests', () => {
  it('answer the first identical anonymous call, which sends nothing more', async () => {
    requestEarly('entreprises/7', { champs: 'tout' }, prefix());
    await settle();
    const api = createApiClient({ prefixUrl: prefix() });
    await expect(api.getJson(Page, 'entreprises/7', { champs: 'tout' })).resolves.toEqual({ n: 1, url: '/api/entreprises/7?champs=tout' });
    expect(seen).toHaveLength(1);
    // Taken once: the next call goes to the server.
    await expect(api.getJson(Page, 'entreprises/7', { champs: 'tout' })).resolves.toEqual({ n: 2, url: '/api/entreprises/7?champs=tout' });
  });

  it('are not sent twice for the same URL', async () => {
    requestEarly('entreprises/8', undefined, prefix());
    requestEarly('entreprises/8', undefined, prefix());
    await settle();
    expect(seen).toHaveLength(1);
    await takeEarlyResponse(`${prefix()}/entreprises/8`);
  });

  it('are not used by a call that carries a token', async () => {
    requestEarly('entreprises/9', undefined, prefix());
    await settle();
    const api = createApiClient({ prefixUrl: prefix(), getAccessToken: () => 'abc' });
    await expect(api.getJson(Page, 'entreprises/9')).resolves.toEqual({ n: 2, url: '/api/entreprises/9' });
    expect(seen.map((s) => s.authorization)).toEqual([undefined, 'Bearer abc']);
    await takeEarlyResponse(`${prefix()}/entreprises/9`);
  });

  it('do not answer another URL', async () => {
    requestEarly('entreprises/10', { page: 1 }, prefix());
    await settle();
    const api = createApiClient({ prefixUrl: prefix() });
    await expect(api.getJson(Page, 'entreprises/10', { page: 2 })).resolves.toEqual({ n: 2, url: '/api/entreprises/10?page=2' });
    await takeEarlyResponse(`${prefix()}/entreprises/10?page=1`);
  });

  it('that failed leave the call to the client, which asks again', async () => {
    respond = (req, res, n) => (n === 1 ? answer(res, 503, { message: 'indisponible' }) : answer(res, 200, { n, url: req.url }));
    requestEarly('entreprises/11', undefined, prefix());
    await settle();
    await expect(createApiClient({ prefixUrl: prefix() }).getJson(Page, 'entreprises/11')).resolves.toEqual({ n: 2, url: '/api/entreprises/11' });
  });

  it('expire when nobody takes them in time', async () => {
    requestEarly('entreprises/12', undefined, prefix());
    await settle();
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + EARLY_RESPONSE_TTL_MS + 1);
    expect(takeEarlyResponse(`${prefix()}/entreprises/12`)).toBeNull();
    await expect(createApiClient({ prefixUrl: prefix() }).getJson(Page, 'entreprises/12')).resolves.toEqual({ n: 2, url: '/api/entreprises/12' });
  });
});
