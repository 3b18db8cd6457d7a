import type { Insert } from '../../../content/model';
import { SpecimenPerformance } from './SpecimenPerformance';
import { DataOrigin } from './DataOrigin';

const INSERT_VIEWS: Record<Insert, () => React.ReactNode> = {
  'specimen-performance-financiere': SpecimenPerformance,
  'origine-des-donnees': DataOrigin,
};

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
