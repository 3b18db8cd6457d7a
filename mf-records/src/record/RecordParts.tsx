import type { ReactNode } from 'react';
import { Card, SummaryList, classNames, describeError, truncate, type ResourceState } from '@portail/shared';

/** A part of a record: its anchor (table of contents, `?ancre=`), and a card named by its h2. */
export interface RecordSectionRef {
  id: string;
  title: string;
}

/**
 * A section of a record: a kit card (a region named by its h2) inside the block its anchor names,
 * so that the table of contents and `?ancre=` land on it; `source` (where its data come from) ends it.
 */
export function Section({
  id,
  title,
  children,
  footer,
  source,
  className,
}: RecordSectionRef & { children: ReactNode; footer?: ReactNode; source?: ReactNode; className?: string }) {
  return (
    <div id={id} className={classNames('record-section', className)}>
      <Card title={title} footer={footer}>
        {children}
        {source}
      </Card>
    </div>
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

/** The failure of one section, with "Réessayer" where asking again can help (the rest of the page stays usable). */
export function SectionError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { message, retryable } = describeError(error);
  return (
    <div className="record-error" role="alert">
      <p>Une erreur est survenue : {message}</p>
      {retryable && (
        <button type="button" className="btn btn--secondary" onClick={onRetry}>
          Réessayer
        </button>
      )}
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
  if (state.status === 'error') return <SectionError error={state.error} onRetry={state.retry} />;
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

/** A label and its value; a value that is null, undefined or empty is left out. */
export type Fact = [label: string, value: ReactNode];

export function shownFacts(items: readonly Fact[]): Fact[] {
  return items.filter(([, v]) => v !== null && v !== undefined && v !== '' && v !== false);
}

/** Label/value pairs, as the kit's summary list. */
export function Facts({ items }: { items: readonly Fact[] }) {
  return (
    <SummaryList
      items={shownFacts(items).map(([label, value]) => ({ key: label, term: label, description: value }))}
    />
  );
}

/**
 * Radio buttons above a list that show all its items (`undefined`) or those in one state; each
 * option is a [state, label] pair, and choosing one hands its state to `onChange`.
 */
export function StateFilter<S extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly (readonly [S | undefined, string])[];
  value: S | undefined;
  onChange: (state: S | undefined) => void;
}) {
  return (
    <fieldset className="record-filter">
      <legend>{legend}</legend>
      {options.map(([state, label]) => (
        <label key={label}>
          <input type="radio" name="etat" checked={value === state} onChange={() => onChange(state)} /> {label}
        </label>
      ))}
    </fieldset>
  );
}
