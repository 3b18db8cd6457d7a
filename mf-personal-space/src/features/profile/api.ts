// The person's own details: read and corrected through the user service, the password changed
// there too, the e-mail address changed through the identity provider, and the copy of their data.
import { AnyAnswerSchema, UserInfoSchema, authApi, createAuthApiClient, downloadFile, personalDataFilename, type ApiClient, type ProfileUpdate, type UserInfo } from '@portail/shared';


/** PUT user: the stored details come back; a 400 names the fields in `errors`. */
export function saveProfile(update: ProfileUpdate): Promise<UserInfo> {
  return authApi().putJson(UserInfoSchema, 'user', update);
}

/** PUT mot_de_passe (204); the person's other sessions end. */
export async function changePassword(current: string, next: string): Promise<void> {
  await authApi().putJson(AnyAnswerSchema, 'mot_de_passe', { ancien_mot_de_passe: current, nouveau_mot_de_passe: next });
}

let provider: ApiClient | null = null;
/** The identity provider's calls (under /auth), with the bearer token and the refresh of /api's. */
function identityProvider(): ApiClient {
  provider ??= createAuthApiClient({ prefixUrl: '/auth' });
  return provider;
}

/** Sends the confirmation link to the new address (202); the address changes once the link is followed. */
export async function requestEmailChange(newEmail: string, password: string): Promise<void> {
  await identityProvider().postJson(AnyAnswerSchema, 'api/changement-email', { nouvel_email: newEmail, mot_de_passe: password });
}

/** Everything the portal holds on the person, as a JSON file. */
export function downloadMyData(): Promise<void> {
  return downloadFile('user/export', personalDataFilename());
}
