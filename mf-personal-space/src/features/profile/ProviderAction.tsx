import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, PROVIDER_ACTION_OUTCOMES, startProviderAction, type ProviderAction as Action, type ProviderActionResult } from '@portail/shared';

// A change the identity provider makes itself (Keycloak's application-initiated actions): a button
// that opens the provider's window from the click, and what came of it once the window is back.

export interface ProviderActionProps {
  action: Action;
  label: string;
  /** What the page says once the provider made the change. */
  doneTitle: string;
  onDone?: () => void;
  children?: ReactNode;
}

export function ProviderAction({ action, label, doneTitle, onDone, children }: ProviderActionProps) {
  const [result, setResult] = useState<ProviderActionResult | null>(null);
  const [busy, setBusy] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const run = () => {
    setBusy(true);
    setResult(null);
    // Called inside the click: the provider's window opens at once.
    void startProviderAction(action).then((r) => {
      setBusy(false);
      setResult(r);
      if (r === 'done') onDone?.();
    });
  };

  const outcome = result === null ? null : result === 'done' ? { tone: 'success' as const, title: doneTitle } : PROVIDER_ACTION_OUTCOMES[result];
  return (
    <div className="provider-action">
      {outcome && (
        <div ref={resultRef} tabIndex={-1}>
          <Alert tone={outcome.tone} title={outcome.title} live="polite" />
        </div>
      )}
      {children}
      <p>
        <Button onClick={run} disabled={busy} aria-busy={busy || undefined}>
          {label}
        </Button>
      </p>
    </div>
  );
}
