// The « Réseau » section of the company and executive records. Its content (the call, the graph,
// the table) is a chunk of its own, loaded once the section comes near the window, so that the
// record's first download does not carry it; the server renders the section's frame only.
import { Suspense, lazy, type ComponentProps } from 'react';
import { Section, Skeleton } from '../../record/RecordParts';
import { useNear } from '../../record/useNear';
import type { NetworkRoot } from './NetworkView';

const NetworkView = lazy(() => import(/* webpackChunkName: "record-network" */ './NetworkView'));

/** What a record section takes besides its content (anchor, heading…), each with a default here. */
type SectionFrame = Partial<Omit<ComponentProps<typeof Section>, 'children'>>;

export function NetworkSection({ id = 'reseau', title = 'Réseau', root, ...frame }: SectionFrame & { root: NetworkRoot }) {
  const { ref, near } = useNear();
  const loading = <Skeleton lines={6} label="Chargement du réseau…" />;
  return (
    <Section {...frame} id={id} title={title}>
      <div ref={ref} className="record-network">
        {near ? (
          <Suspense fallback={loading}>
            <NetworkView root={root} />
          </Suspense>
        ) : (
          loading
        )}
      </div>
    </Section>
  );
}
