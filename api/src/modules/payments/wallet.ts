// The electronic wallet of a customer account, per currency: topped up by card on the provider's
// hosted page, spent on orders and subscriptions. The balance never goes below zero (a check constraint backs the
// test below), and each payment moves it once (a unique movement per payment and type).
import type { MouvementPortefeuille } from '@portail/shared/api';
import { formatAmount } from '@portail/shared/format/amounts';
import { pageTotal } from '../../db/paging';
import type { Queryable } from '../../db/types';
import { HttpError } from '../../http/errors';
import { isoTimestamp } from '../orders';

type Devise = 'EUR' | 'XPF';

export async function balance(db: Queryable, accountId: number, devise: Devise): Promise<number> {
  const [row] = await db.query<{ solde: number }>('select solde from portefeuille where compte_client_id = $1 and devise = $2', [accountId, devise]);
  return row?.solde ?? 0;
}

async function lockWallet(tx: Queryable, accountId: number, devise: Devise): Promise<number> {
  await tx.query('insert into portefeuille (compte_client_id, devise) values ($1, $2) on conflict do nothing', [accountId, devise]);
  const [row] = await tx.query<{ solde: number }>('select solde from portefeuille where compte_client_id = $1 and devise = $2 for update', [accountId, devise]);
  return row!.solde;
}

async function move(
  tx: Queryable,
  m: { accountId: number; devise: Devise; type: 'RECHARGE' | 'PAIEMENT' | 'REMBOURSEMENT'; amount: number; label: string; paymentId: string; orderId: number | null },
  after: number,
): Promise<boolean> {
  const inserted = await tx.query(
    `insert into portefeuille_mouvement (compte_client_id, devise, type, montant, solde_apres, libelle, commande_id, paiement_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (paiement_id, type) do nothing returning id`,
    [m.accountId, m.devise, m.type, m.amount, after, m.label, m.orderId, m.paymentId],
  );
  if (inserted.length === 0) return false;
  await tx.query('update portefeuille set solde = $3 where compte_client_id = $1 and devise = $2', [m.accountId, m.devise, after]);
  return true;
}

/** Credits a top-up, once per payment. */
export async function credit(tx: Queryable, accountId: number, devise: Devise, amount: number, paymentId: string): Promise<void> {
  const current = await lockWallet(tx, accountId, devise);
  await move(tx, { accountId, devise, type: 'RECHARGE', amount, label: 'Rechargement par carte bancaire', paymentId, orderId: null }, current + amount);
}

/**
 * Credits a payment the provider would not refund (a card payment received twice), once per
 * payment. `paid.what` names what it paid ("commande C-…", "abonnement Surveillance").
 */
export async function refund(tx: Queryable, accountId: number, devise: Devise, amount: number, paymentId: string, paid: { what: string; orderId: number | null }): Promise<void> {
  const current = await lockWallet(tx, accountId, devise);
  await move(tx, { accountId, devise, type: 'REMBOURSEMENT', amount, label: `Remboursement d'un paiement reçu en double (${paid.what})`, paymentId, orderId: paid.orderId }, current + amount);
}

/** Pays an order from the balance; refused, with nothing debited, when the balance is short. */
export async function debit(tx: Queryable, accountId: number, devise: Devise, amount: number, paymentId: string, order: { id: number; reference: string }): Promise<void> {
  await spend(tx, accountId, devise, amount, paymentId, { label: `Paiement de la commande ${order.reference}`, orderId: order.id, what: 'la commande' });
}

/**
 * Pays something from the balance, under the wallet's row lock, once per payment; refused, with
 * nothing debited, when the balance is short. `what` names it in the refusal ("la commande").
 */
export async function spend(
  tx: Queryable,
  accountId: number,
  devise: Devise,
  amount: number,
  paymentId: string,
  p: { label: string; orderId: number | null; what: string },
): Promise<void> {
  const current = await lockWallet(tx, accountId, devise);
  if (current < amount) {
    const money = (v: number) => formatAmount(v, { thousandsSeparator: true, currency: devise });
    throw new HttpError(
      409,
      `Solde insuffisant : votre portefeuille électronique présente un solde de ${money(current)} et ${p.what} s'élève à ${money(amount)}. Rechargez-le ou choisissez un autre moyen de paiement.`,
    );
  }
  await move(tx, { accountId, devise, type: 'PAIEMENT', amount: -amount, label: p.label, paymentId, orderId: p.orderId }, current - amount);
}

/** The wallet's movements, newest first. */
export async function movements(db: Queryable, accountId: number, devise: Devise, page: { limit: number; offset: number }): Promise<{ total: number; items: MouvementPortefeuille[] }> {
  const rows = await db.query<MouvementPortefeuille & { total: number }>(
    `select m.id, m.type, m.libelle, m.montant, m.solde_apres, ${isoTimestamp('m.cree_le')} as cree_le, c.reference as reference_commande,
            count(*) over ()::int as total
       from portefeuille_mouvement m left join commande c on c.id = m.commande_id
      where m.compte_client_id = $1 and m.devise = $2
      order by m.id desc limit $3 offset $4`,
    [accountId, devise, page.limit, page.offset],
  );
  const total = await pageTotal(db, rows, 'select count(*)::int as n from portefeuille_mouvement where compte_client_id = $1 and devise = $2', [accountId, devise]);
  return { total, items: rows.map(({ total: _t, ...m }) => m) };
}
