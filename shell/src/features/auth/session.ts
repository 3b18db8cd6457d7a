import * as z from 'zod/mini';
import {
  ACCOUNT_CREATION_PATH,
  AuthClientConfigSchema,
  COMPLETE_ACCOUNT_PATH,
  CustomerAccountListSchema,
  CustomerAccountSchema,
  GENERIC_ERROR_MESSAGE,
  POST_SIGN_IN_PATH,
  PRIVACY_PATH,
  SIGN_IN_PATH,
  REVELATIONS_CHANGED_EVENT,
  SubscriptionListSchema,
  UNREAD_REVELATIONS_REFRESH_MS,
  USER_INFO_ERROR_MESSAGE,
  UnreadRevelationsSchema,
  UserInfoSchema,
  accountCompletion,
  afterSignIn,
  authStore,
  contactFields,
  initialUserState,
  isApiError,
  isInternalStaff,
  mustCreateAccount,
  parisDay,
  parseJwtClaims,
  pollsUnreadRevelations,
  selectedAccountStore,
  showToast,
  userStore,
  webServiceRedirect,
  withBilling,
  type ApiClient,
  type AuthClientConfig,
  type CustomerAccount,
  type ProviderAction,
  type ProviderActionResult,
  type SignInRedirects,
  type TokenResponse,
} from '@portail/shared';
import contentRoutes from '@portail/shared/routing/routes/mf-content.json';
import { challengeFor, createState, createVerifier } from './pkce';
import { waitForRedirect, type RedirectOutcome } from './popup';
import { openSignInPopup } from './popupWindow';
import { TokenError, exchangeCode, refreshTokens, revokeToken } from './tokens';
import { clearSessionHint, readSessionHint, setSessionHint } from '../../session/sessionHint';

// The shell's sign-in session (SPEC §3, §4, §7, §8): the PKCE popup, the silent restore after a
// reload, token refresh before expiry, the session-lost timer, logout, and the account rules that
// follow a sign-in. Tokens live in the auth store only (memory).

/** Refresh this long before the access token expires. */
export const REFRESH_MARGIN_MS = 30_000;
/** How long the hidden iframe may take to come back from the provider. */
export const SILENT_RESTORE_TIMEOUT_MS = 10_000;

export type SignInResult = 'connected' | 'cancelled' | 'blocked' | 'inscription' | 'failed';

export interface AuthSessionDeps {
  window: Window;
  fetch: typeof fetch;
  api: ApiClient;
  navigate: (path: string, opts?: { replace?: boolean }) => void;
  now?: () => number;
  configUrl?: string;
  /** How often the unread revelations are counted again; default UNREAD_REVELATIONS_REFRESH_MS. */
  unreadRefreshMs?: number;
}

export interface SignInOptions {
  /** Where to go when no account rule applies (e.g. the page where "Se connecter" was clicked). */
  returnTo?: string;
  redirects?: Partial<SignInRedirects>;
  /** Account creation at the provider (OpenID Connect prompt=create): an external provider's sign-up. */
  create?: boolean;
}

export class AuthSession {
  private config: Promise<AuthClientConfig> | null = null;
  private refreshTimer: number | undefined;
  private expiryTimer: number | undefined;
  private unreadTimer: number | undefined;
  private unreadAccountId: number | null = null;
  private pendingRefresh: Promise<string | null> | null = null;
  private readonly now: () => number;

  constructor(private readonly deps: AuthSessionDeps) {
    this.now = deps.now ?? Date.now;
  }

  private get win(): Window {
    return this.deps.window;
  }

  loadConfig(): Promise<AuthClientConfig> {
    this.config ??= this.deps
      .fetch(this.deps.configUrl ?? '/auth/config', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`auth config: ${res.status}`);
        return AuthClientConfigSchema.parse(await res.json());
      })
      .catch((e: unknown) => {
        this.config = null;
        throw e;
      });
    return this.config;
  }

  redirectUri(config: AuthClientConfig): string {
    return new URL(config.redirect_path, this.win.location.origin).href;
  }

  authorizationUrl(config: AuthClientConfig, p: { challenge: string; state: string; prompt?: 'none' | 'create'; action?: ProviderAction }): string {
    const url = new URL(config.authorization_endpoint, this.win.location.origin);
    url.search = new URLSearchParams({
      client_id: config.client_id,
      response_type: 'code',
      redirect_uri: this.redirectUri(config),
      scope: config.scope,
      state: p.state,
      code_challenge: p.challenge,
      code_challenge_method: 'S256',
      ...(p.prompt ? { prompt: p.prompt } : {}),
      ...(p.action ? { kc_action: p.action } : {}),
    }).toString();
    return url.href;
  }

  // --- Sign-in with the popup ---

  /**
   * Must be called from a click: the popup opens synchronously, unless `opened` is the popup the
   * click already opened (the session's code downloads after the click).
   */
  async signIn(options: SignInOptions = {}, opened?: Window | null): Promise<SignInResult> {
    if (authStore.getState().connected) {
      opened?.close();
      return 'connected';
    }
    const popup = opened === undefined ? openSignInPopup(this.win) : opened;
    if (!popup) return 'blocked';
    authStore.setState({ signingIn: true, sessionLost: false });
    try {
      const verifier = createVerifier();
      const state = createState();
      const [config, challenge] = await Promise.all([this.loadConfig(), challengeFor(verifier)]);
      popup.location.replace(this.authorizationUrl(config, { challenge, state, ...(options.create ? { prompt: 'create' as const } : {}) }));
      const outcome = await waitForRedirect(popup, this.redirectUri(config), { host: this.win });
      if (!popup.closed) popup.close();
      if (outcome.kind === 'inscription') {
        this.deps.navigate(ACCOUNT_CREATION_PATH);
        return 'inscription';
      }
      const code = this.codeFrom(outcome, state, config);
      if (!code) return outcome.kind === 'closed' ? 'cancelled' : 'failed';
      const tokens = await exchangeCode(this.deps.fetch, config, { code, verifier, redirectUri: this.redirectUri(config) });
      this.connect(tokens);
      await this.afterConnected({ withCode: true, redirects: { redirectPostConnexion: true, redirectSelect: true, ...options.redirects }, returnTo: options.returnTo });
      return 'connected';
    } catch {
      if (!popup.closed) popup.close();
      this.disconnect();
      showToast('error', GENERIC_ERROR_MESSAGE);
      return 'failed';
    } finally {
      authStore.setState({ signingIn: false });
    }
  }

  // --- The provider's account actions (external provider: Keycloak's kc_action) ---

  /**
   * Runs `action` at the provider in `popup` (opened by the click) for the signed-in person, and
   * takes the tokens the provider gives back (they carry the changed values: new address, names).
   */
  async providerAction(action: ProviderAction, popup: Window | null, before?: () => Promise<void>): Promise<ProviderActionResult> {
    if (!popup) return 'blocked';
    try {
      const verifier = createVerifier();
      const state = createState();
      const [config, challenge] = await Promise.all([this.loadConfig(), challengeFor(verifier)]);
      if (before) await before();
      popup.location.replace(this.authorizationUrl(config, { challenge, state, action }));
      const outcome = await waitForRedirect(popup, this.redirectUri(config), { host: this.win });
      if (!popup.closed) popup.close();
      if (outcome.kind === 'closed') return 'closed';
      const status = outcome.kind === 'redirect' ? outcome.url.searchParams.get('kc_action_status') : null;
      const code = this.codeFrom(outcome, state, config);
      if (code) {
        const tokens = await exchangeCode(this.deps.fetch, config, { code, verifier, redirectUri: this.redirectUri(config) });
        this.connect(tokens);
        await this.loadUser();
      }
      if (status === 'cancelled') return 'cancelled';
      return code && status !== 'error' ? 'done' : 'failed';
    } catch {
      if (!popup.closed) popup.close();
      return 'failed';
    }
  }

  private codeFrom(outcome: RedirectOutcome, state: string, config: AuthClientConfig): string | null {
    if (outcome.kind !== 'redirect') return null;
    const params = outcome.url.searchParams;
    if (params.get('state') !== state) return null;
    const iss = params.get('iss');
    if (iss !== null && iss !== config.issuer) return null;
    return params.get('code');
  }

  // --- Silent restore after a reload ---

  /** Restores the session from the provider's session, without any UI (hidden iframe, prompt=none). */
  async restore(): Promise<boolean> {
    if (authStore.getState().connected) return true;
    // Without the hint, this browser has no session to restore: no hidden round trip.
    if (!(await readSessionHint(this.win))) return false;
    authStore.setState({ restoring: true });
    const doc = this.win.document;
    const iframe = doc.createElement('iframe');
    try {
      const config = await this.loadConfig();
      const verifier = createVerifier();
      const state = createState();
      const challenge = await challengeFor(verifier);
      iframe.hidden = true;
      iframe.setAttribute('aria-hidden', 'true');
      iframe.tabIndex = -1;
      iframe.title = 'Restauration de la session';
      iframe.src = this.authorizationUrl(config, { challenge, state, prompt: 'none' });
      doc.body.appendChild(iframe);
      const frame = iframe.contentWindow;
      if (!frame) return false;
      const outcome = await waitForRedirect(frame, this.redirectUri(config), { host: this.win, intervalMs: 100, timeoutMs: SILENT_RESTORE_TIMEOUT_MS });
      const code = this.codeFrom(outcome, state, config);
      if (!code) {
        // The provider's session is gone (login_required): stop asking on every page.
        if (outcome.kind === 'redirect') clearSessionHint(this.win.document);
        return false;
      }
      const tokens = await exchangeCode(this.deps.fetch, config, { code, verifier, redirectUri: this.redirectUri(config) });
      this.connect(tokens);
      await this.afterConnected({ withCode: false });
      return true;
    } catch {
      return false;
    } finally {
      iframe.remove();
      authStore.setState({ restoring: false });
    }
  }

  // --- Tokens ---

  private connect(tokens: TokenResponse): void {
    const claims = parseJwtClaims(tokens.access_token);
    const previous = authStore.getState().jwtToken;
    authStore.setState({
      connected: true,
      sessionLost: false,
      jwtToken: {
        access_token: tokens.access_token,
        refresh_token: tokens.refresh_token ?? previous?.refresh_token ?? null,
        refresh_expires_in: tokens.refresh_expires_in ?? 0,
        expires_in: tokens.expires_in,
        id_token: tokens.id_token ?? null,
      },
      claims,
      preferredUsername: claims?.preferred_username ?? claims?.email ?? null,
      firstName: claims?.given_name ?? null,
      lastName: claims?.family_name ?? null,
      refreshExpiryStart: this.now(),
    });
    setSessionHint(this.win.document, tokens.refresh_expires_in ?? 0);
    this.scheduleTimers(tokens);
  }

  private scheduleTimers(tokens: TokenResponse): void {
    this.win.clearTimeout(this.refreshTimer);
    this.win.clearTimeout(this.expiryTimer);
    const refreshIn = Math.max(1_000, tokens.expires_in * 1000 - REFRESH_MARGIN_MS);
    if (tokens.refresh_token || authStore.getState().jwtToken?.refresh_token) {
      this.refreshTimer = this.win.setTimeout(() => void this.refresh(), refreshIn);
    }
    if (tokens.refresh_expires_in) {
      this.expiryTimer = this.win.setTimeout(() => this.checkExpiry(), tokens.refresh_expires_in * 1000);
    }
  }

  /** The refresh expiry passed while connected: session-lost modal and logout (SPEC §4). */
  checkExpiry(): void {
    const { connected, jwtToken, refreshExpiryStart } = authStore.getState();
    if (!connected || !jwtToken?.refresh_expires_in || refreshExpiryStart === null) return;
    if (this.now() >= refreshExpiryStart + jwtToken.refresh_expires_in * 1000) {
      this.disconnect();
      authStore.setState({ sessionLost: true });
    }
  }

  /** After the tab slept: timers may have been held back. */
  onVisible(): void {
    this.checkExpiry();
    const { connected, jwtToken, refreshExpiryStart } = authStore.getState();
    if (connected && jwtToken && refreshExpiryStart !== null && this.now() >= refreshExpiryStart + jwtToken.expires_in * 1000 - REFRESH_MARGIN_MS) {
      void this.refresh();
    }
  }

  /** Refreshes the tokens (one refresh at a time); resolves to the new access token, or null after a failure, which disconnects (SPEC §8). */
  refresh(): Promise<string | null> {
    this.pendingRefresh ??= this.doRefresh().finally(() => {
      this.pendingRefresh = null;
    });
    return this.pendingRefresh;
  }

  private async doRefresh(): Promise<string | null> {
    const refreshToken = authStore.getState().jwtToken?.refresh_token;
    if (!refreshToken) return null;
    try {
      const config = await this.loadConfig();
      const tokens = await refreshTokens(this.deps.fetch, config, refreshToken);
      if (authStore.getState().jwtToken?.refresh_token !== refreshToken) return authStore.getState().jwtToken?.access_token ?? null;
      this.connect(tokens);
      return tokens.access_token;
    } catch (e) {
      if (e instanceof TokenError) {
        // The provider ended the session (a logout elsewhere, a password change, an administrator):
        // the person is told, as when the refresh expiry passes (SPEC §4).
        const wasConnected = authStore.getState().connected;
        this.disconnect();
        if (wasConnected) authStore.setState({ sessionLost: true });
      }
      return null;
    }
  }

  // --- Logout ---

  /** Logs out (after the confirmation dialog): user service logout, revocation, local state. */
  async logout(): Promise<void> {
    const refreshToken = authStore.getState().jwtToken?.refresh_token;
    try {
      await this.deps.api.postJson(z.unknown(), 'logout');
    } catch (e) {
      // SPEC §8: a 401 on logout is silent; other failures show the shared message.
      if (!(isApiError(e) && e.status === 401)) showToast('error', GENERIC_ERROR_MESSAGE);
    }
    const config = refreshToken ? await this.loadConfig().catch(() => null) : null;
    if (config && refreshToken) await revokeToken(this.deps.fetch, config, refreshToken);
    this.disconnect();
    this.deps.navigate(contentRoutes.home);
  }

  /** Clears the tokens and the person's state (SPEC §4: logout success clears auth, user state reset). */
  disconnect(): void {
    clearSessionHint(this.win.document);
    this.win.clearTimeout(this.refreshTimer);
    this.win.clearTimeout(this.expiryTimer);
    this.stopUnreadPolling();
    authStore.setState({
      connected: false,
      jwtToken: null,
      claims: null,
      preferredUsername: null,
      firstName: null,
      lastName: null,
      refreshExpiryStart: null,
    });
    userStore.setState(initialUserState());
    selectedAccountStore.setState({ account: null, status: 'idle' });
  }

  // --- User, accounts and their rules ---

  private async afterConnected(o: { withCode: boolean; redirects?: SignInRedirects; returnTo?: string }): Promise<void> {
    await this.loadUser();
    if (!authStore.getState().connected) return;
    const accounts = await this.loadAccounts();
    if (accounts === null) return;
    let target: string | null = null;
    if (o.withCode && o.redirects) {
      const next = afterSignIn(accounts, o.redirects);
      if (next.kind === 'navigate') target = next.path;
      if (next.kind === 'select') await this.selectAccount(next.accountId, { silent: true });
    }
    if (!selectedAccountStore.getState().account && accounts.some((a) => a.selectionne)) await this.loadSelectedAccount();
    if (target) {
      this.deps.navigate(target);
      return;
    }
    if (o.withCode) {
      const here = this.win.location.pathname;
      const back = o.returnTo && !o.returnTo.startsWith(SIGN_IN_PATH) ? o.returnTo : here === SIGN_IN_PATH ? POST_SIGN_IN_PATH : null;
      if (back && back !== `${here}${this.win.location.search}`) this.deps.navigate(back);
    }
    this.applyRouteRules();
  }

  /** GET user; on failure the message of SPEC §8, user state reset and marked failed. */
  async loadUser(): Promise<void> {
    userStore.setState({ isLoading: true, error: null, failed: false });
    try {
      const info = await this.deps.api.getJson(UserInfoSchema, 'user');
      userStore.setState({ info, contact: contactFields(info), isInternal: isInternalStaff(info.email), isLoading: false });
    } catch {
      userStore.setState({ ...initialUserState(), error: USER_INFO_ERROR_MESSAGE, failed: true });
      showToast('error', USER_INFO_ERROR_MESSAGE);
    }
  }

  /** GET compte-client; a failure is silent (SPEC §8) and leaves the accounts unknown. */
  async loadAccounts(): Promise<CustomerAccount[] | null> {
    try {
      const accounts = await this.deps.api.getJson(CustomerAccountListSchema, 'compte-client');
      userStore.setState({ accounts });
      return accounts;
    } catch {
      return null;
    }
  }

  /** POST compte-client/{id}/selectionner: only it is selected, then it is loaded. */
  async selectAccount(id: number, { silent = false } = {}): Promise<boolean> {
    try {
      await this.deps.api.postJson(z.unknown(), `compte-client/${id}/selectionner`);
    } catch {
      selectedAccountStore.setState({ status: 'error' });
      if (!silent) showToast('error', GENERIC_ERROR_MESSAGE);
      return false;
    }
    const accounts = userStore.getState().accounts;
    if (accounts) userStore.setState({ accounts: accounts.map((a) => ({ ...a, selectionne: a.id === id })) });
    await this.loadSelectedAccount();
    return true;
  }

  /** A remote selected another account or changed one (event account:changed): reload the accounts and the selected one. */
  async reloadAccounts(): Promise<void> {
    if (!authStore.getState().connected) return;
    const accounts = await this.loadAccounts();
    if (accounts?.some((a) => a.selectionne)) await this.loadSelectedAccount();
  }

  /** GET compte-client/selectionne and its first subscription; fills missing labels; starts the unread counter. */
  async loadSelectedAccount(): Promise<void> {
    selectedAccountStore.setState({ status: 'loading' });
    try {
      const account = await this.deps.api.getJson(CustomerAccountSchema, 'compte-client/selectionne');
      const subscriptions = await this.deps.api.getJson(SubscriptionListSchema, `abonnements/${account.id}`, { date: parisDay() }).catch(() => []);
      let selected = withBilling(account, subscriptions);
      const person = { firstName: userStore.getState().info?.firstName ?? '', lastName: userStore.getState().info?.lastName ?? '' };
      const completion = accountCompletion(selected, person);
      if (completion.kind === 'fill') {
        const updated = await this.deps.api
          .putJson(CustomerAccountSchema, 'compte-client', {
            id: selected.id,
            version: selected.version,
            libelle_courrier: completion.libelle_courrier,
            libelle_facturation: completion.libelle_facturation,
          })
          .catch(() => null);
        if (updated) selected = withBilling(updated, subscriptions);
      }
      selectedAccountStore.setState({ account: selected, status: 'success' });
      this.updateUnreadPolling();
    } catch {
      selectedAccountStore.setState({ account: null, status: 'error' });
    }
  }

  /** The redirects of SPEC §4 for the current path; run after each navigation and each load. */
  applyRouteRules(): void {
    if (!authStore.getState().connected) return;
    const path = this.win.location.pathname;
    const { accounts, info } = userStore.getState();
    if (mustCreateAccount(path, accounts)) {
      this.deps.navigate(ACCOUNT_CREATION_PATH, { replace: true });
      return;
    }
    const account = selectedAccountStore.getState().account;
    const ws = webServiceRedirect(path, account);
    if (ws) {
      this.deps.navigate(ws, { replace: true });
      return;
    }
    if (account && path !== COMPLETE_ACCOUNT_PATH && path !== PRIVACY_PATH) {
      const person = { firstName: info?.firstName ?? '', lastName: info?.lastName ?? '' };
      if (accountCompletion(account, person).kind === 'complete') this.deps.navigate(COMPLETE_ACCOUNT_PATH, { replace: true });
    }
  }

  // --- Unread revelations (SPEC §4: every 600000 ms for open subscriber accounts) ---

  private updateUnreadPolling(): void {
    const account = selectedAccountStore.getState().account;
    if (!pollsUnreadRevelations(account)) {
      this.stopUnreadPolling();
      return;
    }
    if (this.unreadAccountId === account!.id && this.unreadTimer !== undefined) return;
    this.stopUnreadPolling();
    this.unreadAccountId = account!.id;
    void this.fetchUnread(account!.id);
    this.unreadTimer = this.win.setInterval(() => void this.fetchUnread(account!.id), this.deps.unreadRefreshMs ?? UNREAD_REVELATIONS_REFRESH_MS);
    this.win.addEventListener(REVELATIONS_CHANGED_EVENT, this.onRevelationsChanged);
  }

  private stopUnreadPolling(): void {
    if (this.unreadTimer !== undefined) this.win.clearInterval(this.unreadTimer);
    this.win.removeEventListener(REVELATIONS_CHANGED_EVENT, this.onRevelationsChanged);
    this.unreadTimer = undefined;
    this.unreadAccountId = null;
  }

  /** A page changed which revelations are read: count them again at once. */
  private readonly onRevelationsChanged = (): void => {
    if (this.unreadAccountId !== null) void this.fetchUnread(this.unreadAccountId);
  };

  private async fetchUnread(accountId: number): Promise<void> {
    try {
      const r = await this.deps.api.getJson(UnreadRevelationsSchema, 'revelation/enAlerte', { id_compte_client: accountId });
      // The counter is the polled account's: an answer for an account left meanwhile is dropped.
      if (this.unreadAccountId !== accountId) return;
      userStore.setState({ unreadRevelations: r.nombre_non_lues, unreadFavouriteRevelations: r.nombre_non_lues_favoris });
    } catch {
      // The counter keeps its last value.
    }
  }
}
