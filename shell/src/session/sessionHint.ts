// A readable cookie that only says "this browser signed in here recently". It carries no token
// and grants nothing: it tells the shell whether the silent session restore after a reload is
// worth a hidden round trip to the provider. Anonymous visitors, most of them, skip it.

export const SESSION_HINT_COOKIE = 'portail_session';
/** When the refresh lifetime is unknown, the hint lasts this long. */
export const DEFAULT_HINT_SECONDS = 12 * 3600;

export function hasSessionHint(doc: Document): boolean {
  return doc.cookie.split(';').some((c) => c.trim() === `${SESSION_HINT_COOKIE}=1`);
}

interface CookieStoreLike {
  get(name: string): Promise<{ value: string } | null | undefined>;
}

/**
 * {@link hasSessionHint} without blocking the page: the first read of `document.cookie` waits on
 * the browser's cookie store (milliseconds on a page's start), the Cookie Store API answers
 * asynchronously. Browsers without it read `document.cookie`.
 */
export async function readSessionHint(win: Window): Promise<boolean> {
  const store = (win as Window & { cookieStore?: CookieStoreLike }).cookieStore;
  if (store) {
    try {
      return (await store.get(SESSION_HINT_COOKIE))?.value === '1';
    } catch {
      // An opaque origin or a blocked store: read the cookie string instead.
    }
  }
  return hasSessionHint(win.document);
}

export function setSessionHint(doc: Document, seconds: number): void {
  const maxAge = Math.max(60, Math.round(seconds > 0 ? seconds : DEFAULT_HINT_SECONDS));
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${SESSION_HINT_COOKIE}=1; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

export function clearSessionHint(doc: Document): void {
  doc.cookie = `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
