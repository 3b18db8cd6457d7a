/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as z from 'zod/mini';
import { GENERIC_ERROR_MESSAGE } from '../format/validation';
import { createApiClient, toSearchParams, type ApiClientOptions } from './client';
import { ApiError, NETWORK_ERROR_MESSAGE, NotFoundError, TIMEOUT_ERROR_MESSAGE, isNotFoundError } from './errors';
import { TERRITORY_HEADER } from './territory';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  territory: string | undefined;
  body: string;
}

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
let seen: Seen[];

function json(res: ServerResponse, status: number, payload: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(payload));
}

/** Answers 401 unless the request carries `Bearer <valid>`, else echoes what it received. */
function requireToken(valid: string): Handler {
  return (req, res, body) => {
    if (req.headers.authorization !== `Bearer ${valid}`) {
      json(res, 401, { statusCode: 401, error: 'Unauthorized', message: 'Jeton expiré' });
      return;
    }
    json(res, 200, { ok: true, method: req.method, body: body === '' ? null : JSON.parse(body) });
  };
}

const Echo = z.object({ ok: z.literal(true), method: z.string(), body: z.unknown() });

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, territory: req.headers[TERRITORY_HEADER.toLowerCase()] as string | undefined, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
  handler = (_req, res) => json(res, 200, { ok: true, method: 'GET', body: null });
});

function client(options: ApiClientOptions = {}) {
  return createApiClient({ prefixUrl: `${baseUrl}/api`, ...options });
}

describe('toSearchParams', () => {
  it('drops empty values and repeats arrays', () => {
    const params = toSearchParams({ phrase: 'acme', page: 0, actif: false, nom: '', prenom: null, x: undefined, lots: ['A', '', 'B'] });
    expect(params.toString()).toBe('phrase=acme&page=0&actif=false&lots=A&lots=B');
  });
});

describe('createApiClient', () => {
  it('prefixes paths with prefixUrl and sends the query without empty values', async () => {
    const api = client();
    await api.getJson(Echo, '/entreprises', { phrase: 'boulangerie', limit: 10, offset: 0, etat: '' });
    expect(seen[0]?.url).toBe('/api/entreprises?phrase=boulangerie&limit=10&offset=0');
    expect(seen[0]?.authorization).toBeUndefined();
  });

  it('adds the bearer token when there is one', async () => {
    handler = requireToken('abc');
    const api = client({ getAccessToken: async () => 'abc' });
    await expect(api.getJson(Echo, 'user')).resolves.toEqual({ ok: true, method: 'GET', body: null });
    expect(seen[0]?.authorization).toBe('Bearer abc');
  });

  it("names the page's territory on every call, read when the call is made, and nothing without one", async () => {
    let territory: string | null = 'NC';
    const api = client({ territory: () => territory });
    await api.getJson(Echo, 'paniers');
    territory = 'FR';
    await api.postJson(Echo, 'paniers', { type: 'KBIS' });
    await client().getJson(Echo, 'paniers');
    expect(seen.map((r) => r.territory)).toEqual(['NC', 'FR', undefined]);
  });

  it('parses the response with the schema, applying its transforms', async () => {
    handler = (_req, res) => json(res, 200, { prix_devises: 1990, nombre_articles: '3' });
    const Basket = z.pipe(
      z.object({ prix_devises: z.number(), nombre_articles: z.coerce.number() }),
      z.transform((b) => ({
        total: b.prix_devises,
        count: b.nombre_articles,
      })),
    );
    const basket = await client().getJson(Basket, 'paniers');
    expect(basket).toEqual({ total: 1990, count: 3 });
  });

  it('rejects a response that does not match the schema', async () => {
    handler = (_req, res) => json(res, 200, { ok: 'yes' });
    const error = await client()
      .getJson(Echo, 'user')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, kind: 'invalid-response', message: GENERIC_ERROR_MESSAGE, body: { ok: 'yes' } });
  });

  it('rejects a body that is not JSON', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<html></html>');
    };
    await expect(client().getJson(Echo, 'user')).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('gives undefined for an empty body', async () => {
    handler = (_req, res) => {
      res.writeHead(204);
      res.end();
    };
    await expect(client().postJson(z.undefined(), 'logout')).resolves.toBeUndefined();
  });

  it('sends JSON bodies with the method asked', async () => {
    handler = requireToken('t');
    const api = client({ getAccessToken: () => 't' });
    await expect(api.putJson(Echo, 'compte-client', { id: 1, version: 2 })).resolves.toEqual({
      ok: true,
      method: 'PUT',
      body: { id: 1, version: 2 },
    });
    await api.delete('favori/12', { numeroSiren: '443061841' });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['PUT /api/compte-client', 'DELETE /api/favori/12?numeroSiren=443061841']);
  });

  it('maps 404 to NotFoundError with a French message', async () => {
    handler = (_req, res) => json(res, 404, { statusCode: 404, error: 'Not Found', message: 'Entreprise inconnue' });
    const error = await client()
      .getJson(Echo, 'entreprises/1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toBeInstanceOf(ApiError);
    expect(isNotFoundError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 404,
      kind: 'http',
      message: 'La ressource demandée est introuvable.',
      body: { message: 'Entreprise inconnue' },
    });
  });

  it('maps other statuses to ApiError with their French message', async () => {
    handler = (_req, res) => {
      res.writeHead(500);
      res.end('boom');
    };
    await expect(client().getJson(Echo, 'x')).rejects.toMatchObject({ status: 500, message: GENERIC_ERROR_MESSAGE, body: 'boom' });

    handler = (_req, res) => json(res, 403, {});
    const error = await client()
      .getJson(Echo, 'x')
      .catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 403, message: "Vous n'êtes pas autorisé à accéder à cette ressource." });
  });

  it('retries idempotent calls on server errors when asked', async () => {
    let calls = 0;
    handler = (_req, res) => {
      calls += 1;
      if (calls === 1) json(res, 503, {});
      else json(res, 200, { ok: true, method: 'GET', body: null });
    };
    await expect(client({ retry: 1 }).getJson(Echo, 'x')).resolves.toMatchObject({ ok: true });
    expect(calls).toBe(2);
  });

  describe('on 401', () => {
    it('refreshes once and retries once with the new token', async () => {
      handler = requireToken('new');
      let token = 'old';
      const refresh = jest.fn(async () => {
        token = 'new';
        return token;
      });
      const api = client({ getAccessToken: () => token, refresh });
      await expect(api.postJson(Echo, 'paniers/connexions', { uid: 'g-1' })).resolves.toEqual({
        ok: true,
        method: 'POST',
        body: { uid: 'g-1' },
      });
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(seen.map((s) => s.authorization)).toEqual(['Bearer old', 'Bearer new']);
      expect(seen[1]?.body).toBe('{"uid":"g-1"}');
    });

    it('gives up after the single retry if the new token is refused too', async () => {
      handler = requireToken('never');
      const refresh = jest.fn(async () => 'still-bad');
      const error = await client({ getAccessToken: () => 'old', refresh })
        .getJson(Echo, 'user')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 401, message: 'Votre session a expiré. Veuillez vous reconnecter.' });
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(seen).toHaveLength(2);
    });

    it('does not retry without refresh, or when the refresh yields no token or fails', async () => {
      handler = requireToken('new');
      await expect(client({ getAccessToken: () => 'old' }).getJson(Echo, 'user')).rejects.toMatchObject({ status: 401 });
      await expect(client({ getAccessToken: () => 'old', refresh: async () => null }).getJson(Echo, 'user')).rejects.toMatchObject({
        status: 401,
      });
      await expect(
        client({
          getAccessToken: () => 'old',
          refresh: () => Promise.reject(new Error('refresh token expired')),
        }).getJson(Echo, 'user'),
      ).rejects.toMatchObject({ status: 401 });
      expect(seen).toHaveLength(3);
    });

    it('shares one refresh between concurrent calls', async () => {
      handler = requireToken('new');
      let token = 'old';
      const refresh = jest.fn(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        token = 'new';
        return token;
      });
      const api = client({ getAccessToken: () => token, refresh });
      const results = await Promise.all([api.getJson(Echo, 'a'), api.getJson(Echo, 'b'), api.getJson(Echo, 'c')]);
      expect(results).toHaveLength(3);
      expect(refresh).toHaveBeenCalledTimes(1);
    });

    it('reuses a token refreshed meanwhile instead of refreshing again', async () => {
      handler = requireToken('new');
      let token = 'old';
      const refresh = jest.fn(async () => 'unused');
      const api = client({
        getAccessToken: () => {
          const current = token;
          // The session is refreshed elsewhere right after this call read its token.
          token = 'new';
          return current;
        },
        refresh,
      });
      await expect(api.getJson(Echo, 'user')).resolves.toMatchObject({ ok: true });
      expect(refresh).not.toHaveBeenCalled();
      expect(seen.map((s) => s.authorization)).toEqual(['Bearer old', 'Bearer new']);
    });
  });

  it('fails with a timeout error after the timeout', async () => {
    handler = () => {
      // Never answers.
    };
    const error = await client({ timeout: 100 })
      .getJson(Echo, 'slow')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, kind: 'timeout', message: TIMEOUT_ERROR_MESSAGE });
  });

  it('fails with a network error when the server cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await createApiClient({ prefixUrl: `http://127.0.0.1:${port}/api` })
      .getJson(Echo, 'x')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, kind: 'network', message: NETWORK_ERROR_MESSAGE });
  });

  it('lets a caller abort, rejecting with the AbortError itself', async () => {
    handler = () => {
      // Never answers.
    };
    const controller = new AbortController();
    const pending = client().getJson(Echo, 'slow', undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('downloads its implementation and ky with its first call, not with the page that creates the client', async () => {
    await jest.isolateModulesAsync(async () => {
      const evaluated = jest.fn();
      jest.doMock('ky', () => {
        evaluated();
        return jest.requireActual('ky');
      });
      const isolated = await import('./client');
      const api = isolated.createApiClient({ prefixUrl: `${baseUrl}/api` });
      await Promise.resolve();
      expect(evaluated).not.toHaveBeenCalled();
      handler = (_req, res) => json(res, 200, { ok: true });
      await expect(api.getJson(z.object({ ok: z.boolean() }), 'etat')).resolves.toEqual({ ok: true });
      await api.getJson(z.object({ ok: z.boolean() }), 'etat');
      expect(evaluated).toHaveBeenCalledTimes(1);
    });
  });

  it('exposes the ky instance with the same authentication', async () => {
    handler = requireToken('abc');
    const api = client({ getAccessToken: () => 'abc' });
    const body = await (await api.http()).get('user').json();
    expect(body).toMatchObject({ ok: true });
  });
});
