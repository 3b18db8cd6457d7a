// The print-and-post provider the portal deposits letters with: its API, the sender's name it
// knows the portal by, and the secret shared with it. `npm start` runs the sandbox provider
// (postal-sandbox/) and gives both sides one secret for the run; production names the real one's.
import { randomBytes } from 'node:crypto';

export interface PostalConfig {
  /** The origin of the provider's API. */
  apiUrl: string;
  /** The sender's name, as the provider knows it and prints it on the return address. */
  sender: string;
  secret: string;
}

export function postalConfigFromEnv(env: NodeJS.ProcessEnv = process.env): PostalConfig {
  const base = Number(env.PORT_BASE || 0);
  return {
    apiUrl: (env.POSTAL_API_URL || `http://127.0.0.1:${8092 + base}`).replace(/\/+$/, ''),
    sender: env.POSTAL_SENDER || 'Portail des entreprises',
    // Without a configured secret nothing signed by anyone else can be accepted: a fresh one per run.
    secret: env.POSTAL_SECRET || randomBytes(32).toString('hex'),
  };
}

/** Why letters could not be sent in production, or null: the real provider's API and the secret shared with it. */
export function postalProblem(env: NodeJS.ProcessEnv, production: boolean): string | null {
  if (!production) return null;
  if (!env.POSTAL_SECRET || env.POSTAL_SECRET.length < 32 || !env.POSTAL_API_URL) {
    return 'POSTAL_SECRET (32 caractères au moins) et POSTAL_API_URL sont obligatoires en production : sans eux, aucun document commandé par courrier ne serait envoyé.';
  }
  return null;
}
