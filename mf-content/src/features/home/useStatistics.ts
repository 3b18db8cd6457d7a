import { STATISTIQUES_PATH, StatistiquesSchema, authApi, useResource, type ResourceState, type Statistiques } from '@portail/shared';

const load = (signal: AbortSignal) => authApi().getJson(StatistiquesSchema, STATISTIQUES_PATH, undefined, { signal });

/** The register's key figures (GET /api/statistiques). */
export function useStatistics(): ResourceState<Statistiques> {
  return useResource('statistiques', load);
}
