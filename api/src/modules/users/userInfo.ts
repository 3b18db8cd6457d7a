// The signed-in person as the user service gives them, read by /user and by the profile's answers.
import { CONTACT_ATTRIBUTES, type Principal } from '../identity';

/** User info as the user service gives it (SPEC §3): attributes are one-item lists. */
export function userInfo(p: Principal) {
  const attributes: Record<string, string[]> = {};
  for (const a of CONTACT_ATTRIBUTES) {
    const v = p.attributes[a];
    if (v) attributes[a] = [v];
  }
  return { sub: p.sub, email: p.email, firstName: p.firstName, lastName: p.lastName, prenom: p.firstName, nom: p.lastName, attributes };
}
