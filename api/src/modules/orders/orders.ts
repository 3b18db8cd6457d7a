// Orders (SPEC §7 Commandes v2): created from the selected account's basket of the request's
// territory with the prices of that moment, read by the people who act for the account (each site
// lists its territory's), and moved through their statuses by the payments module (settle, cancel,
// abandon) and by the production of their documents (in preparation, on its way, delivered).
import type {
  AdressePostale,
  CommandeResume,
  CritereDebiteur,
  LigneCommande,
  MoyenAccepte,
  Montants,
  StatutCommande,
  StatutLigne,
} from '@portail/shared/api';
import type { CreationCommandeBody } from '@portail/shared/api/requests';
import { territoryToday } from '../../db/days';
import { pageTotal } from '../../db/paging';
import type { Database, Queryable } from '../../db/types';
import { HttpError, badRequest } from '../../http/errors';
import { assertSameRequest, requestFingerprint } from '../../http/idempotency';
import { basketForOrder, removeOrderedArticles, lineLabel, sumAmounts, type ChannelLine, territoryGrid, type Territory } from '../basket';
import { scheduleProduction } from './schedule';

export interface OrderRow {
  id: number;
  reference: string;
  compte_client_id: number;
  sujet: string;
  courriel: string;
  date_commande: string;
  cree_le: string;
  statut: StatutCommande;
  motif: string | null;
  moyen_paiement: MoyenAccepte;
  grille_code: string;
  devise: 'EUR' | 'XPF';
  /** Its territory's, from its currency. */
  territoire: Territory;
  taux_tva_points_base: number;
  libelle_facturation: string;
  adresse_facturation: AdressePostale | null;
  adresse_livraison: AdressePostale | null;
  montant_ht: number;
  frais_envoi: number;
  montant_tva: number;
  montant_ttc: number;
  panier_id: string | null;
  facture_mensuelle_id: number | null;
}

/** An order line: the channel it was priced for, with its amounts as columns. */
export interface OrderLineRow extends Omit<ChannelLine, 'montants'>, Montants {
  id: number;
  rang: number;
  code_article: LigneCommande['code_article'];
  libelle: string;
  document_id: number | null;
  document_libelle: string | null;
  entite_cle: string;
  entreprise_id: number | null;
  entite_siren: string | null;
  entite_denomination: string;
  /** The RIDET of a Caledonian company the line is about (the registry's, read with the line). */
  entite_ridet?: string | null;
  critere: CritereDebiteur | null;
  statut: StatutLigne;
  panier_article_id: number | null;
}

/** The company or debtor an order line is about, as the API names it (the SIREN column is padded). */
export function lineEntity(l: Pick<OrderLineRow, 'entreprise_id' | 'entite_siren' | 'entite_denomination'>) {
  return { id_entreprise: l.entreprise_id, siren: l.entite_siren?.trim() ?? null, denomination: l.entite_denomination };
}

/** A timestamptz as an ISO 8601 string in UTC, the form the API gives every date-time. */
export const isoTimestamp = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The columns of an order, from `commande` aliased `c`. */
const ORDER_COLUMNS = `c.id, c.reference, c.compte_client_id, c.sujet, c.courriel, c.date_commande::text as date_commande, ${isoTimestamp('c.cree_le')} as cree_le,
  c.statut, c.motif, c.moyen_paiement, c.grille_code, c.devise, c.territoire, c.taux_tva_points_base, c.libelle_facturation, c.adresse_facturation,
  c.adresse_livraison, c.montant_ht, c.frais_envoi, c.montant_tva, c.montant_ttc, c.panier_id, c.facture_mensuelle_id`;

const LINE_COLUMNS = `id, rang, code_article, libelle, document_id, document_libelle, entite_cle, entreprise_id, entite_siren, entite_denomination,
  critere, diffusion, quantite, nombre_envois, frequence_mois, duree_mois, prix_unitaire_ht, frais_envoi_unitaire, montant_ht, frais_envoi,
  montant_tva, montant_ttc, statut, panier_article_id,
  (select e.ridet from entreprise e where e.id = ligne_commande.entreprise_id) as entite_ridet`;

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

export const amountsOf = (r: { montant_ht: number; frais_envoi: number; montant_tva: number; montant_ttc: number }): Montants => ({
  montant_ht: r.montant_ht,
  frais_envoi: r.frais_envoi,
  montant_tva: r.montant_tva,
  montant_ttc: r.montant_ttc,
});

/** The order made with an Idempotency-Key, with the fingerprint of the request that made it. */
async function orderByKey(db: Queryable, accountId: number, key: string): Promise<(OrderRow & { empreinte_requete: string | null }) | null> {
  const [row] = await db.query<OrderRow & { empreinte_requete: string | null }>(
    `select ${ORDER_COLUMNS}, c.empreinte_requete from commande c where c.compte_client_id = $1 and c.cle_idempotence = $2`,
    [accountId, key],
  );
  return row ?? null;
}

/** The order of a retry: the first attempt's, when the retry asks the same (else 422, nothing done). */
function replayed(previous: OrderRow & { empreinte_requete: string | null }, fingerprint: string): { order: OrderRow; created: false } {
  assertSameRequest(previous.empreinte_requete, fingerprint);
  const { empreinte_requete: _fingerprint, ...order } = previous;
  return { order, created: false };
}

/** Confirms, in the transaction that creates it, an order with nothing to pay (payments.ts). */
export type FreeOrderConfirmation = (tx: Queryable, order: OrderRow) => Promise<void>;

export interface NewOrder {
  accountId: number;
  sub: string;
  email: string;
  idempotencyKey: string;
  /** The site's territory: its basket becomes the order, at its grid's prices. */
  territory: Territory;
  body: CreationCommandeBody;
  /** What confirms an order whose total is zero: no payment page, invoice at 0, documents produced. */
  confirmFree: FreeOrderConfirmation;
}

/** An address as orders keep it: every field present, an absent second line null. */
function storedAddress(a: (Omit<AdressePostale, 'ligne2'> & { ligne2?: string | null }) | null | undefined): string | null {
  return a ? JSON.stringify({ ...a, ligne2: a.ligne2 ?? null } satisfies AdressePostale) : null;
}

/** Why a basket's order whose card payment is under way keeps another order from being placed from it. */
export const basketCardAwaited = (reference: string) =>
  `Un paiement par carte de votre commande ${reference}, passée depuis ce panier, est en cours : terminez-le, ou annulez cette commande depuis l'historique de vos commandes avant de commander à nouveau.`;

/** The reason of a basket's order awaiting payment that a new order of the changed basket replaced. */
export const REPLACED_MOTIF = 'Commande remplacée par une nouvelle commande passée depuis le même panier.';

/**
 * One basket never has two orders awaiting payment. Its order awaiting payment, when it holds
 * exactly what the basket holds now at the same total, is given back: the checkout retried after a
 * refused or abandoned card payment pays it again, with the billing details and means given now.
 * When the basket changed since, that order is cancelled and a new one is made (null), unless a card
 * payment of it is under way at the provider (409).
 */
async function resumedOrder(tx: Queryable, basketId: string, articleIds: number[], total: Montants, o: NewOrder): Promise<OrderRow | null> {
  const [open] = await tx.query<{ id: number; reference: string; montant_ttc: number; articles: number[] }>(
    `select c.id, c.reference, c.montant_ttc,
            (select coalesce(array_agg(distinct l.panier_article_id order by l.panier_article_id), '{}') from ligne_commande l where l.commande_id = c.id) as articles
       from commande c where c.panier_id = $1 and c.statut = 'EN_ATTENTE_PAIEMENT' order by c.id limit 1 for update`,
    [basketId],
  );
  if (!open) return null;
  const same = open.montant_ttc === total.montant_ttc && [...new Set(articleIds)].sort((a, b) => a - b).join() === open.articles.map(Number).join();
  if (!same) {
    const awaited = await tx.query(`select 1 from paiement where commande_id = $1 and statut = 'EN_ATTENTE' and expire_le > now()`, [open.id]);
    if (awaited.length > 0) throw new HttpError(409, basketCardAwaited(open.reference));
    await closeUnpaidOrder(tx, open.id, 'ANNULEE', REPLACED_MOTIF);
    return null;
  }
  const [order] = await tx.query<OrderRow>(
    `update commande c set libelle_facturation = $2, adresse_facturation = $3::jsonb, adresse_livraison = $4::jsonb, moyen_paiement = $5
      where c.id = $1 returning ${ORDER_COLUMNS}`,
    [open.id, o.body.libelle_facturation, storedAddress(o.body.adresse_facturation), storedAddress(o.body.adresse_livraison), o.body.moyen_paiement],
  );
  return order!;
}

/**
 * The account's basket becomes an order awaiting payment, with its prices of now; an order with
 * nothing to pay is confirmed at once, in the same transaction. A retry with the same key (a double
 * click, a network retry, two tabs) gives back the order of the first attempt; another body under
 * the same key is refused (422). While the basket has an order awaiting payment, that order is given
 * back, or replaced when the basket changed (see resumedOrder).
 */
export async function createOrder(db: Database, o: NewOrder): Promise<{ order: OrderRow; created: boolean }> {
  const fingerprint = requestFingerprint(o.body);
  const previous = await orderByKey(db, o.accountId, o.idempotencyKey);
  if (previous) return replayed(previous, fingerprint);
  try {
    const outcome = await db.transaction(async (tx): Promise<{ order: OrderRow; created: boolean }> => {
      const grid = await territoryGrid(tx, o.territory, o.accountId, o.body.uid_grille_tarifaire);
      const basket = await basketForOrder(tx, o.accountId, o.territory, grid);
      if (!basket) throw new HttpError(409, 'Votre panier est vide : ajoutez un document avant de commander.');
      if (basket.items.some((i) => i.row.diffusion_courrier) && !o.body.adresse_livraison) {
        throw badRequest('Une adresse de livraison est nécessaire pour les documents envoyés par courrier.');
      }
      const total = sumAmounts(basket.items.flatMap((i) => i.lines.map((l) => l.montants)));
      const resumed = await resumedOrder(tx, basket.basketId, basket.items.map((i) => i.row.id), total, o);
      if (resumed) return { order: resumed, created: false };
      const [created] = await tx.query<OrderRow>(
        `insert into commande as c (compte_client_id, sujet, courriel, cle_idempotence, empreinte_requete, date_commande, moyen_paiement, grille_code,
                               devise, taux_tva_points_base, libelle_facturation, adresse_facturation, adresse_livraison,
                               montant_ht, frais_envoi, montant_tva, montant_ttc, panier_id)
         values ($1, $2, $3, $4, $17, ${territoryToday(o.territory)}, $5, $6, $7, $8, $9, $10::jsonb, $11::jsonb, $12, $13, $14, $15, $16)
         returning ${ORDER_COLUMNS}`,
        [
          o.accountId,
          o.sub,
          o.email,
          o.idempotencyKey,
          o.body.moyen_paiement,
          grid.code,
          grid.devise,
          grid.taux_tva_points_base,
          o.body.libelle_facturation,
          storedAddress(o.body.adresse_facturation),
          storedAddress(o.body.adresse_livraison),
          total.montant_ht,
          total.frais_envoi,
          total.montant_tva,
          total.montant_ttc,
          basket.basketId,
          fingerprint,
        ],
      );
      let rang = 0;
      for (const item of basket.items) {
        const r = item.row;
        for (const l of item.lines) {
          rang += 1;
          await tx.query(
            `insert into ligne_commande (commande_id, rang, code_article, libelle, document_id, document_libelle, entite_cle, entreprise_id,
                                         entite_siren, entite_denomination, critere, diffusion, quantite, nombre_envois, frequence_mois,
                                         duree_mois, prix_unitaire_ht, frais_envoi_unitaire, montant_ht, frais_envoi, montant_tva, montant_ttc,
                                         panier_article_id)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23)`,
            [
              created!.id,
              rang,
              r.code_article,
              lineLabel(r.libelle, l),
              r.document_id,
              item.documentLabel,
              r.entite_cle,
              r.entreprise_id,
              r.entite_siren,
              r.entite_denomination,
              r.critere ? JSON.stringify(r.critere) : null,
              l.diffusion,
              l.quantite,
              l.nombre_envois,
              l.frequence_mois,
              l.duree_mois,
              l.prix_unitaire_ht,
              l.frais_envoi_unitaire,
              l.montants.montant_ht,
              l.montants.frais_envoi,
              l.montants.montant_tva,
              l.montants.montant_ttc,
              r.id,
            ],
          );
        }
      }
      if (total.montant_ttc === 0) {
        await o.confirmFree(tx, created!);
        return { order: (await lockOrder(tx, created!.id))!, created: true };
      }
      return { order: created!, created: true };
    });
    return outcome;
  } catch (e) {
    // Two attempts with one key at the same time: the one that lost gives back the winner's order.
    if ((e as { code?: string }).code === UNIQUE_VIOLATION) {
      const winner = await orderByKey(db, o.accountId, o.idempotencyKey);
      if (winner) return replayed(winner, fingerprint);
    }
    throw e;
  }
}

/** An order of an account `sub` acts for, by reference (and order date when given); null otherwise. */
export async function findOrderFor(db: Queryable, sub: string, reference: string, date?: string): Promise<OrderRow | null> {
  const [row] = await db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from commande c
      where c.reference = $2 and ($3::date is null or c.date_commande = $3::date)
        and exists (select 1 from compte_client_utilisateur u where u.compte_client_id = c.compte_client_id and u.sujet = $1)`,
    [sub, reference, date ?? null],
  );
  return row ?? null;
}

/** An order by id, locked for the transaction that moves it. */
export async function lockOrder(tx: Queryable, id: number): Promise<OrderRow | null> {
  const [row] = await tx.query<OrderRow>(`select ${ORDER_COLUMNS} from commande c where c.id = $1 for update`, [id]);
  return row ?? null;
}

export async function orderLines(db: Queryable, orderId: number): Promise<OrderLineRow[]> {
  return db.query<OrderLineRow>(`select ${LINE_COLUMNS} from ligne_commande where commande_id = $1 order by rang`, [orderId]);
}

export function toOrderLine(l: OrderLineRow): LigneCommande {
  return {
    id: l.id,
    code_article: l.code_article,
    libelle: l.libelle,
    document: l.document_libelle,
    entite: { ...lineEntity(l), critere: l.critere },
    diffusion: l.diffusion,
    quantite: l.quantite,
    nombre_envois: l.nombre_envois,
    frequence_mois: l.frequence_mois,
    duree_mois: l.duree_mois,
    prix_unitaire_ht: l.prix_unitaire_ht,
    frais_envoi_unitaire: l.frais_envoi_unitaire,
    montants: amountsOf(l),
    statut: l.statut,
  };
}

interface ListRow extends OrderRow {
  nombre_lignes: number;
  entites: string[];
  facture_id: number | null;
  facture_numero: string | null;
  total: number;
}

/** The account's orders on a territory, newest first, placed between two dates (inclusive). */
export async function listOrders(
  db: Queryable,
  accountId: number,
  territory: Territory,
  q: { date_debut?: string | undefined; date_fin?: string | undefined; limit: number; offset: number },
): Promise<{ total: number; items: CommandeResume[] }> {
  const where = `c.compte_client_id = $1 and c.territoire = $4 and ($2::date is null or c.date_commande >= $2::date) and ($3::date is null or c.date_commande <= $3::date)`;
  const rows = await db.query<ListRow>(
    `select ${ORDER_COLUMNS},
            (select count(*)::int from ligne_commande l where l.commande_id = c.id) as nombre_lignes,
            (select coalesce(array_agg(distinct l.entite_denomination), '{}') from ligne_commande l where l.commande_id = c.id) as entites,
            coalesce(f.id, m.id) as facture_id, coalesce(f.numero, m.numero) as facture_numero,
            count(*) over ()::int as total
       from commande c
       left join facture f on f.commande_id = c.id
       left join facture m on m.id = c.facture_mensuelle_id
      where ${where}
      order by c.cree_le desc, c.id desc
      limit $5 offset $6`,
    [accountId, q.date_debut ?? null, q.date_fin ?? null, territory, q.limit, q.offset],
  );
  const total = await pageTotal(db, rows, `select count(*)::int as n from commande c where ${where}`, [accountId, q.date_debut ?? null, q.date_fin ?? null, territory]);
  return { total, items: rows.map((r) => toOrderSummary(r, r.nombre_lignes, r.entites, r.facture_id === null ? null : { id: r.facture_id, numero: r.facture_numero! })) };
}

export function toOrderSummary(o: OrderRow, lineCount: number, entities: string[], invoice: { id: number; numero: string } | null): CommandeResume {
  return {
    reference: o.reference,
    date_commande: o.date_commande,
    cree_le: o.cree_le,
    statut: o.statut,
    moyen_paiement: o.moyen_paiement,
    devise: o.devise,
    territoire: o.territoire,
    montants: amountsOf(o),
    nombre_lignes: lineCount,
    entites: entities,
    facture: invoice,
  };
}

/** What settles an order: the payment that paid it, the monthly invoicing that will, or nothing to pay. */
export interface Settlement {
  moyen: MoyenAccepte;
  /** Nothing to pay: paid at once, whatever the means. */
  free?: boolean;
}

/**
 * Whether the basket of an abandoned order was ordered again since: a later order of the same
 * basket that was not given up. A late acceptance of the abandoned order would then pay the same
 * documents twice; it is refunded instead.
 */
export async function orderedAgain(tx: Queryable, order: Pick<OrderRow, 'id' | 'panier_id'>): Promise<boolean> {
  if (order.panier_id === null) return false;
  const rows = await tx.query(
    `select 1 from commande o where o.panier_id = $1 and o.id > $2 and o.statut not in ('ANNULEE', 'ABANDONNEE', 'REFUSEE') limit 1`,
    [order.panier_id, order.id],
  );
  return rows.length > 0;
}

/** The statuses an order leaves when it is settled: awaiting payment, or abandoned for want of it (a late card acceptance). */
export const SETTLEABLE_STATUSES: readonly StatutCommande[] = ['EN_ATTENTE_PAIEMENT', 'ABANDONNEE'];

/**
 * The order is paid (or accepted for monthly invoicing): its lines are ready for production and its
 * documents leave the basket. False when it was not awaiting payment any more (already settled).
 */
export async function settleOrder(tx: Queryable, order: OrderRow, s: Settlement): Promise<boolean> {
  const statut: StatutCommande = s.moyen === 'DIFFERE' && !s.free ? 'VALIDEE' : 'PAYEE';
  // A late acceptance still pays an order abandoned for want of payment: the money was taken.
  const moved = await tx.query(
    `update commande set statut = $2, motif = null where id = $1 and (statut = 'EN_ATTENTE_PAIEMENT' or (statut = 'ABANDONNEE' and $3)) returning id`,
    [order.id, statut, s.moyen === 'CARTE_BANCAIRE'],
  );
  if (moved.length === 0) return false;
  const lines = await tx.query<{ panier_article_id: number | null }>(
    `update ligne_commande set statut = 'A_PRODUIRE' where commande_id = $1 and statut in ('EN_ATTENTE', 'ANNULE') returning panier_article_id`,
    [order.id],
  );
  await scheduleProduction(tx, order.id);
  if (order.panier_id) {
    await removeOrderedArticles(
      tx,
      order.panier_id,
      lines.map((l) => l.panier_article_id).filter((id): id is number => id !== null),
    );
  }
  return true;
}

/**
 * An order awaiting payment ends unpaid: cancelled by the customer, or abandoned past its time. The
 * basket keeps its documents (they leave it only when an order is paid).
 */
export async function closeUnpaidOrder(tx: Queryable, orderId: number, statut: 'ANNULEE' | 'ABANDONNEE', motif: string): Promise<boolean> {
  const moved = await tx.query(`update commande set statut = $2, motif = $3 where id = $1 and statut = 'EN_ATTENTE_PAIEMENT' returning id`, [orderId, statut, motif]);
  if (moved.length === 0) return false;
  await tx.query(`update ligne_commande set statut = 'ANNULE' where commande_id = $1 and statut = 'EN_ATTENTE'`, [orderId]);
  return true;
}

/** The reference, date and status of an order, by id. */
export async function orderHeader(db: Queryable, id: number): Promise<{ reference: string; date_commande: string; statut: StatutCommande } | null> {
  const [row] = await db.query<{ reference: string; date_commande: string; statut: StatutCommande }>(
    'select reference, date_commande::text as date_commande, statut from commande where id = $1',
    [id],
  );
  return row ?? null;
}

/**
 * Whether an order line is delivered: an electronic document once it is available; a document sent
 * by mail once the print-and-post provider has reported every letter of it delivered (« Distribué »).
 */
const LINE_DELIVERED = `(case when l.diffusion <> 'COURRIER' then l.statut = 'DISPONIBLE'
  else l.statut in ('DISPONIBLE', 'EXPEDIE')
   and exists (select 1 from document_emis d join expedition x on x.document_id = d.id where d.ligne_commande_id = l.id)
   and not exists (select 1 from document_emis d join expedition x on x.document_id = d.id where d.ligne_commande_id = l.id and x.etat_postal is distinct from 'DISTRIBUE') end)`;

/** Moves an order on its way (EN_ACHEMINEMENT) to delivered (LIVREE) once every line is; true when it moved. */
export async function orderDelivered(tx: Queryable, orderId: number): Promise<boolean> {
  const moved = await tx.query(
    `update commande c set statut = 'LIVREE'
      where c.id = $1 and c.statut = 'EN_ACHEMINEMENT'
        and not exists (select 1 from ligne_commande l where l.commande_id = c.id and not ${LINE_DELIVERED})
      returning c.id`,
    [orderId],
  );
  return moved.length > 0;
}

/**
 * Moves a paid order on once none of its lines waits for production: delivered (LIVREE) when every
 * line is, on its way (EN_ACHEMINEMENT) otherwise. Returns the status it moved to, null when it did
 * not move (a line still in production, or moved already).
 */
export async function orderProduced(tx: Queryable, orderId: number): Promise<'LIVREE' | 'EN_ACHEMINEMENT' | null> {
  const [moved] = await tx.query<{ statut: 'LIVREE' | 'EN_ACHEMINEMENT' }>(
    `update commande c
        set statut = case when not exists (select 1 from ligne_commande l where l.commande_id = c.id and not ${LINE_DELIVERED}) then 'LIVREE' else 'EN_ACHEMINEMENT' end
      where c.id = $1 and c.statut in ('PAYEE', 'VALIDEE', 'EN_PREPARATION')
        and not exists (select 1 from ligne_commande l where l.commande_id = c.id and l.statut in ('A_PRODUIRE', 'EN_PRODUCTION'))
      returning c.statut`,
    [orderId],
  );
  return moved?.statut ?? null;
}

/** Orders still awaiting payment `hours` after they were placed. */
export async function staleUnpaidOrders(tx: Queryable, hours: number): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    `select id from commande where statut = 'EN_ATTENTE_PAIEMENT' and cree_le < now() - make_interval(hours => $1) for update`,
    [hours],
  );
  return rows.map((r) => r.id);
}
