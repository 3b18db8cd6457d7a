// Where a letter sent by the print-and-post provider stands, in the provider's words and the
// customer's: the states, their French labels, their order, and the portal's reference of a
// letter. Safe in pages (no node:crypto): the protocol (protocol.ts) and the API's payloads use it.

/**
 * Where a letter stands at the provider: received (its PDF checked), printed, handed to La Poste,
 * then delivered, or returned to the sender (address unknown: « N'habite pas à l'adresse
 * indiquée », NPAI).
 */
export const POSTAL_STATES = ['DEPOSE', 'IMPRIME', 'REMIS_POSTE', 'DISTRIBUE', 'RETOURNE'] as const;
export type PostalState = (typeof POSTAL_STATES)[number];

export const POSTAL_STATE_LABELS: Record<PostalState, string> = {
  DEPOSE: "Reçu par l'imprimeur",
  IMPRIME: 'Imprimé',
  REMIS_POSTE: 'Remis à La Poste',
  DISTRIBUE: 'Distribué',
  RETOURNE: "NPAI – Retourné à l'expéditeur",
};

/** The step after each state on the way to the recipient; none after delivery or a return. */
export const NEXT_POSTAL_STATE: Record<PostalState, PostalState | null> = {
  DEPOSE: 'IMPRIME',
  IMPRIME: 'REMIS_POSTE',
  REMIS_POSTE: 'DISTRIBUE',
  DISTRIBUE: null,
  RETOURNE: null,
};

/** A letter can come back only once La Poste has it, and before it was delivered. */
export const RETURNABLE_POSTAL_STATE: PostalState = 'REMIS_POSTE';

/** How far along a state is: a notification never moves a letter back (copies and retries may come late). */
export const POSTAL_STATE_RANK: Record<PostalState, number> = { DEPOSE: 0, IMPRIME: 1, REMIS_POSTE: 2, DISTRIBUE: 3, RETOURNE: 3 };

/** Why a returned letter came back, as La Poste words it. */
export const NPAI_REASON = "N'habite pas à l'adresse indiquée (NPAI).";

/** The portal's reference of a letter: the shipment (the issued document) and which sending of it. */
export const letterReference = (documentId: number, sending: number) => `EXP-${documentId}-${sending}`;
export const LETTER_REFERENCE = /^EXP-(\d{1,10})-(\d{1,2})$/;
export function parseLetterReference(reference: string): { documentId: number; sending: number } | null {
  const m = LETTER_REFERENCE.exec(reference);
  return m ? { documentId: Number(m[1]), sending: Number(m[2]) } : null;
}

