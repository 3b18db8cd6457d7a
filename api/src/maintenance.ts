// Periodic work of the commercial core, in every API process (each step is safe to run twice at
// once: it locks or skips what another process holds): card payments nobody answered, the monthly
// invoices of the months that are over, guest baskets left alone for long.
import type { Database } from './db/types';
import { purgeGuestBaskets } from './modules/basket/baskets';
import type { SellerIdentity } from './modules/orders/documents/types';
import { issueMonthlyInvoices } from './modules/orders/invoices';
import { expireStalePayments } from './modules/payments/payments';

/** Guest baskets untouched this long are forgotten. */
export const GUEST_BASKET_DAYS = 90;

export interface Maintenance {
  /** One pass of every step (also what the timers run). */
  run(): Promise<void>;
  stop(): void;
}

export function startMaintenance(db: Database, seller: SellerIdentity, log: (message: string) => void, everyMs = 5 * 60_000): Maintenance {
  let running: Promise<void> | null = null;
  const step = async (label: string, fn: () => Promise<number>) => {
    try {
      const n = await fn();
      if (n > 0) log(`${label} : ${n}`);
    } catch (e) {
      log(`${label} : échec (${(e as Error).message})`);
    }
  };
  const run = () => {
    running ??= (async () => {
      await step('paiements expirés', () => expireStalePayments(db));
      await step('factures mensuelles émises', () => issueMonthlyInvoices(db, seller));
      await step('paniers de visiteurs oubliés', () => purgeGuestBaskets(db, GUEST_BASKET_DAYS));
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return { run, stop: () => clearInterval(timer) };
}
