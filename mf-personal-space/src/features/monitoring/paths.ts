import type { Crumb, EntrepriseSurveillee } from '@portail/shared';
import { companyPath } from '@portail/shared/routing/recordPaths';

export const MONITORING_PATH = '/espace-personnel/mes-surveillances';
export const REVELATIONS_PATH = `${MONITORING_PATH}/mes-revelations`;
/** Where an account without the monitoring offer can subscribe to it. */
export const SUBSCRIPTION_PATH = '/espace-personnel/mon-abonnement';
export const SEARCH_PATH = '/recherche-entreprise-dirigeant/recherche-avancee';

export const MONITORING_CRUMB: Crumb = { label: 'Mes surveillances', href: MONITORING_PATH };
export const REVELATIONS_CRUMB: Crumb = { label: 'Mes révélations', href: REVELATIONS_PATH };

/** …/mes-revelations/{id}: the notice of one revelation. */
export function noticePath(id: number): string {
  return `${REVELATIONS_PATH}/${id}`;
}

/** The record page of a monitored company; none without a SIREN, which the record address needs. */
export function recordPath(e: Pick<EntrepriseSurveillee, 'id' | 'siren' | 'denomination'>): string | null {
  return e.siren ? companyPath({ id: e.id, numero_identification: e.siren, denomination: e.denomination }) : null;
}
