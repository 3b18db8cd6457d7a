import { useId, type ReactNode } from 'react';
import { classNames } from './classNames';

export interface ConsentBannerProps {
  /** Heading of the banner, its accessible name. */
  title: ReactNode;
  /** What the visitor is asked to agree to. */
  children: ReactNode;
  /** The choices, given equal weight: they share one style and one width. */
  actions: ReactNode;
  /**
   * Where the choices are posted when the page's scripts have not taken them over yet: the actions
   * are then the buttons of a form (a choice button is a submit button with its value).
   */
  formAction?: string;
  className?: string;
}

/**
 * The request for consent: a labelled region, not a modal, that leaves the page usable. Where it
 * sits is its host's choice (the shell keeps it at the bottom of the window without covering the
 * end of the page).
 */
export function ConsentBanner({ title, children, actions, formAction, className }: ConsentBannerProps) {
  const titleId = useId();
  return (
    <section className={classNames('consent-banner', className)} aria-labelledby={titleId}>
      <div className="consent-banner__inner">
        <h2 id={titleId} className="consent-banner__title">
          {title}
        </h2>
        <div className="consent-banner__body">{children}</div>
        {formAction ? (
          <form className="consent-banner__actions" method="post" action={formAction}>
            {actions}
          </form>
        ) : (
          <div className="consent-banner__actions">{actions}</div>
        )}
      </div>
    </section>
  );
}
