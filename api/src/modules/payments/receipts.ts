// Payments received (encaissements) and their receipts (justificatifs): a card payment of an
// order or of a wallet top-up, a payment of an invoice (card, wallet, bank transfer). What a receipt prints is fixed when the money is received; its PDF is
// rendered once, on first request.
import { INTITULES_MOYEN_PAIEMENT, type Encaissement, type PaymentMethod } from '@portail/shared/api';
import { dayIn } from '@portail/shared/format/dates';
import { pageTotal } from '../../db/paging';
import type { Database, Queryable } from '../../db/types';
import { territoryOfDocument, type InvoiceCustomer, type SellerIdentity } from '../pdf';
import { renderReceiptPdf, type ReceiptData, isoTimestamp } from '../orders';
import type { Territory } from '../basket';
import { accountById } from '../accounts';

export interface ReceivedPayment {
  paymentId: string;
  accountId: number;
  objet: 'COMMANDE' | 'RECHARGE' | 'FACTURE';
  moyen: PaymentMethod;
  amount: number;
  devise: 'EUR' | 'XPF';
  carte: string | null;
  transaction: string | null;
  order: { id: number; reference: string; libelle_facturation: string; adresse: InvoiceCustomer['adresse'] } | null;
  invoice: { id: number; numero: string } | null;
  /** ISO date-time the payment was accepted. */
  date: string;
}

/**
 * Records the money received, once per payment, in the paying transaction. Its number names the
 * year of the payment's day in the territory of its currency (Nouméa's for francs CFP), the day its
 * receipt is dated by.
 */
export async function recordReceipt(tx: Queryable, p: ReceivedPayment, seller: SellerIdentity): Promise<void> {
  const account = await accountById(tx, p.accountId);
  const [seq] = await tx.query<{ n: number }>(`select nextval('justificatif_seq')::int as n`);
  const year = dayIn(territoryOfDocument(p.devise), new Date(p.date)).slice(0, 4);
  const numero = `JU${year}-${String(seq!.n).padStart(6, '0')}`;
  const label = p.order?.libelle_facturation ?? account?.libelle_facturation ?? account?.denomination_sociale ?? account?.numero_client ?? '';
  const data: ReceiptData = {
    numero,
    date: p.date,
    vendeur: seller,
    client: {
      libelle_facturation: label,
      numero_client: account?.numero_client ?? '',
      adresse: p.order?.adresse ?? null,
      siren: account?.siren?.trim() || null,
      tva_intracommunautaire: account?.tva_intra_communautaire ?? null,
    },
    objet: p.objet,
    reference: p.order?.reference ?? (p.objet === 'FACTURE' ? p.invoice!.numero : `Rechargement ${p.paymentId.slice(0, 8).toUpperCase()}`),
    montant: p.amount,
    devise: p.devise,
    moyen: p.moyen,
    intitule_moyen: INTITULES_MOYEN_PAIEMENT[p.moyen],
    carte: p.carte,
    transaction: p.transaction,
    numero_facture: p.invoice?.numero ?? null,
  };
  await tx.query(
    `insert into encaissement (numero_justificatif, compte_client_id, paiement_id, objet, moyen, montant, devise, carte, transaction, commande_id, facture_id, donnees)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb) on conflict (paiement_id) do nothing`,
    [numero, p.accountId, p.paymentId, p.objet, p.moyen, p.amount, p.devise, p.carte, p.transaction, p.order?.id ?? null, p.invoice?.id ?? null, JSON.stringify(data)],
  );
}

/** The receipt's PDF, rendered on first request and kept. */
export async function receiptPdf(db: Database, id: number): Promise<Buffer | null> {
  const [row] = await db.query<{ pdf: Uint8Array | null; donnees: ReceiptData | string }>('select pdf, donnees from encaissement where id = $1', [id]);
  if (!row) return null;
  if (row.pdf) return Buffer.from(row.pdf);
  const data = typeof row.donnees === 'string' ? (JSON.parse(row.donnees) as ReceiptData) : row.donnees;
  await db.query('update encaissement set pdf = $2 where id = $1 and pdf is null', [id, await renderReceiptPdf(data)]);
  const [stored] = await db.query<{ pdf: Uint8Array }>('select pdf from encaissement where id = $1', [id]);
  return Buffer.from(stored!.pdf);
}

/** A payment received by an account `sub` acts for, with its territory; null otherwise. */
export async function findReceiptFor(db: Queryable, sub: string, id: number): Promise<{ id: number; numero: string; territoire: Territory } | null> {
  const [row] = await db.query<{ id: number; numero: string; territoire: Territory }>(
    `select e.id, e.numero_justificatif as numero, e.territoire from encaissement e
      where e.id = $2 and exists (select 1 from compte_client_utilisateur u where u.compte_client_id = e.compte_client_id and u.sujet = $1)`,
    [sub, id],
  );
  return row ?? null;
}

/** The account's payments received on a territory (in its currency), newest first. */
export async function listReceipts(db: Queryable, accountId: number, territory: Territory, page: { limit: number; offset: number }): Promise<{ total: number; items: Encaissement[] }> {
  const rows = await db.query<Encaissement & { facture_id: number | null; facture_numero: string | null; total: number }>(
    `select e.id, e.numero_justificatif as numero, ${isoTimestamp('e.cree_le')} as date, e.moyen, e.objet, e.montant, e.devise, e.carte, e.transaction,
            c.reference as reference_commande, f.id as facture_id, f.numero as facture_numero, count(*) over ()::int as total
       from encaissement e left join commande c on c.id = e.commande_id left join facture f on f.id = e.facture_id
      where e.compte_client_id = $1 and e.territoire = $2 order by e.cree_le desc, e.id desc limit $3 offset $4`,
    [accountId, territory, page.limit, page.offset],
  );
  const total = await pageTotal(db, rows, 'select count(*)::int as n from encaissement where compte_client_id = $1 and territoire = $2', [accountId, territory]);
  return {
    total,
    items: rows.map(({ facture_id, facture_numero, total: _t, ...e }) => ({ ...e, facture: facture_id === null ? null : { id: facture_id, numero: facture_numero! } })),
  };
}
