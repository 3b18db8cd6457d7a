import type { Crumb } from '@portail/shared';

export const PERIODIC_KBIS_PATH = '/espace-personnel/mes-commandes/mes-kbis-periodiques';

export const PERIODIC_KBIS_CRUMB: Crumb = { label: 'Mes Kbis périodiques', href: PERIODIC_KBIS_PATH };

/** …/mes-kbis-periodiques/{id}: one periodic Kbis, its deliveries and what can be changed. */
export function periodicKbisPath(id: number | string): string {
  return `${PERIODIC_KBIS_PATH}/${encodeURIComponent(String(id))}`;
}
