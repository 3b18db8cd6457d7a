// What the two test providers' tests share: a fetch that stands for the portal and records the
// notifications sent to it, waits for them, their apps closed after each test, their pages' text decoded and their
// pages audited for accessibility.
import axe from 'axe-core';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';

/** A notification as the portal received it. */
export interface SentNotification<N> {
  url: string;
  body: string;
  signature: string | undefined;
  contentType: string | undefined;
  notification: N;
}

/** A fetch that records the notifications (signed in `signatureHeader`) and answers with the given statuses, then 200. */
export function notificationFetch<N>(signatureHeader: string, statuses: number[] = []) {
  const sent: SentNotification<N>[] = [];
  const fn = (async (url: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const body = String(init?.body);
    sent.push({ url: String(url), body, signature: headers.get(signatureHeader) ?? undefined, contentType: headers.get('content-type') ?? undefined, notification: JSON.parse(body) as N });
    const status = statuses.shift() ?? 200;
    return new Response(JSON.stringify({ recu: true, deja_traitee: false }), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fn, sent };
}

/** Resolves once `check` holds, polled every 5 ms; fails after `ms`. */
export async function waitFor(check: () => boolean, ms = 2000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('Condition never met');
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Lets `ms` go by, for what must not happen in that time. */
export const settle = (ms = 50) => new Promise((r) => setTimeout(r, ms));

/**
 * `app` retries a refused notification after 60 s: once `notify` has made it send one, closing the
 * app cancels the retry (Jest would report the pending timer as an open handle).
 */
export async function expectRetryCancelledOnClose(app: FastifyInstance, sent: unknown[], notify: () => Promise<unknown>): Promise<void> {
  await notify();
  await waitFor(() => sent.length === 1);
  await settle(20);
  await app.close();
  expect(sent).toHaveLength(1);
}

/** Registers the hook that closes, after each test, the apps passed to the function it returns. */
export function closedAfterEach(): (app: FastifyInstance) => FastifyInstance {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((a) => a.close()));
  });
  return (app) => {
    apps.push(app);
    return app;
  };
}

/** A page's HTML with its escaped characters back, and no-break spaces as plain ones. */
export const decode = (s: string) =>
  s
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\u00a0/g, ' ');

/** The axe violations of a whole page (`id: offending markup`); contrast is left out, jsdom laying nothing out. */
export async function axeViolations(html: string): Promise<string[]> {
  const dom = new JSDOM(html, { runScripts: 'outside-only', pretendToBeVisual: true });
  dom.window.eval(axe.source);
  const results = await (dom.window as unknown as { axe: typeof axe }).axe.run(dom.window.document.documentElement, {
    // jsdom lays nothing out: contrast is checked on the real page, not here.
    rules: { 'color-contrast': { enabled: false } },
  });
  dom.window.close();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}
