// In-memory limiters for sign-in and the mail-sending forms. Per process: behind several API
// processes each counts on its own, which only loosens the limits by that factor. Keys are the
// client's address as the API sees it (`req.ip`: the visitor's, given by a trusted proxy) and
// e-mail addresses.

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

/** Timestamps per key within a sliding window. */
class Window {
  private readonly times = new Map<string, number[]>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  recent(key: string): number[] {
    const from = this.now() - this.windowMs;
    const kept = (this.times.get(key) ?? []).filter((t) => t > from);
    if (kept.length === 0) this.times.delete(key);
    else this.times.set(key, kept);
    return kept;
  }

  add(key: string): void {
    const now = this.now();
    const list = this.recent(key);
    list.push(now);
    this.times.set(key, list);
    if (this.times.size > 50_000) for (const k of [...this.times.keys()]) this.recent(k);
  }

  clear(key?: string): void {
    if (key === undefined) this.times.clear();
    else this.times.delete(key);
  }
}

/** At most `max` events per key within the window. */
export class RateLimiter {
  private readonly window: Window;

  constructor(
    private readonly rule: LimitRule,
    private readonly now: () => number = Date.now,
  ) {
    this.window = new Window(rule.windowSeconds * 1000, now);
  }

  /** Whether one more event is allowed now, without recording it. */
  check(key: string): LimitVerdict {
    const recent = this.window.recent(key);
    if (recent.length < this.rule.max) return ALLOWED;
    return { allowed: false, retryAfter: Math.max(1, Math.ceil((recent[0]! + this.rule.windowSeconds * 1000 - this.now()) / 1000)) };
  }

  /** Records an event. */
  record(key: string): void {
    this.window.add(key);
  }

  /** Records an attempt for `key` when allowed, and says whether it was. */
  hit(key: string): LimitVerdict {
    const verdict = this.check(key);
    if (verdict.allowed) this.record(key);
    return verdict;
  }

  /** Forgets `key` (after a successful sign-in), or every key. */
  reset(key?: string): void {
    this.window.clear(key);
  }
}

/**
 * Failures per key, answered by a growing wait rather than a lock: after `free` failures within
 * the window, the next attempt waits 1 s after the last failure, then 2, 4... up to
 * `maxDelaySeconds`. Guessing a password from many addresses becomes slow, while its owner is
 * never shut out for longer than that wait.
 */
export class ProgressiveDelay {
  private readonly window: Window;

  constructor(
    private readonly rule: ProgressiveRule,
    private readonly now: () => number = Date.now,
  ) {
    this.window = new Window(rule.windowSeconds * 1000, now);
  }

  /** The wait before `key` may try again (without recording anything). */
  check(key: string): LimitVerdict {
    const recent = this.window.recent(key);
    const beyond = recent.length - this.rule.free;
    if (beyond < 0) return ALLOWED;
    const delayMs = Math.min(this.rule.maxDelaySeconds, 2 ** beyond) * 1000;
    const wait = recent[recent.length - 1]! + delayMs - this.now();
    return wait > 0 ? { allowed: false, retryAfter: Math.ceil(wait / 1000) } : ALLOWED;
  }

  fail(key: string): void {
    this.window.add(key);
  }

  reset(key?: string): void {
    this.window.clear(key);
  }
}

/** The longest wait among verdicts (each already computed), or allowed. */
export function combine(verdicts: LimitVerdict[]): LimitVerdict {
  const retryAfter = Math.max(0, ...verdicts.filter((v) => !v.allowed).map((v) => v.retryAfter));
  return retryAfter > 0 ? { allowed: false, retryAfter } : ALLOWED;
}

/** Checks every limiter (each counts the attempt) and returns the longest wait, or allowed. */
export function checkLimits(checks: Array<[RateLimiter, string]>): LimitVerdict {
  return combine(checks.map(([limiter, key]) => limiter.hit(key)));
}
