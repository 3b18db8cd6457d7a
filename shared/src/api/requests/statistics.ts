// Request schema of the key figures, for the API.
import * as z from 'zod/mini';
import { optionalParam, territoryParam } from './params';

/** GET /statistiques: the figures of one territory's register (FR or NC), or of the whole register. */
export const StatistiquesQuerySchema = z.object({ territoire: optionalParam(territoryParam()) });
