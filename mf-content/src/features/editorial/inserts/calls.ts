// The calls of the inserts a page names, apart from their views: the page's loader makes them with
// the remote's `./app`, before the page's code has arrived.
import { SPECIMEN_PERFORMANCE_PATH, SpecimenPerformanceSchema, apiCall, dataOriginCall, type ResourceCall } from '@portail/shared';
import type { Insert } from '../../../content/model';

/** The specimen of the financial figures (GET /api/specimens-performance-financieres). */
export const specimenPerformanceCall = apiCall(SpecimenPerformanceSchema, SPECIMEN_PERFORMANCE_PATH);

/** The call each insert shows the answer of. */
const INSERT_CALLS: Record<Insert, ResourceCall<unknown>> = {
  'specimen-performance-financiere': specimenPerformanceCall,
  'origine-des-donnees': dataOriginCall,
};

/** The calls of the inserts a page names, for the page's loader. */
export function insertCalls(inserts?: Insert[]): ResourceCall<unknown>[] {
  return inserts?.map((insert) => INSERT_CALLS[insert]) ?? [];
}
