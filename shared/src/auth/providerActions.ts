import { useSyncExternalStore } from 'react';

// Where the person manages their account, and the account actions of an external provider
// (Keycloak's application-initiated actions, kc_action), as the personal space sees them. The
// shell's session learns which from the API's /auth/config (`account_management`) and registers
// here how to run an action: in the sign-in popup, which comes back to the page that started it
// with fresh tokens. Kept on globalThis, like the stores, so that every copy of this package in the
// page shares it.

/** Keycloak's application-initiated actions the personal space starts. */
export type ProviderAction = 'UPDATE_PASSWORD' | 'UPDATE_EMAIL' | 'UPDATE_PROFILE' | 'delete_account';

/**
 * 'done': the provider says the action was carried out; 'cancelled': the person gave it up at the
 * provider; 'closed': the window was closed before coming back (an account deletion ends so: the
 * provider shows its own last page); 'blocked': the browser blocked the window; 'failed': anything else.
 */
export type ProviderActionResult = 'done' | 'cancelled' | 'closed' | 'blocked' | 'failed';

/** What a page says of each way the provider's window came back, but success (the page's own words). */
export const PROVIDER_ACTION_OUTCOMES: Record<Exclude<ProviderActionResult, 'done'>, { tone: 'info' | 'error'; title: string }> = {
  cancelled: { tone: 'info', title: 'Aucune modification : vous avez annulé dans la fenêtre de connexion.' },
  closed: { tone: 'info', title: 'Aucune modification : la fenêtre de connexion a été fermée.' },
  blocked: {
    tone: 'error',
    title: 'Votre navigateur a bloqué la fenêtre de connexion. Autorisez les fenêtres pop-up pour ce site, puis réessayez.',
  },
  failed: { tone: 'error', title: 'La modification n’a pas pu être faite. Veuillez réessayer.' },
};

export interface AccountManagement {
  /** 'portal': the portal's own forms (embedded provider); 'provider-actions': the provider's actions. */
  mode: 'portal' | 'provider-actions';
  /** Whether the account can be deleted from the personal space. */
  deletion: boolean;
}

export interface ProviderActionOptions {
  /** Runs once the window is open, before it goes to the provider (e.g. the API records the request). */
  before?: () => Promise<void>;
}

type Runner = (action: ProviderAction, options: ProviderActionOptions) => Promise<ProviderActionResult>;

interface Runtime {
  management: AccountManagement | null;
  runner: Runner | null;
  listeners: Set<() => void>;
}

const KEY = '__PORTAIL_ACCOUNT_ACTIONS__';

function runtime(): Runtime {
  const g = globalThis as unknown as Record<string, Runtime | undefined>;
  g[KEY] ??= { management: null, runner: null, listeners: new Set() };
  return g[KEY]!;
}

/** The shell tells how the account is managed, and how to run a provider action. */
export function registerAccountManagement(management: AccountManagement, runner: Runner | null): void {
  const r = runtime();
  r.management = management;
  r.runner = runner;
  for (const listener of r.listeners) listener();
}

/** How the account is managed; null until the shell knows. */
export function accountManagement(): AccountManagement | null {
  return runtime().management;
}

function subscribe(listener: () => void): () => void {
  const r = runtime();
  r.listeners.add(listener);
  return () => r.listeners.delete(listener);
}

/** How the account is managed (null until the shell knows), for the personal space's screens. */
export function useAccountManagement(): AccountManagement | null {
  return useSyncExternalStore(subscribe, accountManagement, () => null);
}

/**
 * Runs a provider action. Call it from a click: the shell opens its window at once, as popup
 * blockers require.
 */
export function startProviderAction(action: ProviderAction, options: ProviderActionOptions = {}): Promise<ProviderActionResult> {
  const runner = runtime().runner;
  return runner ? runner(action, options) : Promise.resolve('failed');
}
