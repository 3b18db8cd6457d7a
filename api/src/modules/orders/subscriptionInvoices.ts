// Subscription invoices: each monthly period of a subscription sold with a price is billed once, by
// one invoice of one line, as soon as the period has started and while the subscription gives its
// services: the first period when it starts (paid already, or on invoice for an account entitled to
// deferred payment), the next ones by the maintenance step. An unpaid invoice is to be paid within
// MONTHLY_PAYMENT_DAYS, like a monthly invoice of deferred orders, and is billed to the
// subscription's billing contact. A subscription asked to end is billed up to its last period; a
// suspended one is not billed until it is paid up. The settlement pass (`suspendOverdueSubscriptions`)
// suspends a subscription with an invoice unpaid past its due date and tells the customer by mail.
import type { AdressePostale, MoyenAccepte } from '@portail/shared/api';
import { INTITULES_MOYEN_PAIEMENT, offreAbonnement } from '@portail/shared/api';
import { formatDateFr } from '@portail/shared/format/dates';
import type { Database, Queryable } from '../../db/types';
import type { Mailer } from '../mail';
import { lockAccount, parisDay, periodAmounts, periodEnd, periodStart, SUBSCRIPTION_VAT_POINTS as VAT_POINTS, syncOffers } from '../accounts';
import type { InvoiceData, InvoiceLine } from './documents/types';
import type { SellerIdentity } from '../pdf';
import { customerOf, dueDate, insertInvoice, nextNumber, type IssuedInvoice } from './invoices';
import { suspensionMail } from './subscriptionMail';

interface BillableSubscription {
  id: number;
  compte_client_id: number;
  code_offre: string;
  prix_mensuel_ht: number | null;
  date_debut: string;
  date_fin: string | null;
  demarre: boolean;
  suspendu: boolean;
  libelle: string;
  contact_prenom: string | null;
  contact_nom: string | null;
  numero_voie_facturation: string | null;
  complement_adresse_facturation: string | null;
  code_postal_facturation: string | null;
  ville_facturation: string | null;
  pays_facturation: string | null;
}

/** The period of a subscription in force on `day` that is to be billed; null when none is. */
function billablePeriod(s: Pick<BillableSubscription, 'prix_mensuel_ht' | 'date_debut' | 'date_fin' | 'demarre' | 'suspendu'>, day: string): { debut: string; fin: string } | null {
  // Subscriptions without a stored price were not sold here: they are not billed here.
  if (s.prix_mensuel_ht === null || !s.demarre || s.suspendu || s.date_debut > day || (s.date_fin !== null && s.date_fin < day)) return null;
  const debut = periodStart(s.date_debut, day);
  if (s.date_fin !== null && debut > s.date_fin) return null;
  return { debut, fin: periodEnd(s.date_debut, day) };
}

/** "Abonnement Surveillance – du 15/03/2026 au 14/04/2026". */
export function subscriptionLineLabel(offer: string, debut: string, fin: string): string {
  return `Abonnement ${offer} – du ${formatDateFr(debut)} au ${formatDateFr(fin)}`;
}

function billingAddress(s: BillableSubscription): AdressePostale | null {
  if (!s.numero_voie_facturation || !s.code_postal_facturation || !s.ville_facturation) return null;
  const contact = [s.contact_prenom, s.contact_nom].filter((v) => v?.trim()).join(' ');
  return {
    destinataire: contact || s.libelle,
    ligne1: s.numero_voie_facturation,
    ligne2: s.complement_adresse_facturation || null,
    code_postal: s.code_postal_facturation,
    ville: s.ville_facturation,
    pays: s.pays_facturation || 'France',
  };
}

/** How a period was paid when its invoice is issued paid. */
export interface PaidWith {
  moyen: Exclude<MoyenAccepte, 'DIFFERE'>;
  /** ISO date-time of the payment. */
  date: string;
  carte: string | null;
  transaction: string | null;
}

/**
 * Issues, in `tx`, the invoice of the period of subscription `id` that contains `day`, unless that
 * period is already billed or not to be billed (no price, not started, suspended, not in force):
 * paid when `paid` says how, else to be paid by its due date. The subscription is locked first, so
 * two issuers of the same period wait for each other and the second finds it billed.
 */
export async function issueSubscriptionInvoice(tx: Queryable, id: number, seller: SellerIdentity, day: string, paid: PaidWith | null = null): Promise<IssuedInvoice | null> {
  const [s] = await tx.query<BillableSubscription>(
    `select a.id, a.compte_client_id, a.code_offre, a.prix_mensuel_ht, a.date_debut::text as date_debut, a.date_fin::text as date_fin,
            a.demarre_le is not null as demarre, a.suspendu_le is not null as suspendu,
            coalesce(nullif(a.libelle_facturation, ''), c.libelle_facturation, c.denomination_sociale, '') as libelle,
            a.contact_prenom, a.contact_nom, a.numero_voie_facturation, a.complement_adresse_facturation, a.code_postal_facturation,
            a.ville_facturation, a.pays_facturation
       from abonnement a join compte_client c on c.id = a.compte_client_id
      where a.id = $1 for update of a`,
    [id],
  );
  if (!s) return null;
  const period = billablePeriod(s, day);
  if (!period) return null;
  const [billed] = await tx.query('select 1 from facture where abonnement_id = $1 and periode_debut = $2::date', [s.id, period.debut]);
  if (billed) return null;

  const year = Number(day.slice(0, 4));
  const { rang, numero } = await nextNumber(tx, year);
  const price = s.prix_mensuel_ht!;
  const montants = periodAmounts(price);
  const offer = offreAbonnement(s.code_offre)?.libelle ?? s.code_offre;
  const line: InvoiceLine = {
    libelle: subscriptionLineLabel(offer, period.debut, period.fin),
    detail: null,
    // The offers' services are online ones.
    diffusion: 'ELEC',
    quantite: 1,
    nombre_envois: 1,
    prix_unitaire_ht: price,
    frais_envoi_unitaire: 0,
    montants,
    reference_commande: null,
  };
  const due = await dueDate(tx, day);
  const data: InvoiceData = {
    numero,
    type: 'ABONNEMENT',
    date_emission: day,
    mois: null,
    abonnement: { code_offre: s.code_offre, libelle_offre: offer, debut: period.debut, fin: period.fin },
    vendeur: seller,
    client: await customerOf(tx, s.compte_client_id, s.libelle, billingAddress(s)),
    references_commandes: [],
    devise: 'EUR',
    taux_tva: VAT_POINTS / 100,
    lignes: [line],
    totaux: montants,
    paiement: paid
      ? { moyen: paid.moyen, intitule: INTITULES_MOYEN_PAIEMENT[paid.moyen], statut: 'PAYEE', date: paid.date, carte: paid.carte, transaction: paid.transaction, echeance: null }
      : { moyen: 'DIFFERE', intitule: INTITULES_MOYEN_PAIEMENT.DIFFERE, statut: 'A_PAYER', date: null, carte: null, transaction: null, echeance: due },
  };
  const invoiceId = await insertInvoice(
    tx,
    {
      type: 'ABONNEMENT',
      accountId: s.compte_client_id,
      orderId: null,
      month: null,
      subscription: { id: s.id, ...period },
      date: day,
      statut: paid ? 'PAYEE' : 'A_PAYER',
      moyen: paid?.moyen ?? 'DIFFERE',
      data,
    },
    year,
    rang,
  );
  return { id: invoiceId, numero };
}

/**
 * Issues the invoices of the periods of subscriptions in force on `today` (in France) that have
 * started and are not billed yet, one transaction each. Runs as a maintenance step and is safe to
 * run again: a period is billed once. Returns how many invoices were issued.
 */
export async function issueSubscriptionInvoices(db: Database, seller: SellerIdentity, today: string = parisDay(new Date())): Promise<number> {
  const candidates = await db.query<Pick<BillableSubscription, 'id' | 'prix_mensuel_ht' | 'date_debut' | 'date_fin' | 'demarre' | 'suspendu'> & { dernier: string | null }>(
    `select a.id, a.prix_mensuel_ht, a.date_debut::text as date_debut, a.date_fin::text as date_fin, true as demarre, false as suspendu,
            (select max(f.periode_debut)::text from facture f where f.abonnement_id = a.id) as dernier
       from abonnement a
      where a.prix_mensuel_ht is not null and a.demarre_le is not null and a.suspendu_le is null
        and a.date_debut <= $1::date and (a.date_fin is null or a.date_fin >= $1::date)
      order by a.id`,
    [today],
  );
  let issued = 0;
  for (const c of candidates) {
    const period = billablePeriod(c, today);
    if (!period || (c.dernier !== null && c.dernier >= period.debut)) continue;
    if (await db.transaction((tx) => issueSubscriptionInvoice(tx, c.id, seller, today), { durable: true })) issued += 1;
  }
  return issued;
}

/** Unpaid invoices of a subscription whose due date is before `$2` (a day). */
const OVERDUE = `exists (select 1 from facture f where f.abonnement_id = a.id and f.type = 'ABONNEMENT' and f.statut = 'A_PAYER'
                    and (f.donnees -> 'paiement' ->> 'echeance')::date < $2::date)`;

/**
 * The settlement pass of subscription invoices: every subscription in force on `today` (in France)
 * with an invoice unpaid past its due date is suspended (its offer leaves the account) and the
 * people acting for the account are told by one mail each, in the same transaction. A suspended
 * subscription is not suspended again: running the pass twice sends one mail. Paying the invoice
 * lifts the suspension (subscriptionPayments.ts). Returns how many subscriptions were suspended.
 */
export async function suspendOverdueSubscriptions(db: Database, today: string = parisDay(new Date()), mail: { mailer: Mailer; origin: string } | null = null): Promise<number> {
  const due = await db.query<{ id: number; compte_client_id: number }>(
    `select a.id, a.compte_client_id from abonnement a
      where a.demarre_le is not null and a.suspendu_le is null and (a.date_fin is null or a.date_fin >= $1::date) and ${OVERDUE.replaceAll('$2', '$1')}
      order by a.id`,
    [today],
  );
  let suspended = 0;
  for (const c of due) {
    const done = await db.transaction(
      async (tx) => {
        await lockAccount(tx, c.compte_client_id);
        const [s] = await tx.query<{ code_offre: string; numero: string; echeance: string; montant_ttc: number; numero_client: string }>(
          `update abonnement a set suspendu_le = now()
            where a.id = $1 and a.suspendu_le is null and ${OVERDUE}
           returning a.code_offre,
             (select f.numero from facture f where f.abonnement_id = a.id and f.statut = 'A_PAYER' order by f.periode_debut limit 1) as numero,
             (select f.donnees -> 'paiement' ->> 'echeance' from facture f where f.abonnement_id = a.id and f.statut = 'A_PAYER' order by f.periode_debut limit 1) as echeance,
             (select f.montant_ttc from facture f where f.abonnement_id = a.id and f.statut = 'A_PAYER' order by f.periode_debut limit 1) as montant_ttc,
             (select c.numero_client from compte_client c where c.id = a.compte_client_id) as numero_client`,
          [c.id, today],
        );
        if (!s) return false;
        await syncOffers(tx, c.compte_client_id, today);
        if (mail) {
          const people = await tx.query<{ email: string }>(
            `select distinct u.email from compte_client_utilisateur cu join identity_user u on u.id::text = cu.sujet
              where cu.compte_client_id = $1 and u.email_verified order by u.email`,
            [c.compte_client_id],
          );
          const offer = offreAbonnement(s.code_offre)?.libelle ?? s.code_offre;
          for (const p of people) {
            await mail.mailer.queue(tx, suspensionMail({ to: p.email, offre: offer, numero_client: s.numero_client, facture: s.numero, echeance: s.echeance, montant_ttc: s.montant_ttc, origin: mail.origin }));
          }
        }
        return true;
      },
      { durable: true },
    );
    if (done) suspended += 1;
  }
  if (suspended > 0) void mail?.mailer.deliver();
  return suspended;
}

/**
 * Lifts, in `tx`, the suspension of subscription `id` once no invoice of it is unpaid past its due
 * date (`today` in France): its services open again at once.
 */
export async function liftSuspension(tx: Queryable, id: number, today: string): Promise<boolean> {
  const lifted = await tx.query<{ compte_client_id: number }>(
    `update abonnement a set suspendu_le = null where a.id = $1 and a.suspendu_le is not null and not ${OVERDUE} returning a.compte_client_id`,
    [id, today],
  );
  if (lifted.length === 0) return false;
  await syncOffers(tx, lifted[0]!.compte_client_id, today);
  return true;
}
