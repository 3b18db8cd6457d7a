// Loading, error and empty states shared by the search pages.
import type { ReactNode } from 'react';

/** Placeholder rows that keep the place of the list while it loads. */
export function SkeletonList({ rows, label, rowHeight = 72 }: { rows: number; label: string; rowHeight?: number }) {
  return (
    <div className="search-skeleton" aria-busy="true">
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <ul aria-hidden="true" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {Array.from({ length: rows }, (_, i) => (
          <li
            key={i}
            className="search-skeleton__row"
            style={{ height: rowHeight, margin: '0 0 8px', borderRadius: 4, background: '#eceff3' }}
          />
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
    <span
      className={`badge badge--${etat === 'ACTIVE' ? 'success' : 'neutral'}`}
      style={{
        display: 'inline-block',
        padding: '0 6px',
        borderRadius: 4,
        fontSize: '0.85em',
        color: etat === 'ACTIVE' ? '#0b5d1e' : '#3a3a3a',
        background: etat === 'ACTIVE' ? '#d7f0dc' : '#e5e5e5',
      }}
    >
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
