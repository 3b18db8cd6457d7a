import { classNames } from './classNames';

export interface StepperStep {
  label: string;
}

export interface StepperProps {
  steps: readonly StepperStep[];
  /** 0-based index of the current step; a value past the last step marks every step completed. */
  current: number;
  /** Accessible name of the navigation landmark. Default "Étapes de la commande". */
  label?: string;
  className?: string;
}

/**
 * The steps of a process (e.g. the checkout) as an ordered list: completed steps, the current
 * one (aria-current="step") and those to come. On a small screen only the numbered markers and a
 * "Étape n sur N : …" line are shown.
 */
export function Stepper({ steps, current, label = 'Étapes de la commande', className }: StepperProps) {
  const total = steps.length;
  const currentStep = steps[current];
  return (
    <nav aria-label={label} className={classNames('stepper', className)}>
      {currentStep && (
        // Visual summary for narrow screens; the list below already says the same to assistive technologies.
        <p className="stepper__summary" aria-hidden="true">
          Étape {current + 1} sur {total}&nbsp;: <strong>{currentStep.label}</strong>
        </p>
      )}
      <ol className="stepper__list">
        {steps.map((step, i) => {
          const state = i < current ? 'done' : i === current ? 'current' : 'upcoming';
          return (
            <li key={`${i}-${step.label}`} className={classNames('stepper__step', `stepper__step--${state}`)} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="stepper__marker" aria-hidden="true">
                {state === 'done' ? (
                  <svg viewBox="0 0 16 16" width="16" height="16" focusable="false">
                    <path fill="currentColor" d="M6.2 12.6 2.1 8.5l1.4-1.4 2.7 2.7 6.3-6.3 1.4 1.4-7.7 7.7Z" />
                  </svg>
                ) : (
                  i + 1
                )}
              </span>
              <span className="stepper__label visually-hidden-narrow">
                {step.label}
                {state === 'done' && <span className="visually-hidden"> (terminée)</span>}
                {state === 'current' && <span className="visually-hidden"> (étape en cours)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
