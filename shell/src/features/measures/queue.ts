// What the measurement sends, and how: route patterns rather than paths, batched, sent with
// navigator.sendBeacon (fetch with keepalive where a beacon is refused) to the page's own origin.
import { MAX_VITAL_VALUE, MESURES_LIMITS, MESURES_PATH, type MesuresBody, type MetriqueVitale, type TypeEvenementMesure } from '@portail/shared/api/measures';
import type { RouteTable } from '@portail/shared';
import shellRoutes from '@portail/shared/routing/routes/shell.json';

type Territory = MesuresBody['territoire'];

/** The route pattern a path belongs to (`/entreprise/*`), never the path: `/404` when no app owns it. */
export function routePattern(routes: Pick<RouteTable, 'resolve'>, pathname: string): string {
  return routes.resolve(pathname)?.pattern ?? shellRoutes.notFound;
}

/** Where measures go: /api/mesures on the page's own origin (the shell's server proxies /api). */
export function measuresUrl(origin: string): string {
  return `${origin}/api/${MESURES_PATH}`;
}

export type Sender = (body: MesuresBody) => void;

/** Sends a batch as a beacon (its JSON as text/plain), or with fetch keepalive when the browser refuses the beacon. */
export function beaconSender(url: string, nav: Pick<Navigator, 'sendBeacon'> | undefined = typeof navigator === 'undefined' ? undefined : navigator, fetchImpl: typeof fetch = (...a) => fetch(...a)): Sender {
  return (body) => {
    const data = JSON.stringify(body);
    try {
      if (nav?.sendBeacon && nav.sendBeacon(url, data)) return;
    } catch {
      // A beacon refused outright: send it the other way.
    }
    void fetchImpl(url, { method: 'POST', body: data, keepalive: true, credentials: 'same-origin', headers: { 'content-type': 'application/json' } }).catch(() => undefined);
  };
}

export interface QueueTimers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const defaultTimers: QueueTimers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** How long measures wait for company before they are sent. */
export const BATCH_DELAY_MS = 3_000;

/**
 * Measures waiting to be sent: a batch leaves `delayMs` after its first measure, when it is full,
 * or when `flush` is called (the page is hidden or left).
 */
export class MeasureQueue {
  private events: { type: TypeEvenementMesure; route: string }[] = [];
  private vitals: { metrique: MetriqueVitale; valeur: number; route: string }[] = [];
  private timer: unknown = null;

  constructor(
    private readonly send: Sender,
    private readonly territory: Territory,
    private readonly delayMs = BATCH_DELAY_MS,
    private readonly timers: QueueTimers = defaultTimers,
  ) {}

  event(type: TypeEvenementMesure, route: string): void {
    this.events.push({ type, route });
    this.queued(this.events.length >= MESURES_LIMITS.evenementsMax);
  }

  vital(metric: MetriqueVitale, value: number, route: string): void {
    // A value the API would refuse (a tab left in the background for minutes) is no visit's.
    if (!(value >= 0 && value <= MAX_VITAL_VALUE[metric])) return;
    this.vitals.push({ metrique: metric, valeur: metric === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value), route });
    this.queued(this.vitals.length >= MESURES_LIMITS.vitalesMax);
  }

  /** Sends what waits, if anything. */
  readonly flush = (): void => {
    this.cancelTimer();
    if (this.events.length === 0 && this.vitals.length === 0) return;
    const body: MesuresBody = { territoire: this.territory, evenements: this.events, vitales: this.vitals };
    this.events = [];
    this.vitals = [];
    this.send(body);
  };

  /** Drops what waits, unsent. */
  clear(): void {
    this.cancelTimer();
    this.events = [];
    this.vitals = [];
  }

  pending(): number {
    return this.events.length + this.vitals.length;
  }

  private queued(full: boolean): void {
    if (full) this.flush();
    else if (this.timer === null) this.timer = this.timers.set(this.flush, this.delayMs);
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
  }
}
