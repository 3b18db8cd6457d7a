import { ProgressiveDelay, RateLimiter, combine } from './rateLimit';

describe('sign-in limiters', () => {
  it('allows max events per window, then says how long to wait', () => {
    let now = 0;
    const limiter = new RateLimiter({ max: 2, windowSeconds: 60 }, () => now);
    expect(limiter.hit('a').allowed).toBe(true);
    now = 10_000;
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfter: 50 });
    expect(limiter.check('b').allowed).toBe(true);
    now = 60_001;
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('doubles the wait after each failure beyond the free ones, up to its ceiling, and forgets on reset', () => {
    let now = 0;
    const delay = new ProgressiveDelay({ free: 2, windowSeconds: 900, maxDelaySeconds: 8 }, () => now);
    delay.fail('x');
    delay.fail('x');
    expect(delay.check('x')).toEqual({ allowed: false, retryAfter: 1 });
    const waits: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      now += delay.check('x').retryAfter * 1000;
      expect(delay.check('x').allowed).toBe(true);
      delay.fail('x');
      waits.push(delay.check('x').retryAfter);
    }
    expect(waits).toEqual([2, 4, 8, 8, 8, 8]);
    delay.reset('x');
    expect(delay.check('x').allowed).toBe(true);
  });

  it('combines verdicts into the longest wait', () => {
    expect(combine([{ allowed: true, retryAfter: 0 }, { allowed: false, retryAfter: 3 }, { allowed: false, retryAfter: 9 }])).toEqual({ allowed: false, retryAfter: 9 });
    expect(combine([{ allowed: true, retryAfter: 0 }]).allowed).toBe(true);
  });
});
