// A browser that already made its consent choice (measurement refused), as a returning visitor's
// holds it: the consent banner neither covers what a test clicks nor counts in its checks. The
// cookie is written by the shell's own serializer.
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, serializeConsent } from '@portail/shared/consent/consentCookie';

export function consentRefusedState() {
  return {
    cookies: [
      {
        name: CONSENT_COOKIE,
        value: serializeConsent({ mesure: false, date: new Date().toISOString().slice(0, 10) }),
        domain: 'localhost',
        path: '/',
        expires: Math.floor(Date.now() / 1000) + CONSENT_MAX_AGE_SECONDS,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      },
    ],
    origins: [],
  };
}
