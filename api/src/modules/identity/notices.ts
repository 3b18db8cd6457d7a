import type { Queryable } from '../../db';
import type { Mailer } from '../mail';
import { emailChangedMail, passwordChangedMail } from './pages';
import { issueToken } from './users';

// Notices of account changes: the address that held the account is told of a new password or a
// new address, with a single-use link by which its owner, if the change was not theirs, takes the
// account back (the report page, routes.ts).

/** The report page, under the provider's mount path. */
export const REPORT_PATH = '/signalement';

export type AccountChange = { kind: 'password' } | { kind: 'email'; newEmail: string };

/**
 * Queues the notice of `change` to `to` through `tx`, the transaction of the change itself (both
 * commit or neither). The per-recipient limit of the mail forms does not hold it back: a notice
 * goes only to the account's own address, after a change its holder made, and is the one mail the
 * owner must get. The link of an e-mail change remembers `to`, the address to give back.
 */
export async function queueChangeNotice(
  tx: Queryable,
  mailer: Mailer,
  o: { userId: string; to: string; origin: string; base: string; change: AccountChange },
): Promise<void> {
  const token = await issueToken(tx, o.userId, 'signalement', o.change.kind === 'email' ? { old: o.to } : {});
  const link = `${o.origin}${o.base}${REPORT_PATH}?jeton=${encodeURIComponent(token)}`;
  const mail = o.change.kind === 'email' ? emailChangedMail(link, o.change.newEmail) : passwordChangedMail(link);
  await mailer.queue(tx, { to: o.to, kind: 'avis_securite', ...mail });
}
