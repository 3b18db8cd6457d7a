// State that every API process must see alike: the sign-in and mail-form limits (sliding windows
// of event times) and @fastify/rate-limit's counters. In memory for the embedded default (one
// process), in Redis when REDIS_URL is set (several processes, several machines).
import type { Redis } from 'ioredis';

/** A sliding window of event times per key (milliseconds since the epoch, oldest first). */
export interface WindowStore {
  /** The times recorded for `key` after `now - windowMs`. */
  recent(key: string, windowMs: number, now: number): Promise<number[]>;
  /**
   * Records an event at `now` for `key`, unless `max` is given and that many events already lie
   * within the window (checked and recorded in one step, also across processes). Returns whether
   * it was recorded and the window's times afterwards.
   */
  add(key: string, windowMs: number, now: number, max?: number): Promise<{ added: boolean; times: number[] }>;
  /** Forgets `key`. */
  clear(key: string): Promise<void>;
  /** Forgets every key starting with `prefix` (tests, a limiter's reset of all keys). */
  clearPrefix(prefix: string): Promise<void>;
}

export interface SharedStore {
  readonly kind: 'memory' | 'redis';
  readonly windows: WindowStore;
  /**
   * What @fastify/rate-limit needs to keep its counters here: nothing in memory (its own store,
   * per process), the client and a key prefix on Redis.
   */
  readonly rateLimit: { redis?: Redis; nameSpace?: string };
  close(): Promise<void>;
}
