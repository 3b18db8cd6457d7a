// The visitor's choice, kept in a first-party cookie (never Web Storage) for 6 months: which
// purposes they agreed to and on what day. `v1|mesure=1|2026-11-26`. A cookie that is malformed,
// of another version, dated in the future or older than 6 months is no choice: the banner asks again.
// The browser writes it when the visitor decides; the shell's server writes the same cookie when the
// banner's form is sent before the page's scripts have run (CONSENT_FORM_PATH).

export const CONSENT_COOKIE = 'consentement';
/** 6 months, as CNIL guidance recommends for keeping a choice: 180 days. */
export const CONSENT_MAX_AGE_SECONDS = 15_552_000;
/** Where the banner's form posts its choice (field `mesure`, 1 or 0) when no script has taken it over. */
export const CONSENT_FORM_PATH = '/consentement';
/** The form field of the choice. */
export const CONSENT_FORM_FIELD = 'mesure';
const VERSION = 'v1';
const DAY_MS = 86_400_000;

export interface ConsentChoice {
  /** Audience and performance measurement. */
  mesure: boolean;
  /** Day of the choice, AAAA-MM-JJ (UTC). */
  date: string;
}

function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

function dayStart(day: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const t = Date.parse(`${day}T00:00:00Z`);
  // Date.parse rolls 2026-02-30 over to March: only a real calendar day reads back the same.
  return Number.isNaN(t) || utcDay(new Date(t)) !== day ? null : t;
}

export function serializeConsent(choice: ConsentChoice): string {
  return `${VERSION}|mesure=${choice.mesure ? 1 : 0}|${choice.date}`;
}

/** The choice a cookie value records, or null when it records none that still holds on `now`. */
export function parseConsent(value: string | null | undefined, now: Date = new Date()): ConsentChoice | null {
  if (!value) return null;
  const m = /^v1\|mesure=([01])\|(\d{4}-\d{2}-\d{2})$/.exec(value);
  if (!m) return null;
  const day = dayStart(m[2]!);
  if (day === null) return null;
  const today = dayStart(utcDay(now))!;
  // A day ahead of ours is a clock set wrong, or a forged cookie: ask again.
  if (day > today + DAY_MS) return null;
  if (today - day >= CONSENT_MAX_AGE_SECONDS * 1000) return null;
  return { mesure: m[1] === '1', date: m[2]! };
}

/** The value of one cookie in a `document.cookie` string. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export function readConsent(doc: Document, now: Date = new Date()): ConsentChoice | null {
  return parseConsent(cookieValue(doc.cookie, CONSENT_COOKIE), now);
}

/** The cookie recording a choice made `now`, as `document.cookie` takes it and `Set-Cookie` sends it. */
export function consentCookie(measurement: boolean, { secure, now = new Date() }: { secure: boolean; now?: Date }): string {
  // `|` and `=` are cookie-safe: the value is written as is and reads back the same.
  const value = serializeConsent({ mesure: measurement, date: utcDay(now) });
  return `${CONSENT_COOKIE}=${value}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Records a choice made `now`; returns it. */
export function writeConsent(doc: Document, measurement: boolean, now: Date = new Date()): ConsentChoice {
  doc.cookie = consentCookie(measurement, { secure: doc.location?.protocol === 'https:', now });
  return { mesure: measurement, date: utcDay(now) };
}
