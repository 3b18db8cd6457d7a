// The shared stores API tests run on: memory always, Redis too when TEST_REDIS_URL is set (as
// .ci/run does when a Redis answers on 127.0.0.1:6379), like TEST_DATABASE_URL for PostgreSQL.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { memoryStore, redisStore, type SharedStore } from '../store';

export type StoreKind = 'memory' | 'redis';

export function testStores(): StoreKind[] {
  return process.env.TEST_REDIS_URL ? ['memory', 'redis'] : ['memory'];
}

export interface TestStore {
  store: SharedStore;
  /** The keys of this run (prefix unique per run), deleted by dispose. */
  prefix: string;
  dispose(): Promise<void>;
}

/** A fresh store; on Redis under a prefix of its own, so that parallel runs never meet, removed afterwards. */
export function openTestStore(kind: StoreKind): TestStore {
  const prefix = `test:${process.pid}:${randomBytes(4).toString('hex')}:`;
  if (kind === 'memory') return { store: memoryStore(), prefix, dispose: async () => {} };
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('TEST_REDIS_URL is not set');
  const store = redisStore(url, prefix);
  return {
    store,
    prefix,
    async dispose() {
      await store.close();
      await deleteRedisKeys(url, prefix);
    },
  };
}

/** A fresh store for each test of the suite, disposed of after it: the object returned is the current test's. */
export function useTestStore(kind: StoreKind): TestStore {
  const t = {} as TestStore;
  let opened: TestStore | undefined;
  beforeEach(() => {
    opened = openTestStore(kind);
    Object.assign(t, opened);
  });
  afterEach(async () => {
    await opened?.dispose();
  });
  return t;
}

/** Removes every key under `prefix` from the Redis at `url`. */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const admin = new Redis(url, { maxRetriesPerRequest: 2 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await admin.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await admin.del(...keys);
    } while (cursor !== '0');
  } finally {
    await admin.quit();
  }
}

/** How many keys of the run are left in Redis (0 in memory). */
export async function redisKeysLeft(prefix: string): Promise<number> {
  const url = process.env.TEST_REDIS_URL;
  if (!url) return 0;
  const admin = new Redis(url);
  try {
    return (await admin.keys(`${prefix}*`)).length;
  } finally {
    await admin.quit();
  }
}
