// The basket on every page: the shell hands record pages' `basket:add-article` events to mf-basket's
// agent (`mf-basket/agent`), loaded on the first need only — an article to add, a guest basket to
// count, a signed-in customer. The header's dot follows what the agent announces (basket:changed).
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  GUEST_BASKET_STORAGE_KEY,
  authStore,
  basketStore,
  on,
  selectedAccountStore,
  showToast,
  type PortailEvents,
} from '@portail/shared';
import { federationReady } from '../federation';
import { whenPageIdle } from '../../navigation/prefetch';
import remoteModules from '../../../registry/remote-modules.json';

interface BasketAgent {
  add(e: PortailEvents['basket:add-article']): Promise<void>;
  refresh(): Promise<void>;
}

export const BASKET_UNAVAILABLE = 'Le panier est momentanément indisponible : veuillez réessayer dans quelques instants.';

let loading: Promise<BasketAgent> | null = null;

function agent(): Promise<BasketAgent> {
  loading ??= (async () => {
    if (!(await federationReady)) throw new Error(BASKET_UNAVAILABLE);
    const mod = await loadRemote<{ createBasketAgent: () => BasketAgent }>(remoteModules.basketAgent);
    if (!mod?.createBasketAgent) throw new Error(BASKET_UNAVAILABLE);
    return mod.createBasketAgent();
  })();
  // A failed load is tried again on the next need.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

function hasGuestBasket(): boolean {
  try {
    return window.localStorage.getItem(GUEST_BASKET_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

const refresh = () =>
  agent().then(
    (a) => a.refresh(),
    () => basketStore.setState({ error: true }),
  );

export function installBasketAgent(): void {
  // Events are queued by the agent's loading promise: none is lost while it loads.
  on('basket:add-article').subscribe((e) => {
    agent().then(
      (a) => a.add(e),
      () => showToast('error', BASKET_UNAVAILABLE),
    );
  });
  // A visitor with a basket sees its count once the page is ready.
  if (hasGuestBasket()) whenPageIdle(window, () => void refresh());
  // A sign-in (or a change of customer account): the account's basket, with the guest's merged in.
  let accountId = selectedAccountStore.getState().account?.id ?? null;
  selectedAccountStore.subscribe((s) => {
    const id = s.account?.id ?? null;
    if (id === accountId) return;
    accountId = id;
    if (id !== null) void refresh();
  });
  // A sign-out: back to this browser's guest basket, if any.
  let connected = authStore.getState().connected;
  authStore.subscribe((s) => {
    if (s.connected === connected) return;
    connected = s.connected;
    if (!connected) {
      if (hasGuestBasket()) void refresh();
      else basketStore.setState({ articleCount: 0 });
    }
  });
}
