import { INSCRIPTION_REDIRECT, SIGN_IN_POLL_MS } from '@portail/shared';

// Waiting on the sign-in popup of SPEC §4 (opened by popupWindow.ts, with the page's first code):
// its URL is polled every 700 ms until it reaches the redirect URI (same origin: readable), and it
// is then closed. While it shows the provider's pages it may be cross-origin (Keycloak): reading
// its location throws, and polling goes on.

export type RedirectOutcome =
  | { kind: 'redirect'; url: URL }
  | { kind: 'closed' }
  | { kind: 'inscription' }
  | { kind: 'timeout' };

/** The location of a window if it can be read (same origin), else null. */
function readHref(target: Window): string | null {
  try {
    const href = target.location.href;
    return typeof href === 'string' ? href : null;
  } catch {
    return null;
  }
}

export interface WaitOptions {
  /** The window whose messages may carry INSCRIPTION_REDIRECT (the opener: our page). */
  host: Window;
  intervalMs?: number;
  timeoutMs?: number;
}

/**
 * Polls `target` (a popup, or an iframe's window) until its URL starts with `redirectUri`, the
 * window closes, the popup asks for account creation, or the time runs out.
 */
export function waitForRedirect(target: Window, redirectUri: string, { host, intervalMs = SIGN_IN_POLL_MS, timeoutMs }: WaitOptions): Promise<RedirectOutcome> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (outcome: RedirectOutcome) => {
      if (done) return;
      done = true;
      host.clearInterval(timer);
      if (deadline !== undefined) host.clearTimeout(deadline);
      host.removeEventListener('message', onMessage);
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === host.location.origin && event.data === INSCRIPTION_REDIRECT && event.source === target) finish({ kind: 'inscription' });
    };
    const check = () => {
      const href = readHref(target);
      if (href && href.startsWith(redirectUri)) {
        finish({ kind: 'redirect', url: new URL(href) });
        return;
      }
      if (target.closed) finish({ kind: 'closed' });
    };
    host.addEventListener('message', onMessage);
    const timer = host.setInterval(check, intervalMs);
    const deadline = timeoutMs !== undefined ? host.setTimeout(() => finish({ kind: 'timeout' }), timeoutMs) : undefined;
  });
}
