// A readable cookie that only says "this browser signed in here recently". It carries no token
// and grants nothing: it tells the shell whether the silent session restore after a reload is
// worth a hidden round trip to the provider. Anonymous visitors, most of them, skip it.

export const SESSION_HINT_COOKIE = 'portail_session';
/** When the refresh lifetime is unknown, the hint lasts this long. */
export const DEFAULT_HINT_SECONDS = 12 * 3600;

export function hasSessionHint(doc: Document): boolean {
  return doc.cookie.split(';').some((c) => c.trim() === `${SESSION_HINT_COOKIE}=1`);
}

export function setSessionHint(doc: Document, seconds: number): void {
  const maxAge = Math.max(60, Math.round(seconds > 0 ? seconds : DEFAULT_HINT_SECONDS));
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${SESSION_HINT_COOKIE}=1; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

export function clearSessionHint(doc: Document): void {
  doc.cookie = `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
