import type { SharedStore, WindowStore } from './types';

/** The windows of one process (the embedded default: one process owns the PGlite store). */
export class MemoryWindowStore implements WindowStore {
  private readonly times = new Map<string, { windowMs: number; list: number[] }>();

  private kept(key: string, windowMs: number, now: number): number[] {
    const entry = this.times.get(key);
    const list = (entry?.list ?? []).filter((t) => t > now - windowMs);
    if (list.length === 0) this.times.delete(key);
    else this.times.set(key, { windowMs, list });
    return list;
  }

  async recent(key: string, windowMs: number, now: number): Promise<number[]> {
    return [...this.kept(key, windowMs, now)];
  }

  async add(key: string, windowMs: number, now: number, max?: number): Promise<{ added: boolean; times: number[] }> {
    const list = this.kept(key, windowMs, now);
    if (max !== undefined && list.length >= max) return { added: false, times: [...list] };
    list.push(now);
    this.times.set(key, { windowMs, list });
    // Keys nobody asks about again are swept now and then, each with its own window.
    if (this.times.size > 50_000) for (const [k, e] of [...this.times]) this.kept(k, e.windowMs, now);
    return { added: true, times: [...list] };
  }

  async clear(key: string): Promise<void> {
    this.times.delete(key);
  }

  async clearPrefix(prefix: string): Promise<void> {
    for (const k of [...this.times.keys()]) if (k.startsWith(prefix)) this.times.delete(k);
  }
}

export function memoryStore(): SharedStore {
  return { kind: 'memory', windows: new MemoryWindowStore(), rateLimit: {}, close: async () => {} };
}
