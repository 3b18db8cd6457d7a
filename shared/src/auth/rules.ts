import { splitCodes, type CustomerAccount, type SelectedCustomerAccount } from './contracts';
import { CITY_MAX_LENGTH, LABEL_MAX_LENGTH } from './limits';
import {
  ACCOUNT_CREATION_PATH,
  COMPLETE_ACCOUNT_PATH,
  PERSONAL_INFORMATION_PATH,
  PERSONAL_SPACE_PATH,
  PRIVACY_PATH,
  SELECT_ACCOUNT_PATH,
} from './paths';

// The redirect and labelling rules of SPEC §4 and §6, as pure functions.

export interface SignInRedirects {
  /** Go to account creation when the person has no customer account. */
  redirectPostConnexion: boolean;
  /** Go to the select-account page when the person has several accounts. */
  redirectSelect: boolean;
}

export type AfterSignIn = { kind: 'navigate'; path: string } | { kind: 'select'; accountId: number } | { kind: 'none' };

/** SPEC §4: what follows the fetch of the accounts after a sign-in with a code. */
export function afterSignIn(accounts: CustomerAccount[], redirects: SignInRedirects): AfterSignIn {
  if (accounts.length === 0) return redirects.redirectPostConnexion ? { kind: 'navigate', path: ACCOUNT_CREATION_PATH } : { kind: 'none' };
  if (accounts.length > 1 && redirects.redirectSelect) return { kind: 'navigate', path: SELECT_ACCOUNT_PATH };
  if (accounts.length === 1 && !accounts[0]!.selectionne) return { kind: 'select', accountId: accounts[0]!.id };
  return { kind: 'none' };
}

/** SPEC §4: a connected person without any account goes to account creation, except from there and the privacy page. */
export function mustCreateAccount(pathname: string, accounts: CustomerAccount[] | null): boolean {
  return accounts !== null && accounts.length === 0 && pathname !== ACCOUNT_CREATION_PATH && pathname !== PRIVACY_PATH;
}

/**
 * Whether a page may ask the API for the signed-in person's own data (orders, wallet, invoices…,
 * all of one customer account): 'signed-out' without a session; 'pending' while the shell is still
 * opening it (a sign-in or a reload's silent restore, which learn the person's customer accounts);
 * 'no-account' for a person without any, whose calls would all be refused (409) and whom the shell
 * sends to the account's creation; 'ready' otherwise, accounts that could not be loaded included
 * (the pages then show their own failures).
 */
export type OwnDataState = 'signed-out' | 'pending' | 'no-account' | 'ready';

export function ownDataState(auth: { connected: boolean; restoring: boolean; signingIn: boolean }, accounts: readonly unknown[] | null): OwnDataState {
  if (!auth.connected) return 'signed-out';
  if (auth.restoring || auth.signingIn) return 'pending';
  return accounts?.length === 0 ? 'no-account' : 'ready';
}

/** SPEC §6: offers WS or WS_INTEG without 14. */
export function isWebServiceAccount(account: Pick<CustomerAccount, 'offres_de_service'> | null): boolean {
  if (!account) return false;
  const offers = new Set(splitCodes(account.offres_de_service));
  return (offers.has('WS') || offers.has('WS_INTEG')) && !offers.has('14');
}

const WEB_SERVICE_ALLOWED = [SELECT_ACCOUNT_PATH, COMPLETE_ACCOUNT_PATH, PRIVACY_PATH];

/**
 * Where a web-service account is sent (SPEC §4): it only uses the personal space. From the
 * select-account page it stays (the "select" page), from account creation it goes to the
 * account's information (the "third" page), from anywhere else to the personal-space home.
 */
export function webServiceRedirect(pathname: string, account: CustomerAccount | null): string | null {
  if (!isWebServiceAccount(account)) return null;
  if (pathname === PERSONAL_SPACE_PATH || pathname.startsWith(`${PERSONAL_SPACE_PATH}/`) || WEB_SERVICE_ALLOWED.includes(pathname)) return null;
  if (pathname === ACCOUNT_CREATION_PATH) return PERSONAL_INFORMATION_PATH;
  return PERSONAL_SPACE_PATH;
}


export type AccountCompletion =
  | { kind: 'ok' }
  | { kind: 'complete' }
  | { kind: 'fill'; libelle_courrier: string; libelle_facturation: string };

/** The label a missing mail or billing label takes: the company name, else "last first name". */
export function defaultLabel(account: Pick<CustomerAccount, 'denomination_sociale'>, person: { firstName: string; lastName: string }): string {
  const name = account.denomination_sociale?.trim();
  const label = name || `${person.lastName} ${person.firstName}`.trim();
  return label.slice(0, LABEL_MAX_LENGTH).trim();
}

/** SPEC §4: the complete-account page, the filling of missing labels, or nothing. Open accounts only. */
export function accountCompletion(account: SelectedCustomerAccount, person: { firstName: string; lastName: string }): AccountCompletion {
  if (account.position !== 'OUVERT') return { kind: 'ok' };
  const hasMail = !!account.libelle_courrier?.trim();
  const hasBilling = !!account.libelle_facturation?.trim();
  const longName = (account.denomination_sociale?.trim().length ?? 0) > LABEL_MAX_LENGTH;
  const longCity = (account.ville_facturation?.trim().length ?? 0) > CITY_MAX_LENGTH;
  if ((longName && !hasMail && !hasBilling) || longCity) return { kind: 'complete' };
  if (hasMail && hasBilling) return { kind: 'ok' };
  // A company name too long for a label gives way to the label already chosen.
  const existing = hasMail ? account.libelle_courrier!.trim() : hasBilling ? account.libelle_facturation!.trim() : '';
  const fallback = longName && existing ? existing : defaultLabel(account, person);
  if (!fallback) return { kind: 'ok' };
  return {
    kind: 'fill',
    libelle_courrier: hasMail ? account.libelle_courrier!.trim() : fallback,
    libelle_facturation: hasBilling ? account.libelle_facturation!.trim() : fallback,
  };
}

/** SPEC §4/§6: subscriber accounts that are open get their unread revelations refreshed. */
export function pollsUnreadRevelations(account: Pick<CustomerAccount, 'type_compte' | 'position'> | null): boolean {
  return account?.type_compte === 'ABONNE' && account.position === 'OUVERT';
}

/** The service offer of the company monitoring subscription (SPEC §7 Monitoring service). */
export const MONITORING_OFFER = 'SURV';

/** The account subscribes to the monitoring offer: its `offres_de_service` lists SURV. */
export function hasMonitoringOffer(account: Pick<CustomerAccount, 'offres_de_service'> | null): boolean {
  return !!account && splitCodes(account.offres_de_service).includes(MONITORING_OFFER);
}
