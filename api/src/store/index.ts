import { memoryStore } from './memory';
import { redisStore } from './redis';
import type { SharedStore } from './types';

export type { SharedStore, WindowStore } from './types';
export { MemoryWindowStore, memoryStore } from './memory';
export { RedisWindowStore, redisStore } from './redis';

/** Redis when a URL is given (REDIS_URL), else memory: the embedded default runs one process. */
export function openSharedStore(opts: { redisUrl?: string | undefined; prefix?: string }): SharedStore {
  return opts.redisUrl ? redisStore(opts.redisUrl, opts.prefix) : memoryStore();
}
