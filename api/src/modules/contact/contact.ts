// Storing a contact request: its reference, and whether it is a person's or a robot's.
import { parisDay } from '@portail/shared/format/dates';
import type { Queryable } from '../../db/types';
import type { ContactRequest } from './mail';

/** Why a request is a robot's: the honeypot field was filled in, or the form was sent too soon after it was served. */
export type SpamReason = 'CHAMP_PIEGE' | 'TROP_RAPIDE';

/** CT<year>-<number on at least six digits>. */
export function contactReference(at: Date, numero: number): string {
  return `CT${parisDay(at).slice(0, 4)}-${String(numero).padStart(6, '0')}`;
}

export async function storeRequest(tx: Queryable, r: Omit<ContactRequest, 'reference'>, at: Date, spam: SpamReason | null): Promise<string> {
  const [n] = await tx.query<{ id: number }>("select nextval('contact_demande_numero')::int as id");
  const reference = contactReference(at, n!.id);
  await tx.query(
    `insert into contact_demande (id, reference, nom, email, objet, numero_commande, message, statut, motif_spam, recue_le)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [n!.id, reference, r.nom, r.email, r.sujet, r.numero_commande, r.message, spam ? 'SPAM' : 'RECUE', spam, at.toISOString()],
  );
  return reference;
}
