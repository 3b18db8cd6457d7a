import type { Crumb } from '@portail/shared';

export const HISTORY_PATH = '/espace-personnel/mes-commandes/mon-historique';
export const ORDER_PATH = `${HISTORY_PATH}/commande`;

export function orderPath(reference: string, date?: string | null): string {
  const params = new URLSearchParams({ reference_commande: reference });
  if (date) params.set('date_commande', date);
  return `${ORDER_PATH}?${params}`;
}

export const ORDERS_CRUMB: Crumb = { label: 'Mes commandes', href: HISTORY_PATH };

export function orderCrumb(reference: string, date?: string | null): Crumb {
  return { label: `Commande n° ${reference}`, href: orderPath(reference, date) };
}
