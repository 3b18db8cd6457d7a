import { Observable, filter, map } from 'rxjs';

// Cross-app events travel as window CustomEvents named `portail:<domain>:<event>`, so that any
// copy of this module, in any remote, sees the same stream. Payloads carry a version `v`:
// changes are additive, a breaking change is a new `v`.

export type OrderShortcut = 'KBIS' | 'COMPTES_ANNUELS' | 'ACTE' | 'ETAT_ENDETTEMENT';
export type ToastType = 'success' | 'warning' | 'error';

export interface PortailEvents {
  'basket:add-article': {
    v: 1;
    shortcut: OrderShortcut;
    siren: string;
    companyId: string;
    denomination: string;
    documentId?: string;
  };
  'basket:changed': { v: 1; articleCount: number };
  'toast:show': { v: 1; type: ToastType; message: string; durationMs?: number };
  'auth:login-requested': { v: 1; returnTo?: string };
  'auth:logout-requested': { v: 1 };
  /** The server ended the person's session (their account was deleted): the shell forgets it without asking. */
  'auth:session-ended': { v: 1 };
  'remote:failed': { v: 1; remote: string; message: string };
  'remote:recovered': { v: 1; remote: string };
  'navigation:done': { v: 1; pathname: string; search: string; hash: string };
  /** A remote selected another customer account, or changed one (labels, subscriptions): the shell reloads them. */
  'account:changed': { v: 1; accountId: number };
  /** A search was submitted (header widget, advanced search): the audience measurement counts it, with consent. No search terms. */
  'search:submitted': { v: 1 };
  /** A new account was registered (the sign-up form was accepted): the audience measurement counts it, with consent. */
  'account:signed-up': { v: 1 };
}

export type PortailEventName = keyof PortailEvents;

export const EVENT_PREFIX = 'portail:';

export function eventType(name: PortailEventName): string {
  return `${EVENT_PREFIX}${name}`;
}

function isVersioned(detail: unknown): detail is { v: number } {
  return typeof detail === 'object' && detail !== null && typeof (detail as { v?: unknown }).v === 'number';
}

export function publish<N extends PortailEventName>(name: N, payload: PortailEvents[N]): void {
  window.dispatchEvent(new CustomEvent(eventType(name), { detail: payload }));
}

/** Observable of one event's payloads; payloads of another version are ignored. */
export function on<N extends PortailEventName>(name: N, version: PortailEvents[N]['v'] = 1): Observable<PortailEvents[N]> {
  return new Observable<Event>((subscriber) => {
    const handler = (e: Event) => subscriber.next(e);
    window.addEventListener(eventType(name), handler);
    return () => window.removeEventListener(eventType(name), handler);
  }).pipe(
    map((e) => (e as CustomEvent<unknown>).detail),
    filter((d): d is PortailEvents[N] => isVersioned(d) && d.v === version),
  );
}
