// Loading, error and empty states shared by the search pages.
import type { ReactNode } from 'react';
import { Badge, EmptyState, describeError, type CompanyState, type ResourceState } from '@portail/shared';
import { STATUS_LABELS } from './features/advanced-search/criteria';
import './search.css';

/** Placeholder rows that keep the place of the list while it loads: result-sized, or one line each
 * when `compact`. */
export function SkeletonList({ rows, label, compact = false }: { rows: number; label: string; compact?: boolean }) {
  return (
    <div className="search-skeleton" aria-busy="true">
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <ul aria-hidden="true" className="search-skeleton__rows">
        {Array.from({ length: rows }, (_, i) => (
          <li key={i} className={compact ? 'search-skeleton__row search-skeleton__row--compact' : 'search-skeleton__row'} />
        ))}
      </ul>
    </div>
  );
}

/** A failed load: what went wrong and, when trying again may help (network, server), a "Réessayer" button. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="search-error" role="alert">
      <p className="search-error__title">
        <strong>{onRetry ? 'Une erreur est survenue.' : 'Cette recherche ne peut pas aboutir.'}</strong>
      </p>
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="btn btn--primary" onClick={onRetry}>
          Réessayer
        </button>
      )}
    </div>
  );
}

/** A failed load, not found included: its French message, and "Réessayer" when trying again may help. */
export function LoadFailure({ error, retry }: { error: Error; retry: () => void }) {
  const { message, retryable } = describeError(error);
  return <LoadError message={message} onRetry={retryable ? retry : undefined} />;
}

/**
 * Until the lists a page needs are loaded: placeholder rows, or the first failure with its
 * "Réessayer"; nothing once they all are.
 */
export function ListsPending({ lists, rows, label }: { lists: readonly ResourceState<unknown>[]; rows: number; label: string }) {
  const failed = lists.find((l) => l.status === 'error' || l.status === 'not-found');
  if (failed) return <LoadFailure error={failed.error!} retry={failed.retry} />;
  if (lists.some((l) => l.status === 'loading')) return <SkeletonList rows={rows} compact label={label} />;
  return null;
}

/** A company's state: Active (success), Radiée (danger). */
export function StatusBadge({ etat }: { etat: CompanyState }) {
  return <Badge tone={etat === 'ACTIVE' ? 'success' : 'danger'}>{STATUS_LABELS[etat]}</Badge>;
}

/** Nothing found: the kit's empty state, with what to try next. */
export function Empty({ title, children, headingLevel = 3 }: { title: string; children?: ReactNode; headingLevel?: 2 | 3 | 4 }) {
  return (
    <div role="status">
      <EmptyState title={title} headingLevel={headingLevel} className="search-empty">
        {children}
      </EmptyState>
    </div>
  );
}
