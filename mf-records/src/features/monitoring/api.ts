// The monitoring service as the company record uses it: is the company monitored for the
// account, start monitoring it, stop or resume (SPEC §7 Monitoring service).
import { SurveillanceEntrepriseSchema, SurveillanceSchema, authApi, type Surveillance } from '@portail/shared';

/** The account's surveillance of the company, or null when the account does not monitor it. */
export async function fetchCompanySurveillance(companyId: number, accountId: number, signal: AbortSignal): Promise<Surveillance | null> {
  const answer = await authApi().getJson(SurveillanceEntrepriseSchema, `surveillance/entreprise/${companyId}`, { id_compte_client: accountId }, { signal });
  return answer.surveillee ? answer.surveillance : null;
}

/** Monitors the company in every domain (a finished surveillance of it becomes active again). */
export function startSurveillance(companyId: number, accountId: number): Promise<Surveillance> {
  return authApi().postJson(SurveillanceSchema, 'surveillance', { id_entreprise: companyId, id_compte_client: accountId });
}

export function finishSurveillance(id: number): Promise<Surveillance> {
  return authApi().putJson(SurveillanceSchema, `surveillance/${id}`, { action: 'TERMINER' });
}

export function continueSurveillance(id: number): Promise<Surveillance> {
  return authApi().putJson(SurveillanceSchema, `surveillance/${id}`, { action: 'CONTINUER' });
}
