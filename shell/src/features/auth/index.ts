import './auth.css';
import { SIGN_IN_PATH, authApi, on, registerSessionRefresher } from '@portail/shared';
import { navigate } from '../../navigation/location';
import { requestLogout } from './logoutDialog';
import { AuthSession, type SignInOptions } from './session';
import { revelationsRefreshMs } from './revelationsRefresh';

export { AuthSession } from './session';
export { AuthOverlays } from './AuthOverlays';
export { requestLogout } from './logoutDialog';

/** The shell's one session. */
export const authSession = new AuthSession({
  window,
  fetch: (input, init) => window.fetch(input, init),
  api: authApi(),
  navigate,
  unreadRefreshMs: revelationsRefreshMs(document),
});

/** Sign-in from a click; a blocked popup falls back to the sign-in page, which explains. */
export function startSignIn(options: SignInOptions = {}): void {
  void authSession.signIn(options).then((result) => {
    if (result === 'blocked') navigate(`${SIGN_IN_PATH}?fenetre=bloquee`);
  });
}

/** Wires the session into the page: refresher for 401s, events, navigation rules, silent restore. */
export function installAuth(): void {
  registerSessionRefresher(() => authSession.refresh());
  on('auth:login-requested').subscribe(({ returnTo }) => startSignIn({ returnTo }));
  on('auth:logout-requested').subscribe(() => requestLogout());
  on('auth:session-ended').subscribe(() => authSession.disconnect());
  on('account:changed').subscribe(() => void authSession.reloadAccounts());
  const rules = () => authSession.applyRouteRules();
  window.addEventListener('single-spa:routing-event', rules);
  window.addEventListener('popstate', rules);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') authSession.onVisible();
  });
  void authSession.restore();
}
