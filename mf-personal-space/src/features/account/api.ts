// The deletion of the person's account: DELETE user, confirmed with their password (embedded
// provider), or confirmed in an external provider's window (its delete_account action) between a
// request and a check under /auth/api/suppression.
import { AnyAnswerSchema, authApi, createAuthApiClient, type ApiClient } from '@portail/shared';

export function deleteMyAccount(password: string): Promise<void> {
  return authApi().delete('user', undefined, { json: { mot_de_passe: password } });
}

let provider: ApiClient | null = null;
/** The identity provider's calls (under /auth), with the bearer token and the refresh of /api's. */
function identityProvider(): ApiClient {
  provider ??= createAuthApiClient({ prefixUrl: '/auth' });
  return provider;
}

/** External provider: records the request before the person confirms in the provider's window (202). */
export async function askAccountDeletion(): Promise<void> {
  await identityProvider().postJson(AnyAnswerSchema, 'api/suppression');
}

/** External provider: erases the portal's side once the provider no longer has the person (200), else 409 with the reason. */
export async function checkAccountDeletion(): Promise<void> {
  await identityProvider().postJson(AnyAnswerSchema, 'api/suppression/verification');
}
