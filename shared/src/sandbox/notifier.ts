// Server-only (the two test providers, payment-sandbox and postal-sandbox): delivery of signed
// server-to-server notifications, the way providers do it. A JSON POST whose raw body is signed in a
// signature header, retried with growing delays until the receiver acknowledges it (2xx) or refuses
// it for good (4xx other than 408 and 429). Every attempt carries the same bytes, signed afresh so
// that a late retry is not refused as stale. Nothing outlives `close()`.

/** Delay before each attempt, the first one included: ten attempts over about four minutes. */
export const DEFAULT_RETRY_DELAYS_MS = [0, 1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000];

/** An attempt that has not answered after this long counts as failed. */
const ATTEMPT_TIMEOUT_MS = 10_000;

/** How a notification ended: acknowledged, refused for good, or given up after the last attempt. */
export type NotificationOutcome = 'ACQUITTEE' | 'REFUSEE' | 'ABANDONNEE';

export interface NotifierOptions<N> {
  url: string;
  secret: string;
  fetch: typeof fetch;
  /** The header that carries the signature, and how the provider signs a body at a Unix time. */
  signatureHeader: string;
  sign: (body: string, secret: string, timestampSeconds: number) => string;
  /** How a notification is named in the delivery reports ("<id> (<state>)"). */
  describe: (n: N) => string;
  /** Delay before each attempt; the number of entries is the number of attempts. */
  retryDelaysMs: number[];
  /** Added before the first attempt: the notification may then arrive after the user. */
  delayMs?: number;
  /** Each notification sent twice at once, as providers sometimes do. */
  duplicate?: boolean;
  /** Milliseconds since the epoch. */
  now: () => number;
  log: (message: string) => void;
  /** Told how each notification ended. */
  onSettled?: (n: N, outcome: NotificationOutcome) => void;
}

export interface Notifier<N> {
  send(notification: N): void;
  /** Cancels every pending attempt and aborts those under way. */
  close(): void;
}

/** Whether an HTTP status ends the deliveries: acknowledged, or refused for good. */
export function isFinalStatus(status: number): boolean {
  if (status >= 200 && status < 300) return true;
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

export function createNotifier<N>(o: NotifierOptions<N>): Notifier<N> {
  const delays = o.retryDelaysMs.length ? o.retryDelaysMs.map((d) => Math.max(0, d)) : [0];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const inFlight = new Set<AbortController>();
  let closed = false;

  function schedule(run: () => void, ms: number): void {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  }

  async function attempt(body: string, n: N, index: number): Promise<void> {
    if (closed) return;
    const controller = new AbortController();
    inFlight.add(controller);
    const timeout = setTimeout(() => controller.abort(), ATTEMPT_TIMEOUT_MS);
    const label = `Notification ${o.describe(n)}, tentative ${index + 1}/${delays.length}`;
    let outcome: string;
    let status: number | null = null;
    try {
      const res = await o.fetch(o.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [o.signatureHeader]: o.sign(body, o.secret, Math.floor(o.now() / 1000)) },
        body,
        redirect: 'manual',
        signal: controller.signal,
      });
      // Read the answer to the end: the connection can then be reused.
      await res.arrayBuffer().catch(() => undefined);
      status = res.status;
      outcome = `HTTP ${res.status}`;
    } catch (e) {
      outcome = `échec (${e instanceof Error ? e.message : String(e)})`;
    } finally {
      clearTimeout(timeout);
      inFlight.delete(controller);
    }
    if (closed) return;
    if (status !== null && isFinalStatus(status)) {
      o.log(`${label} : ${outcome}.`);
      o.onSettled?.(n, status < 300 ? 'ACQUITTEE' : 'REFUSEE');
      return;
    }
    const next = index + 1;
    if (next >= delays.length) {
      o.log(`${label} : ${outcome}. Plus aucune nouvelle tentative.`);
      o.onSettled?.(n, 'ABANDONNEE');
      return;
    }
    o.log(`${label} : ${outcome}. Nouvelle tentative dans ${delays[next]} ms.`);
    schedule(() => void attempt(body, n, next), delays[next]!);
  }

  return {
    send(n) {
      // The exact bytes signed are the bytes sent, the same for every attempt and copy.
      const body = JSON.stringify(n);
      for (let copy = 0; copy < (o.duplicate ? 2 : 1); copy++) schedule(() => void attempt(body, n, 0), (o.delayMs ?? 0) + delays[0]!);
    },
    close() {
      closed = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      for (const c of inFlight) c.abort();
      inFlight.clear();
    },
  };
}
