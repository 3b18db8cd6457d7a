// Monitoring the basket's companies (SPEC §7 Monitoring service): the companies a basket names,
// and the call that monitors them for the selected account.
import { MAX_BASKET_SURVEILLANCES, SurveillancesPanierSchema, authApi, type Panier } from '@portail/shared';

/** The companies of the basket (a debt statement by criteria names none), each once, in basket order. */
export function basketCompanyIds(basket: Panier): number[] {
  const ids = basket.articles.map((a) => a.entite.id_entreprise).filter((id): id is number => typeof id === 'number');
  return [...new Set(ids)];
}

export interface MonitoringOutcome {
  /** Surveillances that did not exist before. */
  created: number;
  /** Companies of the basket monitored now, new or not. */
  monitored: number;
}

/** Monitors the companies for the account, in as many calls as the API's limit per call asks. */
export async function monitorCompanies(ids: number[], accountId: number): Promise<MonitoringOutcome> {
  let created = 0;
  let monitored = 0;
  for (let i = 0; i < ids.length; i += MAX_BASKET_SURVEILLANCES) {
    const chunk = ids.slice(i, i + MAX_BASKET_SURVEILLANCES);
    const r = await authApi().postJson(SurveillancesPanierSchema, 'paniers/surveillances', { ids_entreprise: chunk, id_compte_client: accountId });
    created += r.creees;
    monitored += r.surveillances.length;
  }
  return { created, monitored };
}

/** "3 entreprises ajoutées à vos surveillances." and what was monitored already. */
export function outcomeMessage({ created, monitored }: MonitoringOutcome): string {
  const already = Math.max(0, monitored - created);
  if (created === 0) {
    return already > 1 ? 'Les entreprises du panier sont déjà dans vos surveillances.' : "L'entreprise du panier est déjà dans vos surveillances.";
  }
  const added = created > 1 ? `${created} entreprises ajoutées à vos surveillances.` : '1 entreprise ajoutée à vos surveillances.';
  if (already === 0) return added;
  return `${added} ${already > 1 ? `${already} autres y étaient déjà.` : 'Une autre y était déjà.'}`;
}
