import { SIGN_IN_PATH, authApi, on, registerAccountManagement, registerSessionRefresher } from '@portail/shared';
import { navigate } from '../../navigation/location';
import { requestLogout } from '../../session/logoutDialog';
import { AuthSession, type SignInOptions } from './session';
import { openSignInPopup } from './popupWindow';
import { revelationsRefreshMs } from './revelationsRefresh';

export { AuthSession } from './session';
export { AuthOverlays } from './AuthOverlays';

/** The shell's one session. */
export const authSession = new AuthSession({
  window,
  fetch: (input, init) => window.fetch(input, init),
  api: authApi(),
  navigate,
  unreadRefreshMs: revelationsRefreshMs(document),
});

/**
 * Sign-in from a click, in `popup` when it is already open (`requestSignIn`); a blocked popup falls
 * back to the sign-in page, which explains.
 */
export function startSignIn(options: SignInOptions = {}, popup?: Window | null): void {
  void authSession.signIn(options, popup).then((result) => {
    if (result === 'blocked') navigate(`${SIGN_IN_PATH}?fenetre=bloquee`);
  });
}

/**
 * Wires the session into the page: refresher for 401s, events, navigation rules, silent restore.
 * Once, by `loadSession` (shell/src/session), which also answers the sign-in requests.
 */
export function installAuth(): void {
  registerSessionRefresher(() => authSession.refresh());
  on('auth:logout-requested').subscribe(() => requestLogout());
  on('auth:session-ended').subscribe(() => authSession.disconnect());
  on('account:changed').subscribe(() => void authSession.reloadAccounts());
  const rules = () => authSession.applyRouteRules();
  window.addEventListener('single-spa:routing-event', rules);
  window.addEventListener('popstate', rules);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') authSession.onVisible();
  });
  // Where the person manages their account (the personal space's screens follow it), and how the
  // provider's actions run: in the sign-in popup, opened inside the click that asks.
  void authSession
    .loadConfig()
    .then((config) =>
      registerAccountManagement(
        { mode: config.account_management, deletion: config.account_deletion },
        config.account_management === 'provider-actions' ? (action, options) => authSession.providerAction(action, openSignInPopup(window), options.before) : null,
      ),
    )
    .catch(() => {});
  void authSession.restore();
}
