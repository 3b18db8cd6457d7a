import { useEffect, useId, useRef, type MouseEvent } from 'react';

export interface FieldError {
  /** Id of the field in error, the link's target. */
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  errors: FieldError[];
  /** Default "Le formulaire contient des erreurs". */
  title?: string;
}

const CONTROLS = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/** Focuses the field with this id, or the first control inside it (e.g. a fieldset of radio buttons). */
function focusField(fieldId: string) {
  const element = document.getElementById(fieldId);
  if (!element) return;
  const focusable = element.matches(`${CONTROLS}, a[href], [tabindex]`);
  const target = focusable ? element : (element.querySelector<HTMLElement>('input:checked:not([disabled])') ?? element.querySelector<HTMLElement>(CONTROLS) ?? element);
  target.focus();
}

/**
 * The list of a form's errors, shown above the form after a failed submission: each error links to
 * its field and focuses it. Focus moves to the summary whenever the errors appear or change.
 * Renders nothing when there is no error.
 */
export function ErrorSummary({ errors, title = 'Le formulaire contient des erreurs' }: ErrorSummaryProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const key = errors.map((e) => `${e.fieldId}\u0000${e.message}`).join('\n');

  useEffect(() => {
    if (key !== '') ref.current?.focus();
  }, [key]);

  if (errors.length === 0) return null;

  const onClick = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    event.preventDefault();
    focusField(fieldId);
  };

  return (
    <div ref={ref} className="error-summary" role="alert" tabIndex={-1} aria-labelledby={titleId}>
      <h2 id={titleId} className="error-summary__title">
        {title}
      </h2>
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={`${error.fieldId}-${error.message}`}>
            <a href={`#${error.fieldId}`} onClick={(event) => onClick(event, error.fieldId)}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
