// Limiters for sign-in and the mail-sending forms, over a shared store of sliding windows
// (src/store): in memory for the embedded default, in Redis when REDIS_URL is set, so that every
// API process counts the same attempts. Keys are the client's address as the API sees it
// (`req.ip`: the visitor's, given by a trusted proxy) and e-mail addresses.
import type { WindowStore } from '../../store';

export interface LimitRule {
  /** Attempts allowed within the window. */
  max: number;
  windowSeconds: number;
}

export interface ProgressiveRule {
  /** Failures within the window that cost nothing. */
  free: number;
  windowSeconds: number;
  /** Longest wait imposed after a failure (the wait doubles with each failure beyond `free`). */
  maxDelaySeconds: number;
}

export interface LimitVerdict {
  allowed: boolean;
  /** Seconds until the next attempt is allowed (0 when allowed). */
  retryAfter: number;
}

const ALLOWED: LimitVerdict = { allowed: true, retryAfter: 0 };

/** Events per key within the sliding window of `rule`, kept in `store` under the prefix `name`. */
abstract class KeyedWindows<R extends { windowSeconds: number }> {
  protected readonly windowMs: number;

  constructor(
    protected readonly rule: R,
    /** Where the windows live, and the prefix of this limiter's keys in it. */
    protected readonly store: WindowStore,
    protected readonly name: string,
    protected readonly now: () => number = Date.now,
  ) {
    this.windowMs = rule.windowSeconds * 1000;
  }

  /** The times of the events of `key` still within the window at `now`, oldest first. */
  protected recent(key: string, now: number): Promise<number[]> {
    return this.store.recent(this.name + key, this.windowMs, now);
  }

  /** Records an event of `key` now. */
  protected async add(key: string): Promise<void> {
    await this.store.add(this.name + key, this.windowMs, this.now());
  }

  /** Forgets `key` (after a successful sign-in), or every key of this limiter. */
  async reset(key?: string): Promise<void> {
    if (key === undefined) await this.store.clearPrefix(this.name);
    else await this.store.clear(this.name + key);
  }
}

/** At most `max` events per key within the window. */
export class RateLimiter extends KeyedWindows<LimitRule> {
  private refused(times: number[], now: number): LimitVerdict {
    return { allowed: false, retryAfter: Math.max(1, Math.ceil((times[0]! + this.windowMs - now) / 1000)) };
  }

  /** Whether one more event is allowed now, without recording it. */
  async check(key: string): Promise<LimitVerdict> {
    const now = this.now();
    const recent = await this.recent(key, now);
    return recent.length < this.rule.max ? ALLOWED : this.refused(recent, now);
  }

  /** Records an event. */
  async record(key: string): Promise<void> {
    await this.add(key);
  }

  /** Records an attempt for `key` when allowed, and says whether it was (one step, across processes). */
  async hit(key: string): Promise<LimitVerdict> {
    const now = this.now();
    const { added, times } = await this.store.add(this.name + key, this.windowMs, now, this.rule.max);
    return added ? ALLOWED : this.refused(times, now);
  }
}

/**
 * Failures per key, answered by a growing wait rather than a lock: after `free` failures within
 * the window, the next attempt waits 1 s after the last failure, then 2, 4... up to
 * `maxDelaySeconds`. Guessing a password from many addresses becomes slow, while its owner is
 * never shut out for longer than that wait.
 */
export class ProgressiveDelay extends KeyedWindows<ProgressiveRule> {
  /** The wait before `key` may try again (without recording anything). */
  async check(key: string): Promise<LimitVerdict> {
    const now = this.now();
    const recent = await this.recent(key, now);
    const beyond = recent.length - this.rule.free;
    if (beyond < 0) return ALLOWED;
    const delayMs = Math.min(this.rule.maxDelaySeconds, 2 ** beyond) * 1000;
    const wait = recent[recent.length - 1]! + delayMs - now;
    return wait > 0 ? { allowed: false, retryAfter: Math.ceil(wait / 1000) } : ALLOWED;
  }

  /** Records a failure of `key`. */
  async fail(key: string): Promise<void> {
    await this.add(key);
  }
}

/** The longest wait among verdicts (each already computed), or allowed. */
export function combine(verdicts: LimitVerdict[]): LimitVerdict {
  const retryAfter = Math.max(0, ...verdicts.filter((v) => !v.allowed).map((v) => v.retryAfter));
  return retryAfter > 0 ? { allowed: false, retryAfter } : ALLOWED;
}

/** Checks every limiter (each counts the attempt) and returns the longest wait, or allowed. */
export async function checkLimits(checks: Array<[RateLimiter, string]>): Promise<LimitVerdict> {
  return combine(await Promise.all(checks.map(([limiter, key]) => limiter.hit(key))));
}
