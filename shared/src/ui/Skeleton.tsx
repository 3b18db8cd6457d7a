import { classNames } from './classNames';

export interface SkeletonProps {
  /** Number of placeholder bars. Default 3. */
  lines?: number;
  /** Text announced to assistive technologies. Default "Chargement…". */
  label?: string;
  className?: string;
}

/** Grey placeholder bars standing in for content being loaded; only the label is announced. */
export function Skeleton({ lines = 3, label = 'Chargement…', className }: SkeletonProps) {
  const count = Math.max(1, Math.floor(lines));
  return (
    <div className={classNames('skeleton', className)} role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <div className="skeleton__lines" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <span key={i} className="skeleton__line" />
        ))}
      </div>
    </div>
  );
}
