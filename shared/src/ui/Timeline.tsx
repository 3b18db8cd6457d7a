import type { ReactNode } from 'react';

export interface TimelineStep {
  key: string;
  /** ISO date-time of the step, for `<time dateTime>`. */
  at: string;
  /** The date as the reader reads it (in the right time zone). */
  date: string;
  label: ReactNode;
  /** More about the step (a reason), under its label. */
  detail?: ReactNode;
}

/** Dated steps, oldest first, as an ordered list: the date, then what happened. */
export function Timeline({ steps, label }: { steps: readonly TimelineStep[]; label?: string }) {
  return (
    <ol className="timeline" aria-label={label}>
      {steps.map((s) => (
        <li key={s.key} className="timeline__step">
          <time className="timeline__date" dateTime={s.at}>
            {s.date}
          </time>
          <span className="timeline__label">{s.label}</span>
          {s.detail && <span className="timeline__detail">{s.detail}</span>}
        </li>
      ))}
    </ol>
  );
}
