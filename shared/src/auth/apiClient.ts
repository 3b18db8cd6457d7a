import { createApiClient, type ApiClient, type ApiClientOptions } from '../http/client';
import { authStore } from '../stores/stores';
import { pageSite } from '../stores/useSite';
import { siteVariant } from '../site/variants';

// The API client of the signed-in person, shared by the shell and every remote: it sends the
// access token of the auth store and, on a 401, asks the shell's session to refresh once and
// retries once (SPEC §7). Kept on globalThis, like the stores, so that every copy of this package
// in the page uses the same instance and the same refresher.

type Refresher = () => Promise<string | null>;

interface AuthRuntime {
  refresher: Refresher | null;
  client: ApiClient | null;
  /** Where the API answers: "/api" in the browser, an absolute URL for a server render. */
  prefixUrl: string;
}

const KEY = '__PORTAIL_AUTH__';

function runtime(): AuthRuntime {
  const g = globalThis as unknown as Record<string, AuthRuntime | undefined>;
  g[KEY] ??= { refresher: null, client: null, prefixUrl: '/api' };
  return g[KEY]!;
}

/** The shell registers how to refresh the session (one refresh for concurrent 401s is the client's job). */
export function registerSessionRefresher(refresher: Refresher | null): void {
  runtime().refresher = refresher;
}

export function currentAccessToken(): string | null {
  return authStore.getState().jwtToken?.access_token ?? null;
}

/** The territory of the page's site (the render's own on a server); none outside a page. */
function pageTerritory(): string | null {
  try {
    return siteVariant(pageSite()).territory;
  } catch {
    return null;
  }
}

export function createAuthApiClient(options: Omit<ApiClientOptions, 'getAccessToken' | 'refresh'> = {}): ApiClient {
  return createApiClient({
    territory: pageTerritory,
    ...options,
    getAccessToken: currentAccessToken,
    refresh: async () => {
      const refresher = runtime().refresher;
      return refresher ? refresher() : null;
    },
  });
}

/** The shared client for `/api`, with the bearer token and the refresh-and-retry on 401. */
export function authApi(): ApiClient {
  const rt = runtime();
  rt.client ??= createAuthApiClient({ prefixUrl: rt.prefixUrl });
  return rt.client;
}

/** A server render has no page to resolve "/api" against: it calls the API at this absolute URL. */
export function setApiBase(prefixUrl: string): void {
  const rt = runtime();
  rt.prefixUrl = prefixUrl;
  rt.client = null;
}

/** For tests: forget the shared client and refresher. */
export function resetAuthApi(): void {
  const rt = runtime();
  rt.client = null;
  rt.refresher = null;
}
