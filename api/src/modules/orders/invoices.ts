// Invoices: one per paid order, one a month for the orders of an account that pays by monthly
// invoice, one per monthly period of a subscription (subscriptionInvoices.ts). Numbers form an unbroken sequence per year: the rank is taken in the transaction that
// issues the invoice, so a rolled-back issue gives its rank back. What an invoice prints is fixed
// when it is issued (`donnees`); its PDF is rendered once, on first request, and kept.
import type { FactureResume, Montants, MoyenAccepte } from '@portail/shared/api';
import { DELAI_PAIEMENT_FACTURE_JOURS, INTITULES_MOYEN_PAIEMENT, libelleReglement } from '@portail/shared/api';
import { formatRidet, formatSiren } from '@portail/shared/format/identifiers';
import { pageTotal } from '../../db/paging';
import type { Database, Queryable } from '../../db/types';
import { accountById } from '../accounts';
import type { InvoiceData, InvoiceLine } from './documents/types';
import type { InvoiceCustomer, SellerIdentity } from '../pdf';
import { renderInvoicePdf } from './documents/invoicePdf';
import { dayIn, TERRITORY_TIMES } from '@portail/shared/format/dates';
import { territoryOfCurrency } from '@portail/shared/http/territory';
import { PARIS_TODAY, territoryTodayOf } from '../../db/days';
import { amountsOf, orderLines, type OrderLineRow, type OrderRow } from './orders';
import type { Territory } from '../basket';

/** Days a monthly invoice gives to pay (Code de commerce L441-10: 30 days by default). */
export const MONTHLY_PAYMENT_DAYS = DELAI_PAIEMENT_FACTURE_JOURS;

export interface IssuedInvoice {
  id: number;
  numero: string;
}

/** The next number of `year`, in the caller's transaction. */
export async function nextNumber(tx: Queryable, year: number): Promise<{ rang: number; numero: string }> {
  const [row] = await tx.query<{ dernier: number }>(
    `insert into facture_sequence (annee, dernier) values ($1, 1)
     on conflict (annee) do update set dernier = facture_sequence.dernier + 1 returning dernier`,
    [year],
  );
  const rang = row!.dernier;
  return { rang, numero: `FA${year}-${String(rang).padStart(6, '0')}` };
}

/** "DANONE (SIREN 552 032 534) – Comptes complets de l'exercice clos le 31/12/2023 – tous les 3 mois pendant 12 mois". */
export function lineDetail(l: OrderLineRow): string {
  const siren = l.entite_siren?.trim();
  const ridet = l.entite_ridet?.trim();
  const identifier = siren ? ` (SIREN ${formatSiren(siren)})` : ridet ? ` (RIDET ${formatRidet(ridet)})` : '';
  const parts = [`${l.entite_denomination}${identifier}`];
  if (l.document_libelle) parts.push(l.document_libelle);
  if (l.frequence_mois && l.duree_mois) parts.push(`un envoi tous les ${l.frequence_mois} mois pendant ${l.duree_mois} mois`);
  return parts.join(' – ');
}

function toInvoiceLine(l: OrderLineRow, reference: string | null): InvoiceLine {
  return {
    libelle: l.libelle,
    detail: lineDetail(l),
    diffusion: l.diffusion,
    quantite: l.quantite,
    nombre_envois: l.nombre_envois,
    prix_unitaire_ht: l.prix_unitaire_ht,
    frais_envoi_unitaire: l.frais_envoi_unitaire,
    montants: amountsOf(l),
    reference_commande: reference,
  };
}

/** Who an invoice is billed to: `label` and `address` as given, the account's numbers and identifiers. */
export async function customerOf(db: Queryable, accountId: number, label: string, address: InvoiceCustomer['adresse']): Promise<InvoiceCustomer> {
  const account = await accountById(db, accountId);
  return {
    libelle_facturation: label,
    numero_client: account?.numero_client ?? '',
    adresse: address,
    siren: account?.siren?.trim() || null,
    tva_intracommunautaire: account?.tva_intra_communautaire ?? null,
  };
}

export interface NewInvoice {
  type: InvoiceData['type'];
  accountId: number;
  orderId: number | null;
  month: string | null;
  /** A subscription invoice: the subscription and the period it covers. */
  subscription?: { id: number; debut: string; fin: string } | undefined;
  date: string;
  statut: 'PAYEE' | 'A_PAYER';
  moyen: MoyenAccepte;
  data: InvoiceData;
}

/** Stores an issued invoice (numbered by `nextNumber` in the same transaction). */
export async function insertInvoice(tx: Queryable, v: NewInvoice, year: number, rang: number): Promise<number> {
  const t = v.data.totaux;
  const [row] = await tx.query<{ id: number }>(
    `insert into facture (numero, annee, rang, type, compte_client_id, commande_id, mois, abonnement_id, periode_debut, periode_fin, date_emission, statut,
                          moyen_paiement, devise, montant_ht, frais_envoi, montant_tva, montant_ttc, donnees)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19::jsonb) returning id`,
    [
      v.data.numero,
      year,
      rang,
      v.type,
      v.accountId,
      v.orderId,
      v.month,
      v.subscription?.id ?? null,
      v.subscription?.debut ?? null,
      v.subscription?.fin ?? null,
      v.date,
      v.statut,
      v.moyen,
      v.data.devise,
      t.montant_ht,
      t.frais_envoi,
      t.montant_tva,
      t.montant_ttc,
      JSON.stringify(v.data),
    ],
  );
  return row!.id;
}

/** The day an invoice issued on `date` and payable later is due: MONTHLY_PAYMENT_DAYS after. */
export async function dueDate(tx: Queryable, date: string): Promise<string> {
  const [row] = await tx.query<{ d: string }>(`select ($1::date + $2::int)::text as d`, [date, MONTHLY_PAYMENT_DAYS]);
  return row!.d;
}

/** The due date of invoice `alias` (a SQL date; null for one paid at the order), as it prints it. */
export const dueDateOf = (alias: string): string => `((${alias}.donnees -> 'paiement' ->> 'echeance')::date)`;

/**
 * Whether invoice `alias` is « En retard »: unpaid, and its due date over by its territory's day
 * (Nouméa's for an invoice in francs CFP) at `at` (a SQL timestamptz). Derived, never stored.
 */
export const overdue = (alias: string, at = 'now()'): string => `(${alias}.statut = 'A_PAYER' and ${dueDateOf(alias)} < ${territoryTodayOf(`${alias}.territoire`, at)})`;

/** Today in Paris (AAAA-MM-JJ), by the database's clock: the day of what is the mainland's only. */
export async function parisToday(tx: Queryable): Promise<string> {
  const [row] = await tx.query<{ d: string }>(`select ${PARIS_TODAY}::text as d`);
  return row!.d;
}

/**
 * The invoice of a paid order, in the paying transaction: issued on the day of the payment (`paid.date`,
 * an instant) in the order's territory, Nouméa's for an order of the New Caledonia site.
 */
export async function issueOrderInvoice(
  tx: Queryable,
  order: OrderRow,
  paid: { moyen: MoyenAccepte; date: string; carte: string | null; transaction: string | null },
  seller: SellerIdentity,
): Promise<IssuedInvoice> {
  const date = dayIn(order.territoire, new Date(paid.date));
  const year = Number(date.slice(0, 4));
  const { rang, numero } = await nextNumber(tx, year);
  const lines = await orderLines(tx, order.id);
  const data: InvoiceData = {
    numero,
    type: 'COMMANDE',
    date_emission: date,
    mois: null,
    vendeur: seller,
    client: await customerOf(tx, order.compte_client_id, order.libelle_facturation, order.adresse_facturation),
    references_commandes: [order.reference],
    devise: order.devise,
    taux_tva: order.taux_tva_points_base / 100,
    lignes: lines.map((l) => toInvoiceLine(l, null)),
    totaux: amountsOf(order),
    paiement: { moyen: paid.moyen, intitule: libelleReglement(paid.moyen, order.montant_ttc), statut: 'PAYEE', date: paid.date, carte: paid.carte, transaction: paid.transaction, echeance: null },
  };
  const id = await insertInvoice(tx, { type: 'COMMANDE', accountId: order.compte_client_id, orderId: order.id, month: null, date, statut: 'PAYEE', moyen: paid.moyen, data }, year, rang);
  return { id, numero };
}

const sum = (list: Montants[]): Montants =>
  list.reduce((a, m) => ({ montant_ht: a.montant_ht + m.montant_ht, frais_envoi: a.frais_envoi + m.frais_envoi, montant_tva: a.montant_tva + m.montant_tva, montant_ttc: a.montant_ttc + m.montant_ttc }), {
    montant_ht: 0,
    frais_envoi: 0,
    montant_tva: 0,
    montant_ttc: 0,
  });

interface PendingMonth {
  compte_client_id: number;
  mois: string;
  devise: 'EUR' | 'XPF';
}

/** Each territory's day at `at` (AAAA-MM-JJ), by territory: { FR: …, NC: … }. */
function territoryDays(at: Date): Record<Territory, string> {
  return Object.fromEntries(Object.keys(TERRITORY_TIMES).map((t) => [t, dayIn(t as Territory, at)])) as Record<Territory, string>;
}

/**
 * Issues the monthly invoices of the months that are over (in each order's territory: Paris's
 * calendar on the mainland, Nouméa's in New Caledonia): for each account and currency, the orders
 * accepted for monthly invoicing that no invoice covers yet, on an invoice dated by that
 * territory's day at `at`. Runs at start and every hour; an invoice already issued for a month is
 * not issued again.
 */
export async function issueMonthlyInvoices(db: Database, seller: SellerIdentity, at: Date = new Date()): Promise<number> {
  const days = territoryDays(at);
  const pending = await db.query<PendingMonth>(
    `select compte_client_id, date_trunc('month', date_commande)::date::text as mois, devise
       from commande
      where moyen_paiement = 'DIFFERE' and statut not in ('EN_ATTENTE_PAIEMENT', 'REFUSEE', 'ANNULEE') and facture_mensuelle_id is null
        and date_commande < date_trunc('month', ($1::jsonb ->> territoire)::date)
      group by 1, 2, 3 order by 2, 1`,
    [JSON.stringify(days)],
  );
  let issued = 0;
  for (const p of pending) {
    const done = await db.transaction(
      async (tx) => {
        const orders = await tx.query<OrderRow>(
          `select c.id, c.reference, c.libelle_facturation, c.adresse_facturation, c.taux_tva_points_base, c.montant_ht, c.frais_envoi, c.montant_tva, c.montant_ttc
             from commande c
            where c.compte_client_id = $1 and c.devise = $2 and c.moyen_paiement = 'DIFFERE' and c.facture_mensuelle_id is null
              and c.statut not in ('EN_ATTENTE_PAIEMENT', 'REFUSEE', 'ANNULEE') and date_trunc('month', c.date_commande)::date = $3::date
            order by c.cree_le, c.id for update`,
          [p.compte_client_id, p.devise, p.mois],
        );
        if (orders.length === 0) return false;
        const date = days[territoryOfCurrency(p.devise)!];
        const year = Number(date.slice(0, 4));
        const { rang, numero } = await nextNumber(tx, year);
        const lines: InvoiceLine[] = [];
        for (const o of orders) for (const l of await orderLines(tx, o.id)) lines.push(toInvoiceLine(l, o.reference));
        const latest = orders[orders.length - 1]!;
        const due = await dueDate(tx, date);
        const data: InvoiceData = {
          numero,
          type: 'MENSUELLE',
          date_emission: date,
          mois: p.mois,
          vendeur: seller,
          client: await customerOf(tx, p.compte_client_id, latest.libelle_facturation, latest.adresse_facturation),
          references_commandes: orders.map((o) => o.reference),
          devise: p.devise,
          taux_tva: latest.taux_tva_points_base / 100,
          lignes: lines,
          totaux: sum(orders.map(amountsOf)),
          paiement: { moyen: 'DIFFERE', intitule: INTITULES_MOYEN_PAIEMENT.DIFFERE, statut: 'A_PAYER', date: null, carte: null, transaction: null, echeance: due },
        };
        const id = await insertInvoice(tx, { type: 'MENSUELLE', accountId: p.compte_client_id, orderId: null, month: p.mois, date, statut: 'A_PAYER', moyen: 'DIFFERE', data }, year, rang);
        await tx.query('update commande set facture_mensuelle_id = $1 where id = any($2::int[])', [id, orders.map((o) => o.id)]);
        return true;
      },
      { durable: true },
    );
    if (done) issued += 1;
  }
  return issued;
}

/** The invoice's PDF: rendered the first time it is asked for, the same bytes ever after. */
export async function invoicePdf(db: Database, id: number): Promise<Buffer | null> {
  const [row] = await db.query<{ pdf: Uint8Array | null; donnees: InvoiceData | string }>('select pdf, donnees from facture where id = $1', [id]);
  if (!row) return null;
  if (row.pdf) return Buffer.from(row.pdf);
  const data = typeof row.donnees === 'string' ? (JSON.parse(row.donnees) as InvoiceData) : row.donnees;
  const rendered = await renderInvoicePdf(data);
  // Two first requests at once: the first stored wins, and both answer with it.
  await db.query('update facture set pdf = $2 where id = $1 and pdf is null', [id, rendered]);
  const [stored] = await db.query<{ pdf: Uint8Array }>('select pdf from facture where id = $1', [id]);
  return Buffer.from(stored!.pdf);
}

/** An invoice of an account `sub` acts for, with its territory; null otherwise. */
export async function findInvoiceFor(db: Queryable, sub: string, id: number): Promise<(IssuedInvoice & { territoire: Territory }) | null> {
  const [row] = await db.query<IssuedInvoice & { territoire: Territory }>(
    `select f.id, f.numero, f.territoire from facture f
      where f.id = $2 and exists (select 1 from compte_client_utilisateur u where u.compte_client_id = f.compte_client_id and u.sujet = $1)`,
    [sub, id],
  );
  return row ?? null;
}

interface InvoiceRow {
  id: number;
  numero: string;
  type: FactureResume['type'];
  date_emission: string;
  mois: string | null;
  code_offre: string | null;
  libelle_offre: string | null;
  periode_debut: string | null;
  periode_fin: string | null;
  devise: 'EUR' | 'XPF';
  montant_ht: number;
  frais_envoi: number;
  montant_tva: number;
  montant_ttc: number;
  statut: 'PAYEE' | 'A_PAYER';
  moyen_paiement: FactureResume['moyen_paiement'];
  echeance: string | null;
  en_retard: boolean;
  references: string[];
  total: number;
}

/** The account's invoices on a territory (in its currency), newest first. */
export async function listInvoices(db: Queryable, accountId: number, territory: Territory, page: { limit: number; offset: number }): Promise<{ total: number; items: FactureResume[] }> {
  const rows = await db.query<InvoiceRow>(
    `select f.id, f.numero, f.type, f.date_emission::text as date_emission, f.mois::text as mois, f.devise, f.montant_ht, f.frais_envoi,
            f.montant_tva, f.montant_ttc, f.statut, f.moyen_paiement, f.periode_debut::text as periode_debut, f.periode_fin::text as periode_fin,
            ${dueDateOf('f')}::text as echeance, ${overdue('f')} as en_retard,
            f.donnees -> 'abonnement' ->> 'code_offre' as code_offre, f.donnees -> 'abonnement' ->> 'libelle_offre' as libelle_offre,
            coalesce((select array_agg(c.reference order by c.id) from commande c where c.id = f.commande_id or c.facture_mensuelle_id = f.id), '{}') as references,
            count(*) over ()::int as total
       from facture f where f.compte_client_id = $1 and f.territoire = $2
      order by f.date_emission desc, f.id desc limit $3 offset $4`,
    [accountId, territory, page.limit, page.offset],
  );
  const total = await pageTotal(db, rows, 'select count(*)::int as n from facture where compte_client_id = $1 and territoire = $2', [accountId, territory]);
  return {
    total,
    items: rows.map((r) => ({
      id: r.id,
      numero: r.numero,
      type: r.type,
      date_emission: r.date_emission,
      mois: r.mois,
      abonnement:
        r.type === 'ABONNEMENT' && r.periode_debut && r.periode_fin
          ? { code_offre: r.code_offre ?? '', libelle_offre: r.libelle_offre ?? r.code_offre ?? '', debut: r.periode_debut, fin: r.periode_fin }
          : null,
      devise: r.devise,
      montants: amountsOf(r),
      statut: r.statut,
      moyen_paiement: r.moyen_paiement,
      echeance: r.echeance,
      en_retard: r.en_retard,
      references_commandes: r.references,
    })),
  };
}

/** The invoice of an order: its own, or the monthly invoice covering it. */
export async function invoiceOfOrder(db: Queryable, order: OrderRow): Promise<IssuedInvoice | null> {
  const [row] = await db.query<IssuedInvoice>('select id, numero from facture where commande_id = $1 or id = $2', [order.id, order.facture_mensuelle_id]);
  return row ?? null;
}

