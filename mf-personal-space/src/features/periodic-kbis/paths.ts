import { fillPattern, type Crumb } from '@portail/shared';
import routes from '@portail/shared/routing/routes/mf-personal-space.json';

export const PERIODIC_KBIS_PATH = routes.periodicKbisList;

export const PERIODIC_KBIS_CRUMB: Crumb = { label: 'Mes Kbis périodiques', href: PERIODIC_KBIS_PATH };

/** …/mes-kbis-periodiques/{id}: one periodic Kbis, its deliveries and what can be changed. */
export function periodicKbisPath(id: number | string): string {
  return fillPattern(routes.periodicKbisDetail, { id });
}
