import { defineStore } from './registry';
import type { ToastType } from '../bus/eventBus';
import { DEFAULT_VARIANT, type SearchBoost, type VariantId } from '../site/variants';
import type { AccessTokenClaims, ContactFields, CustomerAccount, JwtToken, SelectedCustomerAccount, UserInfo } from '../auth/contracts';

// Stores owned by the shell. Remotes read them and call their actions; they never replace them.

export interface SiteState {
  variant: VariantId;
  product: string;
  siteName: string;
  searchBoost: SearchBoost;
  buildVersion: string;
}

/** What a page knows of its site (`pageSite`, `useSite`). */
export type PageSite = Omit<SiteState, 'buildVersion'>;

/**
 * The site of the browser's page, which the shell fills once. Never read on a server: a renderer
 * serves both sites at once, and each render has its own (`pageSite`; lint rule `site-store`).
 */
export const siteStore = defineStore<SiteState>('site', () => ({
  variant: DEFAULT_VARIANT,
  product: 'portail',
  siteName: 'Portail',
  searchBoost: null,
  buildVersion: '0',
}));

export interface AuthState {
  connected: boolean;
  /** Claims of the access token (SPEC §3), for display. */
  preferredUsername: string | null;
  firstName: string | null;
  lastName: string | null;
  /**
   * The tokens (SPEC §3 jwtToken), in memory only: never in localStorage or sessionStorage. The
   * shell's auth module writes them; API calls read them through `authApi()`.
   */
  jwtToken: JwtToken | null;
  /** Parsed claims of the access token. */
  claims: AccessTokenClaims | null;
  /** When `jwtToken.refresh_expires_in` started counting (ms since the epoch). */
  refreshExpiryStart: number | null;
  /** A reload is restoring the session from the identity provider's session. */
  restoring: boolean;
  /** The sign-in popup is open or its code is being exchanged. */
  signingIn: boolean;
  /** The refresh expiry passed while connected: the session-lost modal shows. */
  sessionLost: boolean;
}

export const authStore = defineStore<AuthState>('auth', () => ({
  connected: false,
  preferredUsername: null,
  firstName: null,
  lastName: null,
  jwtToken: null,
  claims: null,
  refreshExpiryStart: null,
  restoring: false,
  signingIn: false,
  sessionLost: false,
}));

/** SPEC §3 "User info" and the user state around it. */
export interface UserState {
  info: UserInfo | null;
  contact: ContactFields;
  /** The address belongs to internal staff (SPEC §6). */
  isInternal: boolean;
  isLoading: boolean;
  /** Message of the last failure to load the user info (SPEC §8). */
  error: string | null;
  failed: boolean;
  /** The person's customer accounts; null until loaded. */
  accounts: CustomerAccount[] | null;
  unreadRevelations: number;
  unreadFavouriteRevelations: number;
}

export const EMPTY_CONTACT: ContactFields = { address: '', extraAddress: '', postcode: '', city: '', country: '', mobile: '', landline: '' };

export const initialUserState = (): UserState => ({
  info: null,
  contact: { ...EMPTY_CONTACT },
  isInternal: false,
  isLoading: false,
  error: null,
  failed: false,
  accounts: null,
  unreadRevelations: 0,
  unreadFavouriteRevelations: 0,
});

export const userStore = defineStore<UserState>('user', initialUserState);

/** SPEC §3 "Selected customer account" with its loading state (SPEC §4). */
export interface SelectedAccountState {
  account: SelectedCustomerAccount | null;
  status: 'idle' | 'loading' | 'success' | 'error';
}

export const selectedAccountStore = defineStore<SelectedAccountState>('selectedAccount', () => ({ account: null, status: 'idle' }));

export interface BasketSummaryState {
  articleCount: number;
  loading: boolean;
  error: boolean;
}

export const basketStore = defineStore<BasketSummaryState>('basket', () => ({
  articleCount: 0,
  loading: false,
  error: false,
}));

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  durationMs: number;
}

export interface ToastState {
  toasts: Toast[];
}

export const TOAST_DEFAULT_DURATION_MS = 10_000;

export const toastStore = defineStore<ToastState>('toasts', () => ({ toasts: [] }));

/** The last toast id given in the page, whichever app showed the toast. */
const toastIds = () => defineStore('toast-ids', () => ({ last: 0 }));

export function showToast(type: ToastType, message: string, durationMs = TOAST_DEFAULT_DURATION_MS): number {
  const ids = toastIds();
  ids.setState((s) => ({ last: s.last + 1 }));
  const id = ids.getState().last;
  toastStore.setState((s) => ({ toasts: [...s.toasts, { id, type, message, durationMs }] }));
  if (durationMs > 0) setTimeout(() => dismissToast(id), durationMs);
  return id;
}

export function dismissToast(id: number): void {
  toastStore.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
}
