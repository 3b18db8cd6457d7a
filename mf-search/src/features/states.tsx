// Loading, error and empty states shared by the search pages.
import type { ReactNode } from 'react';
import '../search.css';

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

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="search-error" role="alert">
      <p>
        <strong>Une erreur est survenue.</strong> {message}
      </p>
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        Réessayer
      </button>
    </div>
  );
}

export function StatusBadge({ etat }: { etat: 'ACTIVE' | 'RADIEE' }) {
  return (
    <span className={`badge badge--${etat === 'ACTIVE' ? 'success' : 'neutral'}`}>
      {etat === 'ACTIVE' ? 'Active' : 'Radiée'}
    </span>
  );
}

export function Empty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty-state" role="status">
      <p className="empty-state__title">
        <strong>{title}</strong>
      </p>
      {children}
    </div>
  );
}
