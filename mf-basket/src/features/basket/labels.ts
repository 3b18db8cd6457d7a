// How the basket names what it holds, in French.
import type { OrderShortcut } from '@portail/shared';

/** The documents of the order shortcuts, as a toast names them. */
export const SHORTCUT_LABELS: Record<OrderShortcut, string> = {
  KBIS: 'extrait Kbis',
  COMPTES_ANNUELS: 'comptes annuels',
  ACTE: 'acte déposé',
  ETAT_ENDETTEMENT: "état d'endettement",
};

export const DELIVERY_LABELS = { ELEC: 'Électronique (PDF)', COURRIER: 'Courrier' } as const;
