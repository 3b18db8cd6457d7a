import { useEffect, useRef, type ReactNode } from 'react';

/** The heading of a step: it takes the focus when the step opens, so a screen reader starts there. */
export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h2 ref={ref} tabIndex={-1} className="subscription-step__title">
      {children}
    </h2>
  );
}
