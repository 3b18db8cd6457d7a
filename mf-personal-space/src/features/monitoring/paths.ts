import { fillPattern, ADVANCED_SEARCH_PATH, companyPath, type Crumb, type EntrepriseSurveillee } from '@portail/shared';
import routes from '@portail/shared/routing/routes/mf-personal-space.json';

export const MONITORING_PATH = routes.monitoring;
export const REVELATIONS_PATH = routes.revelations;
/** Where an account without the monitoring offer can subscribe to it. */
export const SUBSCRIPTION_PATH = routes.subscription;
export const SEARCH_PATH = ADVANCED_SEARCH_PATH;

export const MONITORING_CRUMB: Crumb = { label: 'Mes surveillances', href: MONITORING_PATH };
export const REVELATIONS_CRUMB: Crumb = { label: 'Mes révélations', href: REVELATIONS_PATH };

/** …/mes-revelations/{id}: the notice of one revelation. */
export function noticePath(id: number): string {
  return fillPattern(routes.revelationNotice, { id });
}

/** The record page of a monitored company; none without a SIREN, which the record address needs. */
export function recordPath(e: Pick<EntrepriseSurveillee, 'id' | 'siren' | 'denomination'>): string | null {
  return e.siren ? companyPath({ id: e.id, numero_identification: e.siren, denomination: e.denomination }) : null;
}
