jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));
import { openTestDatabase, type TestDatabase } from '../../testing/databases';
import { createMailer } from '../mail/mailer';
import { buildOutboxViewer } from './outboxViewer';

jest.setTimeout(60_000);

describe('outbox viewer', () => {
  let t: TestDatabase;
  const viewer = () => buildOutboxViewer(t.db, 8025);
  beforeAll(async () => {
    t = await openTestDatabase('pglite');
    await createMailer(t.db, { from: 'portail@exemple.fr' }).queue(t.db, {
      to: 'alice@exemple.fr',
      subject: 'Réinitialisation de votre mot de passe',
      text: 'Suivez ce lien : http://localhost:8080/auth/mot-de-passe/reinitialisation?jeton=abc',
      html: '<p>lien</p>',
    });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('lists the mail, with clickable links, to a request addressed to its loopback host', async () => {
    const app = viewer();
    const list = await app.inject({ url: '/outbox', headers: { host: 'localhost:8025' } });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const id = /href="\/outbox\/(\d+)"/.exec(list.body)?.[1];
    expect(id).toBeDefined();
    const message = await app.inject({ url: `/outbox/${id}`, headers: { host: '127.0.0.1:8025' } });
    expect(message.body).toContain('<a href="http://localhost:8080/auth/mot-de-passe/reinitialisation?jeton=abc">');
    const json = await app.inject({ url: '/outbox.json', headers: { host: '[::1]:8025' } });
    expect(json.json()).toEqual([expect.objectContaining({ recipient: 'alice@exemple.fr' })]);
    expect((await app.inject({ url: '/outbox/999999', headers: { host: 'localhost:8025' } })).statusCode).toBe(404);
  });

  it('names an icon on its pages and serves it, so that the browser asks for nothing missing', async () => {
    const app = viewer();
    const host = { host: 'localhost:8025' };
    const list = await app.inject({ url: '/outbox', headers: host });
    const id = /href="\/outbox\/(\d+)"/.exec(list.body)?.[1];
    for (const page of [list, await app.inject({ url: `/outbox/${id}`, headers: host }), await app.inject({ url: '/outbox/999999', headers: host })]) {
      expect(page.body).toContain('<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">');
    }
    const icon = await app.inject({ url: '/assets/favicon.svg', headers: host });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.body).toContain('<svg');
    const legacy = await app.inject({ url: '/favicon.ico', headers: host });
    expect(legacy.statusCode).toBe(301);
    expect(legacy.headers.location).toBe('/assets/favicon.svg');
  });

  it('refuses a request naming another host (a name rebound to the loopback address)', async () => {
    const app = viewer();
    for (const host of ['attaquant.example:8025', 'localhost:8080', '']) {
      const res = await app.inject({ url: '/outbox.json', headers: { host } });
      expect(res.statusCode).toBe(421);
      expect(res.body).not.toContain('jeton');
    }
  });
});
