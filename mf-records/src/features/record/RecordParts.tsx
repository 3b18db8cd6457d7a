import type { ReactNode } from 'react';
import { truncate, type ResourceState } from '@portail/shared';

/** A landmark section named by its h2. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-titre`} className="record-section">
      <h2 id={`${id}-titre`}>{title}</h2>
      {children}
    </section>
  );
}

/** Grey bars that keep the place of what is loading, so that nothing moves when it arrives. */
export function Skeleton({ lines = 3, label = 'Chargement…' }: { lines?: number; label?: string }) {
  return (
    <div className="record-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="record-skeleton__line" aria-hidden="true" />
      ))}
    </div>
  );
}

/** The failure of one section, with "Réessayer" (the rest of the page stays usable). */
export function SectionError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="record-error" role="alert">
      <p>Une erreur est survenue : {message}</p>
      <button type="button" className="btn btn--secondary" onClick={onRetry}>
        Réessayer
      </button>
    </div>
  );
}

/**
 * Renders a section's resource: skeleton while loading, error with retry, `empty` when `isEmpty`
 * says so, else `children(data)`. A 404 for a sub-resource counts as empty.
 */
export function SectionBody<T>({
  state,
  lines = 3,
  isEmpty,
  empty,
  children,
}: {
  state: ResourceState<T>;
  lines?: number;
  isEmpty?: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') return <Skeleton lines={lines} />;
  if (state.status === 'error') return <SectionError message={state.error.message} onRetry={state.retry} />;
  if (state.status === 'not-found' || (isEmpty && isEmpty(state.data))) return <p className="record-empty">{empty}</p>;
  return <>{children(state.data)}</>;
}

/** A text cut to `width` characters; assistive technologies get the whole text. */
export function Truncated({ text, width }: { text: string; width: number }) {
  const short = truncate(text, width);
  if (short === text) return <>{text}</>;
  return (
    <>
      <span aria-hidden="true" title={text}>
        {short}
      </span>
      <span className="visually-hidden">{text}</span>
    </>
  );
}

/** Label/value pairs. Values that are null or empty are left out. */
export function Facts({ items }: { items: [label: string, value: ReactNode][] }) {
  const shown = items.filter(([, v]) => v !== null && v !== undefined && v !== '');
  return (
    <dl className="record-facts">
      {shown.map(([label, value]) => (
        <div key={label} className="record-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
