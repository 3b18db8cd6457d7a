// Whether the site answers: `npm start` says it is ready only once every check below answers 2xx
// (both shells' home pages, the API through a shell, the sign-in provider's discovery document).

/**
 * @typedef {{ label: string, url: string }} ReadinessCheck
 */

/**
 * What `npm start` waits for. `issuer`: an external OpenID Connect provider (OIDC_ISSUER), whose
 * discovery document is asked for where the API asks for it; otherwise the API's own, through the
 * fr shell. `identity` false (IDENTITY=off): no sign-in to wait for.
 * @param {{ shells: Record<string, number>, issuer?: string, identity?: boolean, host?: string }} o
 * @returns {ReadinessCheck[]}
 */
export function siteChecks({ shells, issuer, identity = true, host = '127.0.0.1' }) {
  const [first] = Object.values(shells);
  const checks = Object.entries(shells).map(([variant, port]) => ({ label: `Pages (${variant})`, url: `http://${host}:${port}/` }));
  checks.push({ label: 'API', url: `http://${host}:${first}/api/health` });
  if (identity) {
    const base = issuer ? issuer.replace(/\/+$/, '') : `http://${host}:${first}/auth`;
    checks.push({ label: 'Connexion', url: `${base}/.well-known/openid-configuration` });
  }
  return checks;
}

/** How a check last answered, in French: « répond 502 », « ne répond pas ». */
function describe(outcome) {
  return typeof outcome === 'number' ? `répond ${outcome}` : 'ne répond pas';
}

/**
 * Asks every check again and again until each has answered 2xx once. `onReady(check)` is called
 * when one does; `onWaiting(pending)` every `reportEveryMs` with those still waited for and how
 * they last answered. Rejects, naming them, when nothing happened for `timeoutMs`: the clock
 * starts again at each check ready and at each `lastActivity()` (the API's progress while it seeds).
 * @param {ReadinessCheck[]} checks
 * @param {{ timeoutMs?: number, intervalMs?: number, reportEveryMs?: number, requestTimeoutMs?: number,
 *   onReady?: (c: ReadinessCheck) => void, onWaiting?: (pending: Array<ReadinessCheck & { last: string }>) => void,
 *   lastActivity?: () => number, fetch?: typeof fetch }} [o]
 * @returns {Promise<void>}
 */
export async function waitUntilReady(checks, o = {}) {
  const { timeoutMs = 300_000, intervalMs = 500, reportEveryMs = 15_000, requestTimeoutMs = 5_000 } = o;
  const get = o.fetch ?? fetch;
  const pending = new Map(checks.map((c) => [c, /** @type {number | null} */ (null)]));
  let lastChange = Date.now();
  let lastReport = Date.now();
  for (;;) {
    await Promise.all(
      [...pending.keys()].map(async (check) => {
        try {
          const res = await get(check.url, { signal: AbortSignal.timeout(requestTimeoutMs), redirect: 'manual' });
          await res.arrayBuffer().catch(() => undefined);
          if (res.status >= 200 && res.status < 300) {
            pending.delete(check);
            lastChange = Date.now();
            o.onReady?.(check);
          } else pending.set(check, res.status);
        } catch {
          pending.set(check, null);
        }
      }),
    );
    if (pending.size === 0) return;
    const now = Date.now();
    const waiting = () => [...pending].map(([c, last]) => ({ ...c, last: describe(last) }));
    if (now - Math.max(lastChange, o.lastActivity?.() ?? 0) > timeoutMs) {
      const list = waiting().map((c) => `${c.label} (${c.url}) ${c.last}`).join(' ; ');
      throw new Error(`Le site n'a pas démarré : sans progrès depuis ${Math.round(timeoutMs / 1000)} s, ${list}.`);
    }
    if (now - lastReport >= reportEveryMs) {
      lastReport = now;
      o.onWaiting?.(waiting());
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
