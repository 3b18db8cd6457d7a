// SPEC §4/§9: prefetch of the remotes behind the links of the page, skipped for bots and slow or
// data-saving connections, in batches of 4 every 3 s.

export const PREFETCH_BATCH_SIZE = 4;
export const PREFETCH_INTERVAL_MS = 3_000;

const BOT_UA = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|lighthouse|headlesschrome\/.*pagespeed/i;

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(nav: { userAgent: string; connection?: NetworkInformationLike }): boolean {
  if (BOT_UA.test(nav.userAgent)) return false;
  const c = nav.connection;
  if (c?.saveData) return false;
  if (c?.effectiveType && /(^|-)2g$/.test(c.effectiveType)) return false;
  return true;
}

export class PrefetchQueue<T> {
  private readonly pending: T[] = [];
  private readonly seen = new Set<T>();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly run: (batch: T[]) => void,
    private readonly batchSize = PREFETCH_BATCH_SIZE,
    private readonly intervalMs = PREFETCH_INTERVAL_MS,
  ) {}

  add(items: Iterable<T>): void {
    for (const item of items) {
      if (this.seen.has(item)) continue;
      this.seen.add(item);
      this.pending.push(item);
    }
    if (this.pending.length && !this.timer) {
      this.flush();
      this.timer = setInterval(() => this.flush(), this.intervalMs);
    }
  }

  private flush(): void {
    const batch = this.pending.splice(0, this.batchSize);
    if (batch.length) this.run(batch);
    if (!this.pending.length && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  size(): number {
    return this.pending.length;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

/** Internal link paths of a document, for the prefetcher. */
export function internalLinkPaths(root: ParentNode, origin: string): string[] {
  const out = new Set<string>();
  root.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((a) => {
    try {
      const u = new URL(a.getAttribute('href') || '', origin);
      if (u.origin === origin) out.add(u.pathname);
    } catch {
      /* ignore malformed hrefs */
    }
  });
  return [...out];
}

/** Runs `fn` once the page has loaded and the main thread has a moment to spare. */
export function whenPageIdle(win: Window, fn: () => void): void {
  const idle = () => {
    const w = win as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number };
    if (w.requestIdleCallback) w.requestIdleCallback(fn, { timeout: 5_000 });
    else win.setTimeout(fn, 200);
  };
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}

/** What the prefetcher reads of a remote's `mf-manifest.json`. */
export interface ManifestLike {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** The files a remote needs to mount `expose`: its entry and the expose's own scripts and styles. */
export function exposeAssetUrls(manifestUrl: string, manifest: ManifestLike, expose = './app'): string[] {
  const publicPath = manifest.metaData?.publicPath;
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
  const urls: string[] = [];
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) urls.push(new URL(`${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`, base).href);
  const assets = manifest.exposes?.find((e) => e.path === expose)?.assets;
  for (const file of [...(assets?.js?.sync ?? []), ...(assets?.css?.sync ?? [])]) urls.push(new URL(file, base).href);
  return urls;
}

/**
 * Puts a remote's `./app` files in the HTTP cache without running any of them: a low-priority
 * download now, no main-thread work until the visitor actually opens one of its pages.
 */
export async function prefetchRemoteFiles(manifestUrl: string, fetchImpl: typeof fetch = fetch): Promise<string[]> {
  const init = { credentials: 'omit', priority: 'low' } as RequestInit;
  const res = await fetchImpl(manifestUrl, init);
  if (!res.ok) return [];
  const urls = exposeAssetUrls(res.url || manifestUrl, (await res.json()) as ManifestLike);
  await Promise.all(urls.map((u) => fetchImpl(u, init).then((r) => r.arrayBuffer(), () => undefined)));
  return urls;
}
