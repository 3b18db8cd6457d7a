import Fastify from 'fastify';
import { HttpError } from './errors';
import { orNotFound, sendAttachment } from './routes';

jest.mock('cookie', () => jest.requireActual('../testing/cookie-shim'));

describe('orNotFound', () => {
  it('gives what was found, awaited or not', async () => {
    await expect(orNotFound(Promise.resolve({ id: 1 }), 'Introuvable.')).resolves.toEqual({ id: 1 });
    await expect(orNotFound('x', 'Introuvable.')).resolves.toBe('x');
    await expect(orNotFound(Promise.resolve(true), 'Introuvable.')).resolves.toBe(true);
  });

  it('answers 404 with the French message when there is nothing', async () => {
    for (const nothing of [null, undefined, false, Promise.resolve(null), Promise.resolve(false)]) {
      const err = await orNotFound(nothing, 'Commande introuvable.').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(HttpError);
      expect(err).toMatchObject({ statusCode: 404, message: 'Commande introuvable.' });
    }
  });
});

describe('sendAttachment', () => {
  it('sends a private download under a file name of safe characters', async () => {
    const app = Fastify();
    app.get('/f', (_req, reply) => sendAttachment(reply, Buffer.from('%PDF-'), 'application/pdf', 'rapport "été" 2026/11.pdf'));
    const res = await app.inject({ method: 'GET', url: '/f' });
    await app.close();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="rapport___t___2026_11.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toBe('%PDF-');
  });
});
