/** @jest-environment node */
import http from 'node:http';
import { siteChecks, waitUntilReady } from './readiness.mjs';
import { listen } from './testing/listen';

/** A server that answers each status of `statuses` in turn, then the last one for ever, recording each into `events`. */
async function answering(statuses: number[], events: string[]) {
  let n = 0;
  return listen(
    http.createServer((_req, res) => {
      const status = statuses[Math.min(n++, statuses.length - 1)]!;
      events.push(`answered ${status}`);
      res.writeHead(status, { 'content-type': 'text/plain' }).end('…');
    }),
  );
}

describe('the readiness wait', () => {
  it('says the site is ready only once a check that answered 502 answers 200', async () => {
    const events: string[] = [];
    const server = await answering([502, 502, 200], events);
    try {
      await waitUntilReady([{ label: 'API', url: `${server.origin}/api/health` }], { intervalMs: 10, onReady: (c) => events.push(`ready ${c.label}`) });
      events.push('resolved');
    } finally {
      await server.close();
    }
    expect(events).toEqual(['answered 502', 'answered 502', 'answered 200', 'ready API', 'resolved']);
  });

  it('fails in French, naming what never answered and how, when nothing progresses', async () => {
    const events: string[] = [];
    const server = await answering([502], events);
    try {
      await expect(waitUntilReady([{ label: 'API', url: `${server.origin}/api/health` }], { intervalMs: 10, timeoutMs: 100 })).rejects.toThrow(
        `Le site n'a pas démarré : sans progrès depuis 0 s, API (${server.origin}/api/health) répond 502.`,
      );
    } finally {
      await server.close();
    }
  });

  it('waits for both shells, the API through a shell and the sign-in discovery document', () => {
    expect(siteChecks({ shells: { fr: 8480, nc: 8481 } }).map((c) => `${c.label} ${c.url}`)).toEqual([
      'Pages (fr) http://127.0.0.1:8480/',
      'Pages (nc) http://127.0.0.1:8481/',
      'API http://127.0.0.1:8480/api/health',
      'Connexion http://127.0.0.1:8480/auth/.well-known/openid-configuration',
    ]);
    expect(siteChecks({ shells: { fr: 8080 }, issuer: 'http://keycloak:8080/realms/portail/' }).at(-1)!.url).toBe('http://keycloak:8080/realms/portail/.well-known/openid-configuration');
    expect(siteChecks({ shells: { fr: 8080 }, identity: false }).map((c) => c.label)).toEqual(['Pages (fr)', 'API']);
  });
});
