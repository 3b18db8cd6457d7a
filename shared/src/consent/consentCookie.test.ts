import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, cookieValue, parseConsent, readConsent, serializeConsent, writeConsent } from './consentCookie';

const NOW = new Date('2026-11-26T10:00:00Z');

/** A document whose cookie jar records what is written, attributes included. */
function fakeDocument(protocol = 'http:') {
  const written: string[] = [];
  return {
    written,
    doc: {
      location: { protocol },
      get cookie() {
        return written.map((w) => w.split(';')[0]).join('; ');
      },
      set cookie(v: string) {
        written.push(v);
      },
    } as unknown as Document,
  };
}

describe('consent cookie', () => {
  it('writes the purposes and the day, and reads them back', () => {
    expect(serializeConsent({ mesure: true, date: '2026-11-26' })).toBe('v1|mesure=1|2026-11-26');
    expect(serializeConsent({ mesure: false, date: '2026-05-01' })).toBe('v1|mesure=0|2026-05-01');
    expect(parseConsent('v1|mesure=1|2026-11-26', NOW)).toEqual({ mesure: true, date: '2026-11-26' });
    expect(parseConsent('v1|mesure=0|2026-11-20', NOW)).toEqual({ mesure: false, date: '2026-11-20' });
  });

  it.each([
    [undefined],
    [''],
    ['1'],
    ['oui'],
    ['v2|mesure=1|2026-11-26'],
    ['v1|mesure=2|2026-11-26'],
    ['v1|mesure=1'],
    ['v1|mesure=1|26/11/2026'],
    ['v1|mesure=1|2026-02-30'],
    ['v1|mesure=1|2026-11-26|extra'],
    [' v1|mesure=1|2026-11-26'],
  ])('is no choice when malformed: %p', (value) => {
    expect(parseConsent(value, NOW)).toBeNull();
  });

  it('holds for 6 months (180 days), then the banner asks again', () => {
    expect(CONSENT_MAX_AGE_SECONDS).toBe(15_552_000);
    // 2026-05-30 is 180 days before 2026-11-26; the day after it is 179.
    expect(parseConsent('v1|mesure=1|2026-05-31', NOW)).toEqual({ mesure: true, date: '2026-05-31' });
    expect(parseConsent('v1|mesure=1|2026-05-30', NOW)).toBeNull();
    expect(parseConsent('v1|mesure=0|2025-11-26', NOW)).toBeNull();
  });

  it('takes no choice dated in the future (beyond a day of clock difference)', () => {
    expect(parseConsent('v1|mesure=1|2026-11-27', NOW)).toEqual({ mesure: true, date: '2026-11-27' });
    expect(parseConsent('v1|mesure=1|2026-11-28', NOW)).toBeNull();
  });

  it('is a first-party cookie of 6 months for the whole site, SameSite=Lax, Secure over https', () => {
    const http = fakeDocument();
    expect(writeConsent(http.doc, false, NOW)).toEqual({ mesure: false, date: '2026-11-26' });
    expect(http.written).toEqual([`${CONSENT_COOKIE}=v1|mesure=0|2026-11-26; Max-Age=15552000; Path=/; SameSite=Lax`]);
    expect(readConsent(http.doc, NOW)).toEqual({ mesure: false, date: '2026-11-26' });

    const https = fakeDocument('https:');
    writeConsent(https.doc, true, NOW);
    expect(https.written).toEqual([`${CONSENT_COOKIE}=v1|mesure=1|2026-11-26; Max-Age=15552000; Path=/; SameSite=Lax; Secure`]);
  });

  it('finds its cookie among others, and only its own', () => {
    expect(cookieValue('portail_session=1; consentement=v1|mesure=1|2026-11-26', 'consentement')).toBe('v1|mesure=1|2026-11-26');
    expect(cookieValue('ancien_consentement=v1|mesure=1|2026-11-26', 'consentement')).toBeNull();
    expect(cookieValue('consentement=v1%7Cmesure%3D0%7C2026-11-26', 'consentement')).toBe('v1|mesure=0|2026-11-26');
    expect(cookieValue('', 'consentement')).toBeNull();
  });

  it('is read from the real document cookie jar', () => {
    document.cookie = `${CONSENT_COOKIE}=v1|mesure=1|${NOW.toISOString().slice(0, 10)}; Path=/`;
    expect(readConsent(document, NOW)).toEqual({ mesure: true, date: '2026-11-26' });
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
    expect(readConsent(document, NOW)).toBeNull();
  });
});
