import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Queryable } from '../../db';
import { FAVICON_SVG, PAGE_CSS, PAGE_JS } from './assets';
import { findOutboxMessage, listOutbox, type Mailer } from '../mail';
import { errorPage, outboxMessagePage, outboxPage } from './pages';
import { sendPage } from './reply';

// The outbox of the embedded default, for development: the mail the portal would have sent (account
// validation, password reset...) with its links. It holds what opens any account, so it is never
// part of the site: its own server, bound to the loopback interface on its own port, answering only
// requests addressed to that loopback host (a page elsewhere cannot reach it by rebinding a name).

export const OUTBOX_HOST = '127.0.0.1';

/** Nobody may frame the viewer. */
const page = (reply: FastifyReply, status: number, body: string) => sendPage(reply, status, body, { framing: 'none' });

/**
 * The viewer's Fastify app; `port` is where it listens (the Host header must name it). Attached
 * documents are fetched through `mailer`, as the SMTP dispatcher would.
 */
export function buildOutboxViewer(db: Queryable, port: number, mailer?: Pick<Mailer, 'attachment'>): FastifyInstance {
  const app = Fastify({ logger: false });
  const hosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]);
  app.addHook('onRequest', async (req, reply) => {
    if (!hosts.has(String(req.headers.host ?? '').toLowerCase())) {
      return reply.code(421).type('text/plain; charset=utf-8').send('Hôte non autorisé.');
    }
  });
  app.get('/', async (_req, reply) => reply.redirect('/outbox', 302));
  app.get('/outbox', async (_req, reply) => page(reply, 200, outboxPage('', await listOutbox(db))));
  app.get('/outbox.json', async (_req, reply) => reply.header('Cache-Control', 'no-store').send(await listOutbox(db)));
  app.get<{ Params: { id: string } }>('/outbox/:id', async (req, reply) => {
    const id = /^\d{1,9}$/.test(req.params.id) ? Number(req.params.id) : null;
    const message = id === null ? null : await findOutboxMessage(db, id);
    if (!message) return page(reply, 404, errorPage('', 'Ce courriel est introuvable.'));
    return page(reply, 200, outboxMessagePage('', message));
  });
  app.get<{ Params: { id: string; n: string } }>('/outbox/:id/pieces/:n', async (req, reply) => {
    const id = /^\d{1,9}$/.test(req.params.id) ? Number(req.params.id) : null;
    const message = id === null ? null : await findOutboxMessage(db, id);
    const ref = message?.attachments[Number(req.params.n)];
    const file = ref && mailer ? await mailer.attachment(ref) : null;
    if (!ref || !file) return page(reply, 404, errorPage('', 'Cette pièce jointe est introuvable.'));
    return reply
      .type(file.contentType)
      .header('Content-Disposition', `attachment; filename="${ref.filename.replace(/[^\w.-]/g, '_')}"`)
      .header('Cache-Control', 'no-store')
      .send(file.content);
  });
  app.get('/assets/portail.css', async (_req, reply) => reply.type('text/css; charset=utf-8').send(PAGE_CSS));
  app.get('/assets/portail.js', async (_req, reply) => reply.type('text/javascript; charset=utf-8').send(PAGE_JS));
  app.get('/assets/favicon.svg', async (_req, reply) => reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(FAVICON_SVG));
  // A browser that asks for the icon at the conventional address (a mail opened on its own) finds it.
  app.get('/favicon.ico', async (_req, reply) => reply.redirect('/assets/favicon.svg', 301));
  return app;
}
