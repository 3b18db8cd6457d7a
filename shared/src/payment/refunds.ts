// Where the refund of a card payment received for something already paid stands, and how the
// customer's pages and the payment's reason say it. Plain data: the pages of every app read it.

export const REFUND_STATES = ['A_REMBOURSER', 'REMBOURSE', 'CREDITE_PORTEFEUILLE'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** Where a duplicate's refund stands, in a few words (the payment's reason ends with it). */
export const REFUND_STATE_LABELS: Record<RefundState, string> = {
  A_REMBOURSER: 'remboursement en cours',
  REMBOURSE: 'remboursé sur la carte',
  CREDITE_PORTEFEUILLE: 'crédité sur le portefeuille électronique',
};

/** Where a duplicate's refund stands, as the customer's pages say it. */
export const REFUND_STATE_SENTENCES: Record<RefundState, string> = {
  A_REMBOURSER: 'Ce paiement par carte vous est remboursé : le remboursement apparaîtra sur le relevé de votre carte sous quelques jours.',
  REMBOURSE: 'Ce paiement par carte vous a été remboursé sur la carte utilisée.',
  CREDITE_PORTEFEUILLE: "Le remboursement sur la carte n'ayant pas pu aboutir, ce montant a été crédité sur le portefeuille électronique de votre compte client.",
};
