// In-memory sliding-window limiter for sign-in and the mail-sending forms. Per process: behind
// several API processes each counts on its own, which only loosens the limit by that factor.

export interface LimitRule {
  /** Attempts allowed within the window. */
  max: number;
  windowSeconds: number;
}

export interface LimitVerdict {
  allowed: boolean;
  /** Seconds until the next attempt is allowed (0 when allowed). */
  retryAfter: number;
}

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly rule: LimitRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records an attempt for `key` and says whether it is allowed. */
  hit(key: string): LimitVerdict {
    const now = this.now();
    const windowMs = this.rule.windowSeconds * 1000;
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - windowMs);
    if (recent.length >= this.rule.max) {
      this.hits.set(key, recent);
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 50_000) this.prune(now);
    return { allowed: true, retryAfter: 0 };
  }

  /** Forgets the attempts of `key` (after a successful sign-in). */
  reset(key: string): void {
    this.hits.delete(key);
  }

  private prune(now: number): void {
    const windowMs = this.rule.windowSeconds * 1000;
    for (const [key, times] of this.hits) {
      if (!times.some((t) => t > now - windowMs)) this.hits.delete(key);
    }
  }
}

/** Checks every limiter (each counts the attempt) and returns the longest wait, or null. */
export function checkLimits(checks: Array<[RateLimiter, string]>): LimitVerdict {
  let retryAfter = 0;
  for (const [limiter, key] of checks) {
    const v = limiter.hit(key);
    if (!v.allowed) retryAfter = Math.max(retryAfter, v.retryAfter);
  }
  return { allowed: retryAfter === 0, retryAfter };
}
