import { dataOriginCall, type ResourceCall } from '@portail/shared';
import type { Insert } from '../../../content/model';
import { SpecimenPerformance, specimenPerformanceCall } from './SpecimenPerformance';
import { DataOrigin } from './DataOrigin';

const INSERT_VIEWS: Record<Insert, () => React.ReactNode> = {
  'specimen-performance-financiere': SpecimenPerformance,
  'origine-des-donnees': DataOrigin,
};

/** The call each insert shows the answer of. */
const INSERT_CALLS: Record<Insert, ResourceCall<unknown>> = {
  'specimen-performance-financiere': specimenPerformanceCall,
  'origine-des-donnees': dataOriginCall,
};

/** The calls of the inserts a page names, for the page's loader. */
export function insertCalls(inserts?: Insert[]): ResourceCall<unknown>[] {
  return inserts?.map((insert) => INSERT_CALLS[insert]) ?? [];
}

/** The blocks of live data a page names in its front matter, in its order. */
export function Inserts({ inserts }: { inserts?: Insert[] }) {
  return (
    <>
      {inserts?.map((insert) => {
        const View = INSERT_VIEWS[insert];
        return <View key={insert} />;
      })}
    </>
  );
}
