import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// Network faults while fetching a remote's manifest or entry: each attempt has a deadline so a
// hanging server cannot freeze the page, and failed attempts are retried with a short backoff.

export interface ResilienceOptions {
  timeoutMs: number;
  retries: number;
  backoffMs: number;
  /** Returns the fallback module of a remote whose expose could not be loaded. */
  fallback: (remoteAlias: string, expose: string, error: unknown) => unknown;
}

export async function fetchWithDeadline(
  url: string,
  init: RequestInit,
  { timeoutMs, retries, backoffMs }: Pick<ResilienceOptions, 'timeoutMs' | 'retries' | 'backoffMs'>,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`Délai dépassé pour ${url}`)), timeoutMs);
    try {
      const res = await fetchImpl(url, { ...init, signal: controller.signal, cache: attempt > 0 ? 'reload' : init.cache });
      if (res.ok) return res;
      lastError = new Error(`HTTP ${res.status} pour ${url}`);
      if (res.status < 500) break;
    } catch (err) {
      lastError = err;
    } finally {
      clearTimeout(timer);
    }
    if (attempt < retries) await new Promise((r) => setTimeout(r, backoffMs * (attempt + 1)));
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

export function resiliencePlugin(options: ResilienceOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'portail-resilience',
    fetch(url, init) {
      return fetchWithDeadline(url, init, options);
    },
    createScript({ url }) {
      // Remote entries and chunks loaded through a script tag get the same deadline.
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      return { script, timeout: options.timeoutMs };
    },
    errorLoadRemote({ id, error }) {
      const [alias = id, ...rest] = id.split('/');
      const expose = `./${rest.join('/')}`;
      return options.fallback(alias, expose, error);
    },
  };
}
