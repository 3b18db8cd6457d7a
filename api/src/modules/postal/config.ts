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
