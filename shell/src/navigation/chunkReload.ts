// SPEC §4: a page or chunk that fails to load leads to one full reload on the target path.
// The marker lives in sessionStorage so that a second failure after the reload shows the error
// screen instead of reloading in a loop.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const KEY = 'portail:reloaded-for';
const WINDOW_MS = 30_000;

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { name?: unknown; message?: unknown; code?: unknown };
  const text = `${String(e.name ?? '')} ${String(e.message ?? '')}`;
  return /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|RUNTIME-00[138]|Failed to load script/i.test(
    text,
  );
}

export function reloadOnce(targetPath: string, deps: { storage?: Storage; now?: () => number; assign?: (url: string) => void } = {}): boolean {
  const storage = deps.storage ?? window.sessionStorage;
  const now = deps.now ?? Date.now;
  const assign = deps.assign ?? ((url: string) => window.location.assign(url));
  try {
    const raw = storage.getItem(KEY);
    if (raw) {
      const prev = JSON.parse(raw) as { path: string; at: number };
      if (prev.path === targetPath && now() - prev.at < WINDOW_MS) return false;
    }
    storage.setItem(KEY, JSON.stringify({ path: targetPath, at: now() }));
  } catch {
    return false;
  }
  assign(targetPath);
  return true;
}

/** Forget the marker once a page has rendered fine, so a later failure may reload again. */
export function clearReloadMarker(storage: Storage = window.sessionStorage): void {
  try {
    storage.removeItem(KEY);
  } catch {
    /* storage unavailable */
  }
}

export function installChunkReload(): void {
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadOnce(`${window.location.pathname}${window.location.search}${window.location.hash}`);
  });
}

/**
 * `React.lazy` of the component `pick` gives of the module `load` imports, for code the shell
 * downloads on demand: a chunk that fails to load reloads the page once (SPEC §4).
 */
export function lazyComponent<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    load().then(
      (module) => ({ default: pick(module) }),
      (error: unknown) => {
        if (isChunkLoadError(error)) reloadOnce(`${window.location.pathname}${window.location.search}`);
        throw error;
      },
    ),
  );
}
