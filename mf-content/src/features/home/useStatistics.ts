import { STATISTIQUES_PATH, StatistiquesSchema, authApi, resourceCall, useResource, type ResourceState, type Statistiques } from '@portail/shared';
import type { Territory } from '../../content/model';

/** The key figures of a territory's register (GET /api/statistiques?territoire=). */
export const statisticsCall = (territory: Territory) =>
  resourceCall(`statistiques:${territory}`, (signal) => authApi().getJson(StatistiquesSchema, STATISTIQUES_PATH, { territoire: territory }, { signal }));

/** The key figures of a territory's register, for the home page. */
export function useStatistics(territory: Territory): ResourceState<Statistiques> {
  return useResource(statisticsCall(territory));
}
