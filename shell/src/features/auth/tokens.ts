import { TokenResponseSchema, type AuthClientConfig, type TokenResponse } from '@portail/shared';

// Calls to the identity provider's token endpoint, in the form of SPEC §7.

export class TokenError extends Error {
  constructor(
    readonly status: number,
    readonly error: string | undefined,
  ) {
    super(`token endpoint: ${status} ${error ?? ''}`.trim());
    this.name = 'TokenError';
  }
}

function basicFor(clientId: string): string {
  return `Basic ${btoa(`${clientId}:`)}`;
}

async function post(fetchImpl: typeof fetch, url: string, form: Record<string, string>, headers: Record<string, string> = {}): Promise<TokenResponse> {
  const res = await fetchImpl(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json', ...headers },
    body: new URLSearchParams(form).toString(),
  });
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok) throw new TokenError(res.status, typeof body?.error === 'string' ? body.error : undefined);
  const parsed = TokenResponseSchema.safeParse(body);
  if (!parsed.success) throw new TokenError(res.status, 'invalid_response');
  return parsed.data;
}

/** POST token (form): code, code_verifier, redirect_uri, client_id, grant_type, scope, with the basic header of the client id. */
export function exchangeCode(
  fetchImpl: typeof fetch,
  config: AuthClientConfig,
  p: { code: string; verifier: string; redirectUri: string },
): Promise<TokenResponse> {
  return post(
    fetchImpl,
    config.token_endpoint,
    {
      code: p.code,
      code_verifier: p.verifier,
      redirect_uri: p.redirectUri,
      client_id: config.client_id,
      grant_type: 'authorization_code',
      scope: 'profile',
    },
    { Authorization: basicFor(config.client_id) },
  );
}

/** POST refresh (form): client_id, refresh_token, grant_type. */
export function refreshTokens(fetchImpl: typeof fetch, config: AuthClientConfig, refreshToken: string): Promise<TokenResponse> {
  return post(fetchImpl, config.token_endpoint, { client_id: config.client_id, refresh_token: refreshToken, grant_type: 'refresh_token' });
}

/** RFC 7009 revocation of the refresh token (and with it, its grant); failures are ignored. */
export async function revokeToken(fetchImpl: typeof fetch, config: AuthClientConfig, refreshToken: string): Promise<void> {
  try {
    await fetchImpl(config.revocation_endpoint, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: refreshToken, token_type_hint: 'refresh_token', client_id: config.client_id }).toString(),
    });
  } catch {
    // Logging out locally goes on regardless.
  }
}
