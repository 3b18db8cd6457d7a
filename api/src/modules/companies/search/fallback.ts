// The search engine used when SEARCH_ENGINE=opensearch: OpenSearch first, PostgreSQL when
// OpenSearch does not answer, behind a circuit breaker.
//
// Closed (OpenSearch answers): each search goes to OpenSearch with a deadline of a few hundred
// milliseconds. A search that fails for OpenSearch's sake (refused or cut connection, deadline
// passed, an error of the server; not a bad request, which is the caller's and answered as such)
// opens the breaker and is served by PostgreSQL. Open: every search goes to PostgreSQL at once, and
// a probe asks OpenSearch every second or so whether it is back; the first answer closes the
// breaker. One line in the log when it opens, one when it closes, not one per request; while open,
// the health says `degraded` with the reason.
import type { PersonResults, SearchHealth, SearchResults } from '@portail/shared/api';
import type { SearchCompaniesQuery, SearchPersonsQuery } from '@portail/shared/api/requests';
import { HttpError, isDatabaseUnavailable } from '../../../http/errors';
import type { CompanySearchEngine } from './engine';

/** An engine that can tell its health (the fallback below), and when it is back after an outage. */
export interface SearchHealthSource {
  health(): SearchHealth;
  /** `listener` runs each time the engine answers again after an outage; returns the unsubscription. */
  onRecovered(listener: () => void): () => void;
  close(): void;
}

export function hasSearchHealth(engine: CompanySearchEngine): engine is CompanySearchEngine & SearchHealthSource {
  return typeof (engine as Partial<SearchHealthSource>).health === 'function';
}

export interface FallbackOptions {
  /**
   * Resolves when the primary answers, rejects otherwise (e.g. GET /_cluster/health that is not
   * red). Called while the breaker is open only.
   */
  probe: () => Promise<void>;
  /** Deadline of a search on the primary before it counts as not answering. */
  timeoutMs?: number;
  /** Interval of the probe while the breaker is open. */
  probeEveryMs?: number;
  /** Where the opening and the closing of the breaker are written. */
  log?: (message: string) => void;
  now?: () => Date;
}

/** The primary did not answer within its deadline. */
class DeadlineError extends Error {}

export const FALLBACK_TIMEOUT_MS = 400;
export const PROBE_EVERY_MS = 1_000;

/**
 * Whether an error of the primary says it does not answer (open the breaker, serve from the
 * fallback) rather than something about the request or the database both engines read (thrown
 * as it is). A bad request (4xx) is the same on either engine; the database being unreachable
 * would fail the fallback too.
 */
export function isEngineFailure(e: unknown): boolean {
  if (e instanceof HttpError) return e.statusCode >= 500;
  return !isDatabaseUnavailable(e);
}

/** An error in a few words for a log line or a job's last error: its message and its cause's code. */
export const failureReason = (e: unknown): string => {
  if (e instanceof DeadlineError) return e.message;
  const err = e as { message?: string; cause?: { code?: string; message?: string } };
  const cause = err.cause?.code ?? err.cause?.message;
  return `${err.message ?? String(e)}${cause ? ` (${cause})` : ''}`;
};

export class FallbackSearchEngine implements CompanySearchEngine, SearchHealthSource {
  readonly name: string;
  private readonly timeoutMs: number;
  private readonly probeEveryMs: number;
  private readonly log: (message: string) => void;
  private readonly now: () => Date;
  /** Set while the breaker is open: since when, why, and how many searches PostgreSQL served. */
  private outage: { since: Date; reason: string; served: number } | null = null;
  private probeTimer: NodeJS.Timeout | null = null;
  private readonly recovered = new Set<() => void>();
  private closed = false;

  constructor(
    private readonly primary: CompanySearchEngine,
    private readonly fallback: CompanySearchEngine,
    private readonly opts: FallbackOptions,
  ) {
    this.name = primary.name;
    this.timeoutMs = opts.timeoutMs ?? FALLBACK_TIMEOUT_MS;
    this.probeEveryMs = opts.probeEveryMs ?? PROBE_EVERY_MS;
    this.log = opts.log ?? ((m) => console.warn(m));
    this.now = opts.now ?? (() => new Date());
  }

  searchCompanies(query: SearchCompaniesQuery): Promise<SearchResults> {
    return this.run((e) => e.searchCompanies(query));
  }

  searchPersons(query: SearchPersonsQuery): Promise<PersonResults> {
    return this.run((e) => e.searchPersons(query));
  }

  /** Whether searches go to the primary (the breaker is closed). */
  get available(): boolean {
    return this.outage === null;
  }

  health(): SearchHealth {
    if (!this.outage) return { moteur: this.primary.name, etat: 'ok' };
    return {
      moteur: this.primary.name,
      etat: 'degrade',
      raison: `${this.primary.name} ne répond pas (${this.outage.reason}) : recherches servies par ${this.fallback.name}`,
      depuis: this.outage.since.toISOString(),
    };
  }

  /** Called each time the primary answers again after an outage (e.g. to drain the search outbox). */
  onRecovered(listener: () => void): () => void {
    this.recovered.add(listener);
    return () => this.recovered.delete(listener);
  }

  /** Stops the probe (the application closing). */
  close(): void {
    this.closed = true;
    if (this.probeTimer) clearTimeout(this.probeTimer);
    this.probeTimer = null;
  }

  private async run<T>(call: (engine: CompanySearchEngine) => Promise<T>): Promise<T> {
    if (this.outage) {
      this.outage.served++;
      return call(this.fallback);
    }
    try {
      return await this.withDeadline(call(this.primary));
    } catch (e) {
      if (!isEngineFailure(e)) throw e;
      this.open(failureReason(e));
      this.outage!.served++;
      return call(this.fallback);
    }
  }

  private async withDeadline<T>(p: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        p,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new DeadlineError(`pas de réponse en ${this.timeoutMs} ms`)), this.timeoutMs);
          timer.unref();
        }),
      ]);
    } finally {
      clearTimeout(timer);
      // A search abandoned at its deadline may still fail later: that is known already.
      p.catch(() => undefined);
    }
  }

  private open(reason: string): void {
    if (this.outage) return;
    this.outage = { since: this.now(), reason, served: 0 };
    this.log(`recherche : ${this.primary.name} ne répond pas (${reason}) ; recherches servies par ${this.fallback.name} jusqu’à son retour`);
    this.scheduleProbe();
  }

  private scheduleProbe(): void {
    if (this.closed || this.probeTimer) return;
    this.probeTimer = setTimeout(() => {
      void this.probeOnce();
    }, this.probeEveryMs);
    this.probeTimer.unref();
  }

  private async probeOnce(): Promise<void> {
    let answered = false;
    try {
      await this.withDeadline(this.opts.probe());
      answered = true;
    } catch {
      // Still down: the next probe will tell.
    }
    this.probeTimer = null;
    if (!answered) {
      this.scheduleProbe();
      return;
    }
    const outage = this.outage;
    this.outage = null;
    if (outage) {
      const seconds = Math.round((this.now().getTime() - outage.since.getTime()) / 1000);
      this.log(`recherche : ${this.primary.name} répond de nouveau après ${seconds} s ; ${outage.served} recherche(s) servie(s) par ${this.fallback.name} entre-temps`);
    }
    for (const listener of this.recovered) {
      try {
        listener();
      } catch (e) {
        this.log(`recherche : ${(e as Error).message}`);
      }
    }
  }
}
