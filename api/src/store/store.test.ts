// The shared store's contract, on memory and (with TEST_REDIS_URL) on Redis.
import { redisStore } from '.';
import { testStores, useTestStore } from '../testing/stores';

describe.each(testStores())('shared store (%s)', (kind) => {
  const t = useTestStore(kind);

  it('keeps the times within the window, oldest first', async () => {
    const w = t.store.windows;
    expect(await w.recent('a', 1000, 0)).toEqual([]);
    expect(await w.add('a', 1000, 100)).toEqual({ added: true, times: [100] });
    expect(await w.add('a', 1000, 100)).toEqual({ added: true, times: [100, 100] });
    expect(await w.add('a', 1000, 600)).toEqual({ added: true, times: [100, 100, 600] });
    expect(await w.recent('a', 1000, 1099)).toEqual([100, 100, 600]);
    // A time exactly one window old has left it.
    expect(await w.recent('a', 1000, 1100)).toEqual([600]);
    expect(await w.recent('b', 1000, 1100)).toEqual([]);
  });

  it('refuses to add beyond max, in one step', async () => {
    const w = t.store.windows;
    expect((await w.add('k', 1000, 0, 2)).added).toBe(true);
    expect((await w.add('k', 1000, 10, 2)).added).toBe(true);
    expect(await w.add('k', 1000, 20, 2)).toEqual({ added: false, times: [0, 10] });
    expect(await w.add('k', 1000, 1000, 2)).toEqual({ added: true, times: [10, 1000] });
    // Concurrent attempts for the last places: exactly max get through.
    const results = await Promise.all(Array.from({ length: 10 }, () => w.add('c', 1000, 5, 3)));
    expect(results.filter((r) => r.added)).toHaveLength(3);
  });

  it('clears one key, or every key of a prefix', async () => {
    const w = t.store.windows;
    await w.add('x:1', 1000, 0);
    await w.add('x:2', 1000, 0);
    await w.add('y:1', 1000, 0);
    await w.clear('x:1');
    expect(await w.recent('x:1', 1000, 0)).toEqual([]);
    expect(await w.recent('x:2', 1000, 0)).toEqual([0]);
    await w.clearPrefix('x:');
    expect(await w.recent('x:2', 1000, 0)).toEqual([]);
    expect(await w.recent('y:1', 1000, 0)).toEqual([0]);
  });

  it(kind === 'redis' ? 'keeps its keys under its prefix' : 'gives @fastify/rate-limit nothing (its own per-process store)', async () => {
    if (kind === 'memory') {
      expect(t.store.rateLimit).toEqual({});
      return;
    }
    await t.store.windows.add('p', 60_000, Date.now());
    expect(t.store.rateLimit.nameSpace?.startsWith(t.prefix)).toBe(true);
    expect(await t.store.rateLimit.redis!.exists(`${t.prefix}p`)).toBe(1);
  });
});

describe('a Redis store whose server cannot be reached', () => {
  it('fails the call (an error answer) rather than waiting for it or letting it through', async () => {
    const store = redisStore('redis://127.0.0.1:1', 'absent:');
    try {
      await expect(store.windows.add('k', 1000, 0, 1)).rejects.toThrow();
      await expect(store.windows.recent('k', 1000, 0)).rejects.toThrow();
    } finally {
      await store.close();
    }
  });
});
