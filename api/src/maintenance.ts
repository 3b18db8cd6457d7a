// Periodic work of the commercial core, in every API process (each step is safe to run twice at
// once: it locks or skips what another process holds): card payments nobody answered, the monthly
// invoices of the months that are over, the offers of the subscriptions that ended, the invoices
// of the subscription periods that began and the suspension of those left unpaid past due, the
// reminder of invoices left unpaid a week past due, guest
// baskets left alone for long, change detection of monitored companies (a safety net: producers run
// it themselves) and the daily digests of it.
import type { Devise } from '@portail/shared/api';
import type { Database } from './db/types';
import { purgeGuestBaskets } from './modules/basket';
import type { Mailer } from './modules/mail';
import { detectRevelations, sendDigests } from './modules/monitoring';
import type { SellerIdentity } from './modules/pdf';
import { issueMonthlyInvoices, remindOverdueInvoices, issueSubscriptionInvoices, suspendOverdueSubscriptions } from './modules/orders';
import { expireStalePayments } from './modules/payments';
import { settleEndedSubscriptions } from './modules/accounts';
import { siteOfCurrency } from './siteOrigins';
import { parisDay } from '@portail/shared/format/dates';

/** Guest baskets untouched this long are forgotten. */
export const GUEST_BASKET_DAYS = 90;

export interface Maintenance {
  /** One pass of every step (also what the timers run). */
  run(): Promise<void>;
  stop(): void;
}

/** What the mailing steps need: the mail outbox and the sites their links point to. */
export interface DigestMail {
  mailer: Mailer;
  /** The mainland site: monitoring digests and suspension notices link to it. */
  origin: string;
  /** The site of a currency's territory: an invoice's reminder links to the site of its currency. */
  originOf: (devise: Devise) => string;
}

/** The mailing steps' outbox and sites, from the shells' public origins (the mainland's first). */
export function digestMail(mailer: Mailer, shellOrigins: readonly string[]): DigestMail {
  return { mailer, origin: shellOrigins[0]!, originOf: siteOfCurrency(shellOrigins) };
}

export function startMaintenance(db: Database, seller: SellerIdentity, log: (message: string) => void, everyMs = 5 * 60_000, digests?: DigestMail): Maintenance {
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
      await step('abonnements terminés', () => settleEndedSubscriptions(db, parisDay()));
      await step("factures d'abonnement émises", () => issueSubscriptionInvoices(db, seller));
      await step('abonnements suspendus pour facture impayée', () => suspendOverdueSubscriptions(db, parisDay(), digests ?? null));
      if (digests) await step('factures impayées relancées', () => remindOverdueInvoices(db, { mailer: digests.mailer, origin: digests.originOf, seller }));
      await step('paniers de visiteurs oubliés', () => purgeGuestBaskets(db, GUEST_BASKET_DAYS));
      await step('révélations de surveillance', async () => (await detectRevelations(db)).revelations);
      if (digests) await step('résumés de surveillance envoyés', () => sendDigests(db, digests.mailer, new Date(), digests.origin));
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return { run, stop: () => clearInterval(timer) };
}
