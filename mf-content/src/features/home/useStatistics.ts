import { STATISTIQUES_PATH, StatistiquesSchema, apiCall, useResource, type ResourceState, type Statistiques } from '@portail/shared';
import type { Territory } from '../../content/model';

/** The key figures of a territory's register (GET /api/statistiques?territoire=). */
export const statisticsCall = (territory: Territory) => apiCall(StatistiquesSchema, STATISTIQUES_PATH, { territoire: territory });

/** The key figures of a territory's register, for the home page. */
export function useStatistics(territory: Territory): ResourceState<Statistiques> {
  return useResource(statisticsCall(territory));
}
