import type { ReactNode } from 'react';
import { classNames } from './classNames';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  tone: AlertTone;
  title?: ReactNode;
  /** Render the title as a heading of this level; without it, the title is a bold paragraph. */
  headingLevel?: 2 | 3 | 4;
  /**
   * Announce the alert: "polite" gives role="status", "assertive" role="alert". Without it the
   * alert is plain content (e.g. present when the page loads).
   */
  live?: 'polite' | 'assertive';
  className?: string;
  children?: ReactNode;
}

const ICON_PATHS: Record<AlertTone, string> = {
  // Circle with an "i".
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
  // Circle with a check mark.
  success: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.5 14.2-4.2-4.2 1.4-1.4 2.8 2.8 5.8-5.8 1.4 1.4-7.2 7.2Z',
  // Triangle with an exclamation mark.
  warning: 'M12 2 1 21h22L12 2Zm1 16h-2v-2h2v2Zm0-4h-2v-4h2v4Z',
  // Circle with an exclamation mark.
  error: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z',
};

const ROLES = { polite: 'status', assertive: 'alert' } as const;

/** A message box with an icon and a coloured left border per tone. */
export function Alert({ tone, title, headingLevel, live, className, children }: AlertProps) {
  const Heading = headingLevel === undefined ? undefined : (`h${headingLevel}` as const);
  const hasTitle = title !== undefined && title !== null && title !== false && title !== '';
  return (
    <div className={classNames('alert', `alert--${tone}`, className)} role={live ? ROLES[live] : undefined}>
      <svg className="alert__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={ICON_PATHS[tone]} />
      </svg>
      <div className="alert__body">
        {hasTitle &&
          (Heading ? (
            <Heading className="alert__title">{title}</Heading>
          ) : (
            <p className="alert__title">
              <strong>{title}</strong>
            </p>
          ))}
        {children !== undefined && children !== null && <div className="alert__content">{children}</div>}
      </div>
    </div>
  );
}
