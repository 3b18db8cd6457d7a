// Shipments of printed copies, as the print-and-post provider carries them out: each letter is
// deposited by a job of the queue (the provider answers its tracking number), then moved on only by
// the provider's signed notifications (printed, handed to La Poste, delivered, returned). Every
// step is kept with its time; a notification delivered twice is recorded once, and a late one never
// moves a letter back. A returned letter is sent again once, free of charge, to a corrected address.
import type { AdressePostale, EtapeCourrier, ShipmentStatus } from '@portail/shared/api';
import { POSTAL_STATE_RANK, letterReference, parseLetterReference, type PostalNotification, type PostalState } from '@portail/shared/postal/protocol';
import type { Database, Queryable } from '../../db/types';
import { HttpError } from '../../http/errors';
import { enqueue, type JobHandler, type NewJob } from '../../jobs/queue';
import type { PostalConfig } from './config';
import { orderDelivered } from '../orders';
import { depositLetter } from './provider';

/** The job that deposits a letter with the provider. */
export const SEND_LETTER = 'courrier.envoyer';

/** Sending `sending` (1, or 2 for the free resend) of the shipment of document `documentId`. */
export const sendLetterJob = (documentId: number, sending: number): NewJob => ({
  type: SEND_LETTER,
  key: `courrier:${documentId}:${sending}`,
  payload: { document: documentId, envoi: sending },
});

/** How many times a returned letter is sent again free of charge. */
export const FREE_RESENDS = 1;

export interface PostalContext {
  db: Database;
  config: PostalConfig;
  fetch?: typeof fetch;
}

interface ShipmentRow {
  document_id: number;
  adresse: AdressePostale;
  exemplaires: number;
  renvois: number;
  numero_suivi: string | null;
  etat_postal: PostalState | null;
  statut: ShipmentStatus;
}

const SHIPMENT_COLUMNS = 'x.document_id, x.adresse, x.exemplaires, x.renvois, x.numero_suivi, x.etat_postal, x.statut';

/** The job handler: deposits the letter of the shipment's current sending, once. */
export function sendLetter(ctx: PostalContext): JobHandler {
  return async (job) => {
    const documentId = Number(job.payload.document);
    const sending = Number(job.payload.envoi ?? 1);
    const [x] = await ctx.db.query<ShipmentRow & { pdf: Buffer | Uint8Array }>(
      `select ${SHIPMENT_COLUMNS}, d.pdf from expedition x join document_emis d on d.id = x.document_id where x.document_id = $1`,
      [documentId],
    );
    // Superseded by a resend, or deposited already (its answer stored).
    if (!x || x.renvois + 1 !== sending || x.numero_suivi) return;
    const reference = letterReference(documentId, sending);
    const adresse = { ...x.adresse, ligne2: x.adresse.ligne2 ?? null };
    const answer = await depositLetter(ctx.config, { reference, adresse, exemplaires: x.exemplaires, pdf: Buffer.from(x.pdf).toString('base64') }, ctx.fetch);
    await ctx.db.transaction(async (tx) => {
      const [stored] = await tx.query(
        `update expedition set numero_suivi = $3, etat_postal = coalesce(etat_postal, 'DEPOSE')
         where document_id = $1 and renvois = $2 and (numero_suivi is null or numero_suivi = $3) returning 1`,
        [documentId, sending - 1, answer.numero_suivi],
      );
      if (!stored) return;
      await tx.query(
        `insert into expedition_suivi (document_id, envoi, numero_suivi, etat, evenement, adresse, survenu_le)
         values ($1, $2, $3, 'DEPOSE', 'depot', $4::jsonb, now()) on conflict (numero_suivi, etat, evenement) do nothing`,
        [documentId, sending, answer.numero_suivi, JSON.stringify(adresse)],
      );
    });
  };
}

/** What a notification did: null when the letter is not one of the portal's. */
export type NotificationResult = { alreadyApplied: boolean } | null;

/**
 * Records a step the provider notified and moves the shipment on when it is its current letter's
 * and further along than where it stands. Idempotent by (tracking number, step, event).
 */
export async function applyPostalNotification(db: Database, n: PostalNotification): Promise<NotificationResult> {
  const ref = parseLetterReference(n.reference);
  if (!ref) return null;
  return db.transaction(async (tx) => {
    const [x] = await tx.query<ShipmentRow>(`select ${SHIPMENT_COLUMNS} from expedition x where x.document_id = $1 for update`, [ref.documentId]);
    if (!x || ref.sending < 1 || ref.sending > x.renvois + 1) return null;
    const currentLetter = ref.sending === x.renvois + 1;
    // The current letter's tracking number, once known, is the only one it answers to; an earlier
    // letter's is in its history.
    if (currentLetter && x.numero_suivi !== null && x.numero_suivi !== n.numero_suivi) return null;
    if (!currentLetter) {
      const [known] = await tx.query('select 1 from expedition_suivi where document_id = $1 and envoi = $2 and numero_suivi = $3 limit 1', [ref.documentId, ref.sending, n.numero_suivi]);
      if (!known) return null;
    }
    const [recorded] = await tx.query(
      `insert into expedition_suivi (document_id, envoi, numero_suivi, etat, evenement, motif, survenu_le)
       values ($1, $2, $3, $4, $5, $6, to_timestamp($7::double precision)) on conflict (numero_suivi, etat, evenement) do nothing returning id`,
      [ref.documentId, ref.sending, n.numero_suivi, n.etat, n.evenement, n.motif, n.horodatage],
    );
    if (!recorded) return { alreadyApplied: true };
    if (!currentLetter || (x.etat_postal !== null && POSTAL_STATE_RANK[n.etat] <= POSTAL_STATE_RANK[x.etat_postal])) return { alreadyApplied: false };
    await moveShipment(tx, x.document_id, n);
    return { alreadyApplied: false };
  });
}

/** The shipment at the step notified: printed, then posted (the line shipped), delivered or returned. */
async function moveShipment(tx: Queryable, documentId: number, n: PostalNotification): Promise<void> {
  const posted = n.etat === 'REMIS_POSTE' || n.etat === 'DISTRIBUE' || n.etat === 'RETOURNE';
  await tx.query(
    `update expedition set numero_suivi = coalesce(numero_suivi, $2), etat_postal = $3::text,
       statut = case when $4::boolean then 'POSTE' when $3::text = 'IMPRIME' then 'IMPRIME' else statut end,
       imprime_le = case when $3::text = 'IMPRIME' then to_timestamp($5::double precision) else imprime_le end,
       poste_le = case when $3::text = 'REMIS_POSTE' or ($4::boolean and poste_le is null) then to_timestamp($5::double precision) else poste_le end
     where document_id = $1`,
    [documentId, n.numero_suivi, n.etat, posted, n.horodatage],
  );
  if (!posted) return;
  const [line] = await tx.query<{ ligne_commande_id: number; commande_id: number }>('select ligne_commande_id, commande_id from document_emis where id = $1', [documentId]);
  if (!line) return;
  await tx.query(`update ligne_commande set statut = 'EXPEDIE' where id = $1 and statut = 'DISPONIBLE' and frequence_mois is null`, [line.ligne_commande_id]);
  // Every line delivered (the orders module says when a line is): the order on its way is delivered.
  if (n.etat === 'DISTRIBUE') await orderDelivered(tx, line.commande_id);
}

/** The shipment after a resend: where it goes now, and where it stands. */
export interface Resent {
  id: number;
  adresse: AdressePostale;
  statut: ShipmentStatus;
  renvoi_gratuit_utilise: true;
}

export const RESEND_NOT_FOUND = 'Expédition introuvable.';
export const RESEND_USED = 'Le renvoi gratuit de ce courrier a déjà été utilisé : il ne peut plus être renvoyé.';
export const RESEND_NOT_RETURNED = "Ce courrier ne nous est pas revenu : il ne peut être renvoyé qu'une fois retourné à l'expéditeur.";

const sameAddress = (a: AdressePostale, b: AdressePostale) =>
  a.destinataire === b.destinataire && a.ligne1 === b.ligne1 && (a.ligne2 ?? null) === (b.ligne2 ?? null) && a.code_postal === b.code_postal && a.ville === b.ville && a.pays === b.pays;

/**
 * Sends a returned letter again to `address`, for a person who acts for the document's account:
 * once per shipment, free of charge. Asked again with the same address before the new letter came
 * back, gives the same answer (a retry); otherwise a second resend is refused (409).
 */
export async function resendShipment(db: Database, sub: string, documentId: number, address: AdressePostale): Promise<{ resent: Resent; created: boolean }> {
  return db.transaction(async (tx) => {
    const [x] = await tx.query<ShipmentRow & { ligne_commande_id: number }>(
      `select ${SHIPMENT_COLUMNS}, d.ligne_commande_id from expedition x join document_emis d on d.id = x.document_id
       where x.document_id = $2 and exists (select 1 from compte_client_utilisateur u where u.compte_client_id = d.compte_client_id and u.sujet = $1)
       for update of x`,
      [sub, documentId],
    );
    if (!x) throw new HttpError(404, RESEND_NOT_FOUND);
    const resent: Resent = { id: x.document_id, adresse: address, statut: 'A_IMPRIMER', renvoi_gratuit_utilise: true };
    if (x.renvois >= FREE_RESENDS) {
      // The same resend asked again before its letter came back: the same answer, nothing more.
      if (x.etat_postal !== 'RETOURNE' && sameAddress(x.adresse, address)) return { resent: { ...resent, adresse: x.adresse, statut: x.statut }, created: false };
      throw new HttpError(409, RESEND_USED);
    }
    if (x.etat_postal !== 'RETOURNE') throw new HttpError(409, RESEND_NOT_RETURNED);
    await tx.query(
      `update expedition set adresse = $2::jsonb, renvois = renvois + 1, numero_suivi = null, etat_postal = null, statut = 'A_IMPRIMER', imprime_le = null, poste_le = null
       where document_id = $1`,
      [documentId, JSON.stringify(address)],
    );
    // Not shipped any more until the new letter is handed to La Poste.
    await tx.query(`update ligne_commande set statut = 'DISPONIBLE' where id = $1 and statut = 'EXPEDIE'`, [x.ligne_commande_id]);
    await enqueue(tx, [sendLetterJob(documentId, x.renvois + 2)]);
    return { resent, created: true };
  });
}

/** Whether a shipment can be sent again free of charge: its letter came back, and the resend is not used. */
export const canResend = (etat: PostalState | null, renvois: number) => etat === 'RETOURNE' && renvois < FREE_RESENDS;

/** The steps of the letters of the shipments of `documentIds`, in the order they were received, by document. */
export async function shipmentSteps(db: Queryable, documentIds: number[]): Promise<Map<number, EtapeCourrier[]>> {
  const out = new Map<number, EtapeCourrier[]>();
  if (documentIds.length === 0) return out;
  const rows = await db.query<EtapeCourrier & { document_id: number }>(
    `select document_id, envoi, numero_suivi, etat, motif, to_char(survenu_le at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as survenu_le
     from expedition_suivi where document_id = any($1::int[]) order by document_id, id`,
    [documentIds],
  );
  for (const { document_id, ...step } of rows) out.set(document_id, [...(out.get(document_id) ?? []), step]);
  return out;
}

/** The jobs of the postal module, for the queue's worker. */
export function postalJobHandlers(ctx: PostalContext): Record<string, JobHandler> {
  return { [SEND_LETTER]: sendLetter(ctx) };
}
