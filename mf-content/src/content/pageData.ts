// Loads the compiled page data of editorial pages. In the browser they are files of the app's
// public folder, fetched from wherever the app is deployed, with up to 3 retries (SPEC §9); a
// server render reads them from its own build (see server.tsx).
import { PAGE_DATA_DIR, indexFile, pageDataFile, type ContentIndex, type ContentPage, type Territory } from './model';

/** SPEC §9: a page-data fetch is retried up to 3 times. */
export const PAGE_DATA_RETRIES = 3;
const RETRY_DELAY_MS = 250;

/** Reads a page-data file: its JSON, or null when there is no such file. */
export type PageDataSource = (file: string, signal: AbortSignal) => Promise<unknown>;

declare const __webpack_public_path__: string | undefined;

/** The app's public base URL: its own origin and path, set by the module federation runtime. */
export function publicBase(): string {
  return typeof __webpack_public_path__ === 'string' && __webpack_public_path__ !== 'auto' ? __webpack_public_path__ : '/';
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
}

/** The browser's source: a 404 is "no such page"; network failures and 5xx are retried. */
export const fetchPageData: PageDataSource = async (file, signal) => {
  const url = `${publicBase()}${PAGE_DATA_DIR}/${file}`;
  let lastError: unknown = null;
  for (let attempt = 0; attempt <= PAGE_DATA_RETRIES; attempt++) {
    if (attempt > 0) await wait(RETRY_DELAY_MS * 2 ** (attempt - 1), signal);
    try {
      const res = await fetch(url, { signal });
      if (res.status === 404) return null;
      if (res.ok) return await res.json();
      lastError = new Error(`La page n'a pas pu être chargée (${res.status}).`);
    } catch (e) {
      if (signal.aborted) throw e;
      lastError = e;
    }
  }
  throw lastError instanceof Error ? lastError : new Error("La page n'a pas pu être chargée.");
};

let source: PageDataSource = fetchPageData;

/** Replaces where page data is read from (the server render reads its build's files). */
export function setPageDataSource(next: PageDataSource): void {
  source = next;
}

/** The page at `path` on the territory's site (its own version, if any), or null when that site has none there. */
export function loadPage(path: string, territory: Territory, signal: AbortSignal): Promise<ContentPage | null> {
  return source(pageDataFile(path, territory), signal) as Promise<ContentPage | null>;
}

/** The editorial pages of the territory's site. */
export function loadIndex(territory: Territory, signal: AbortSignal): Promise<ContentIndex> {
  return source(indexFile(territory), signal).then((index) => (index as ContentIndex | null) ?? { pages: [] });
}
