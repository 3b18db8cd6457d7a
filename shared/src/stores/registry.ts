import { createStore, type StoreApi } from 'zustand/vanilla';

// One registry of vanilla stores per page, kept on globalThis so that the shell and every remote
// share the same instances even if a remote ever ships its own copy of this package.

type Registry = Map<string, StoreApi<unknown>>;

const KEY = '__PORTAIL_STORES__';

function registry(): Registry {
  const g = globalThis as unknown as Record<string, Registry | undefined>;
  if (!g[KEY]) g[KEY] = new Map();
  return g[KEY]!;
}

export function defineStore<T>(name: string, init: () => T): StoreApi<T> {
  const reg = registry();
  const existing = reg.get(name);
  if (existing) return existing as StoreApi<T>;
  const store = createStore<T>()(() => init());
  reg.set(name, store as StoreApi<unknown>);
  return store;
}

export function storeNames(): string[] {
  return [...registry().keys()];
}

/** For tests: forget every store. */
export function resetStores(): void {
  registry().clear();
}
