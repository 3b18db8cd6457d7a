jest.setTimeout(60_000);
jest.mock('cookie', () => jest.requireActual('../testing/cookie-shim'));

import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { configurationProblem } from '../config';
import { openTestDatabase, type TestDatabase } from '../testing/databases';

describe('security headers of the API', () => {
  let t: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await openTestDatabase('pglite');
    app = await buildApp({ db: t.db, rateLimit: false });
    app.get('/api/lent', async () => {
      throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    });
    app.get('/api/base-redemarree', async () => {
      throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    });
    app.get('/api/base-perdue', async () => {
      throw new Error('Connection terminated unexpectedly');
    });
  });
  afterAll(async () => {
    await app?.close();
    await t?.dispose();
  });

  it('tells browsers not to sniff what the API sends, errors included', async () => {
    for (const url of ['/api/health', '/api/entreprises/abc', '/api/inconnu']) {
      const res = await app.inject({ url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers a statement stopped by its time bound with 503, a French message and Retry-After, not 500', async () => {
    const res = await app.inject({ url: '/api/lent' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'Le service est très sollicité : veuillez réessayer dans quelques instants.' });
  });

  it('answers a database that cannot be reached (restarted, connection lost) with 503, a French message and Retry-After', async () => {
    for (const url of ['/api/base-redemarree', '/api/base-perdue']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'Le service est momentanément indisponible : veuillez réessayer dans quelques instants.' });
    }
  });

  it('serves the API documentation under a strict CSP that forbids framing and outside origins', async () => {
    const res = await app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/https:|validator\.swagger\.io|upgrade-insecure-requests/);
  });
});

describe('configuration', () => {
  it('refuses production without an SMTP server, where mail would only reach the outbox', () => {
    expect(configurationProblem({ production: true })).toContain('SMTP_URL est obligatoire en production');
    expect(configurationProblem({ production: true, smtpUrl: 'smtp://mail.exemple.fr:587' })).toBeNull();
    expect(configurationProblem({ production: false })).toBeNull();
  });
});

