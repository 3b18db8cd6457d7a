// The deletion of the person's account (DELETE user, confirmed with their password).
import { authApi } from '@portail/shared';

export function deleteMyAccount(password: string): Promise<void> {
  return authApi().delete('user', undefined, { json: { mot_de_passe: password } });
}
