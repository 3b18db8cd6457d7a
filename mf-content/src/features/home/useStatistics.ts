import { STATISTIQUES_PATH, StatistiquesSchema, authApi, resourceCall, useResource, type ResourceState, type Statistiques } from '@portail/shared';

/** The register's key figures (GET /api/statistiques). */
export const statisticsCall = resourceCall('statistiques', (signal) => authApi().getJson(StatistiquesSchema, STATISTIQUES_PATH, undefined, { signal }));

/** The register's key figures, for the home page. */
export function useStatistics(): ResourceState<Statistiques> {
  return useResource(statisticsCall);
}
