import { testStores, useTestStore } from '../../testing/stores';
import { ProgressiveDelay, RateLimiter, combine } from './rateLimit';

describe.each(testStores())('sign-in limiters (%s store)', (kind) => {
  const t = useTestStore(kind);

  it('allows max events per window, then says how long to wait', async () => {
    let now = 0;
    const limiter = new RateLimiter({ max: 2, windowSeconds: 60 }, t.store.windows, 'l:', () => now);
    expect((await limiter.hit('a')).allowed).toBe(true);
    now = 10_000;
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfter: 50 });
    expect((await limiter.check('b')).allowed).toBe(true);
    now = 60_001;
    expect((await limiter.hit('a')).allowed).toBe(true);
  });

  it('doubles the wait after each failure beyond the free ones, up to its ceiling, and forgets on reset', async () => {
    let now = 0;
    const delay = new ProgressiveDelay({ free: 2, windowSeconds: 900, maxDelaySeconds: 8 }, t.store.windows, 'd:', () => now);
    await delay.fail('x');
    await delay.fail('x');
    expect(await delay.check('x')).toEqual({ allowed: false, retryAfter: 1 });
    const waits: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      now += (await delay.check('x')).retryAfter * 1000;
      expect((await delay.check('x')).allowed).toBe(true);
      await delay.fail('x');
      waits.push((await delay.check('x')).retryAfter);
    }
    expect(waits).toEqual([2, 4, 8, 8, 8, 8]);
    await delay.reset('x');
    expect((await delay.check('x')).allowed).toBe(true);
  });

  it('two limiters on one store (two processes) count the same attempts; a reset of all keys is per limiter', async () => {
    const rule = { max: 3, windowSeconds: 60 };
    const [a, b] = [new RateLimiter(rule, t.store.windows, 'same:'), new RateLimiter(rule, t.store.windows, 'same:')];
    const other = new RateLimiter(rule, t.store.windows, 'other:');
    expect((await a.hit('ip')).allowed).toBe(true);
    expect((await b.hit('ip')).allowed).toBe(true);
    expect((await a.hit('ip')).allowed).toBe(true);
    expect((await b.hit('ip')).allowed).toBe(false);
    await other.record('ip');
    await a.reset();
    expect((await b.check('ip')).allowed).toBe(true);
    expect(await t.store.windows.recent('other:ip', 60_000, Date.now())).toHaveLength(1);
  });

  it('combines verdicts into the longest wait', () => {
    expect(combine([{ allowed: true, retryAfter: 0 }, { allowed: false, retryAfter: 3 }, { allowed: false, retryAfter: 9 }])).toEqual({ allowed: false, retryAfter: 9 });
    expect(combine([{ allowed: true, retryAfter: 0 }]).allowed).toBe(true);
  });
});
