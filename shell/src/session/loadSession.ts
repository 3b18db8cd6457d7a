// The session's code (the OIDC sign-in, the tokens and their refresh, the silent restore, the
// signed-in route rules) downloads only for a visitor who signs in, or whose browser signed in here
// recently (the session hint): anonymous visitors, most of them, never download it.
import { GENERIC_ERROR_MESSAGE, on, showToast } from '@portail/shared';
import { openSignInPopup } from '../features/auth/popupWindow';
import type { SignInOptions } from '../features/auth/session';
import { readSessionHint } from './sessionHint';

type SessionModule = typeof import('../features/auth');

let session: Promise<SessionModule> | null = null;

/** The session's code, downloaded and installed once (its events, its 401 refresher, its route rules, the silent restore). */
export function loadSession(): Promise<SessionModule> {
  session ??= import(/* webpackChunkName: "session" */ '../features/auth').then(
    (auth) => {
      auth.installAuth();
      return auth;
    },
    (error: unknown) => {
      // A failed download is asked again by the next sign-in.
      session = null;
      throw error;
    },
  );
  return session;
}

/**
 * Sign-in from a click: the popup opens now, inside the click, so that popup blockers let it
 * through; the session's code takes it over once downloaded.
 */
export function requestSignIn(options: SignInOptions = {}): void {
  const popup = openSignInPopup(window);
  loadSession().then(
    (auth) => auth.startSignIn(options, popup),
    () => {
      popup?.close();
      showToast('error', GENERIC_ERROR_MESSAGE);
    },
  );
}

/** Signs in when asked, and restores the session of a browser that signed in recently. Returns what stops answering. */
export function installSessionLoading(): () => void {
  const requests = on('auth:login-requested').subscribe(({ returnTo }) => requestSignIn({ returnTo }));
  void readSessionHint(window).then((recent) => {
    if (recent) void loadSession().catch(() => undefined);
  });
  return () => requests.unsubscribe();
}
