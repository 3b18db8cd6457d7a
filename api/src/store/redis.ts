import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { SharedStore, WindowStore } from './types';

// A sorted set per key, scored by the event's time; members carry a random suffix so that two
// events in the same millisecond both count. Trimming, counting and adding run in one script,
// so two processes cannot both take the last place in a window.
const ADD = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
local max = tonumber(ARGV[3])
local added = 0
if max < 0 or redis.call('ZCARD', KEYS[1]) < max then
  redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  added = 1
end
return { added, redis.call('ZRANGE', KEYS[1], 0, -1, 'WITHSCORES') }
`;

function scores(withScores: string[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < withScores.length; i += 2) out.push(Number(withScores[i]));
  return out;
}

export class RedisWindowStore implements WindowStore {
  constructor(
    private readonly redis: Redis,
    /** Prepended to every key (one per deployment, or per test run). */
    private readonly prefix: string,
  ) {}

  async recent(key: string, windowMs: number, now: number): Promise<number[]> {
    return scores(await this.redis.zrangebyscore(this.prefix + key, `(${now - windowMs}`, '+inf', 'WITHSCORES'));
  }

  async add(key: string, windowMs: number, now: number, max?: number): Promise<{ added: boolean; times: number[] }> {
    const member = `${now}:${randomBytes(6).toString('hex')}`;
    const [added, list] = (await this.redis.eval(ADD, 1, this.prefix + key, now, windowMs, max ?? -1, member)) as [number, string[]];
    return { added: added === 1, times: scores(list) };
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async clearPrefix(prefix: string): Promise<void> {
    const pattern = `${this.prefix + prefix}*`.replace(/[?[\]\\]/g, '\\$&');
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      cursor = next;
      if (keys.length) await this.redis.del(...keys);
    } while (cursor !== '0');
  }
}

/**
 * The store on Redis at `url`. Commands fail after a couple of retries rather than wait for a
 * Redis that is down (a limit then answers an error instead of hanging the request).
 */
export function redisStore(url: string, prefix = 'portail:'): SharedStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000 });
  // Reconnection is ioredis's job; without a listener an 'error' event would end the process.
  redis.on('error', () => {});
  return {
    kind: 'redis',
    windows: new RedisWindowStore(redis, prefix),
    rateLimit: { redis, nameSpace: `${prefix}rl:` },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
