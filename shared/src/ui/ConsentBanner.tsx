import { useId, type ReactNode } from 'react';
import { classNames } from './classNames';

export interface ConsentBannerProps {
  /** Heading of the banner, its accessible name. */
  title: ReactNode;
  /** What the visitor is asked to agree to. */
  children: ReactNode;
  /** The choices, given equal weight: they share one style and one width. */
  actions: ReactNode;
  className?: string;
}

/**
 * The request for consent: a labelled region, not a modal, that leaves the page usable. Where it
 * sits is its host's choice (the shell keeps it at the bottom of the window without covering the
 * end of the page).
 */
export function ConsentBanner({ title, children, actions, className }: ConsentBannerProps) {
  const titleId = useId();
  return (
    <section className={classNames('consent-banner', className)} aria-labelledby={titleId}>
      <div className="consent-banner__inner">
        <h2 id={titleId} className="consent-banner__title">
          {title}
        </h2>
        <div className="consent-banner__body">{children}</div>
        <div className="consent-banner__actions">{actions}</div>
      </div>
    </section>
  );
}
