import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { FictitiousDataBanner, dataOriginCall, useResource, type Entreprise } from '@portail/shared';
import { AsOfRecord } from './AsOfRecord';
import { ProvenanceProvider } from './SectionSource';
import { historyAddress, historyCall } from './historyCalls';

/**
 * Today's record (`children`), with the origin of its data for its sections' source lines and the
 * notice that the site's companies are fictitious when they are; or, when the address names a
 * day (`?au=`), the record as of that day instead.
 */
export function RecordOrAsOf({ company: c, children }: { company: Entreprise; children: ReactNode }) {
  const [params] = useSearchParams();
  const { asOf, genre } = historyAddress(params);
  const history = useResource(historyCall(c.id, genre));
  const origin = useResource(dataOriginCall);
  const data = origin.status === 'ready' ? origin.data : null;
  if (asOf !== null) return <AsOfRecord company={c} date={asOf} origin={data} />;
  return (
    <ProvenanceProvider value={history.status === 'ready' ? history.data.provenance : null}>
      <div className="record-notices">
        <FictitiousDataBanner generated={data?.corpus_genere ?? false} />
      </div>
      {children}
    </ProvenanceProvider>
  );
}
