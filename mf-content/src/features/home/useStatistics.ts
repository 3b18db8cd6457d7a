import { STATISTIQUES_PATH, StatistiquesSchema, apiCall } from '@portail/shared';
import type { Territory } from '../../content/model';

/** The key figures of a territory's register (GET /api/statistiques?territoire=). */
export const statisticsCall = (territory: Territory) => apiCall(StatistiquesSchema, STATISTIQUES_PATH, { territoire: territory });

