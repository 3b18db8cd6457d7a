import { useEffect, useRef, useState } from 'react';
import { Alert, Button, SiteLink, describeError, formatDateFr, userMessage, type Surveillance } from '@portail/shared';
import { continueSurveillance, fetchCompanySurveillance, finishSurveillance, startSurveillance } from './api';
import type { MonitoringTarget } from './MonitoringPanel';
import personalSpaceRoutes from '@portail/shared/routing/routes/mf-personal-space.json';

export const MY_SURVEILLANCES_PATH = personalSpaceRoutes.monitoring;

type State = { status: 'loading' } | { status: 'error'; message: string; retryable: boolean } | { status: 'ready'; surveillance: Surveillance | null };

/**
 * Whether the account monitors the company, and the one action that changes it: start, stop or
 * resume. The change is announced in the panel's live region and the focus goes to the new state,
 * as the button pressed is replaced.
 */
export function SurveillanceStatus({
  company,
  accountId,
  announce,
}: {
  company: MonitoringTarget;
  accountId: number;
  announce: (message: string) => void;
}) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const stateText = useRef<HTMLParagraphElement>(null);
  const changed = useRef(false);
  const live = useRef(true);
  const subject = company.denomination ?? 'Cette entreprise';
  const object = company.denomination ?? 'cette entreprise';

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchCompanySurveillance(company.id, accountId, controller.signal).then(
      (surveillance) => {
        if (!controller.signal.aborted) setState({ status: 'ready', surveillance });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', ...describeError(error) });
      },
    );
    return () => controller.abort();
  }, [company.id, accountId, attempt]);

  const surveillance = state.status === 'ready' ? state.surveillance : null;
  useEffect(() => {
    if (!changed.current) return;
    changed.current = false;
    stateText.current?.focus();
  }, [surveillance]);

  const act = async (action: () => Promise<Surveillance>, message: string) => {
    setPending(true);
    setProblem(null);
    try {
      const next = await action();
      if (!live.current) return;
      changed.current = true;
      setState({ status: 'ready', surveillance: next });
      announce(message);
    } catch (error) {
      if (live.current) setProblem(userMessage(error));
    } finally {
      if (live.current) setPending(false);
    }
  };

  if (state.status === 'loading') return <p className="record-monitoring__text">Vérification de la surveillance…</p>;
  if (state.status === 'error') {
    return (
      <>
        <p className="record-monitoring__text">Impossible de savoir si l'entreprise est surveillée : {state.message}</p>
        {state.retryable && (
          <Button variant="secondary" className="record-monitoring__action" onClick={() => setAttempt((a) => a + 1)}>
            Réessayer
          </Button>
        )}
      </>
    );
  }

  const error = problem && (
    <Alert tone="error" live="assertive" className="record-monitoring__problem">
      {problem}
    </Alert>
  );

  if (!surveillance) {
    return (
      <>
        <p className="record-monitoring__text">Soyez averti des changements de cette entreprise : dirigeants, siège, comptes déposés, procédures collectives.</p>
        {error}
        <Button
          variant="secondary"
          className="record-monitoring__action"
          disabled={pending}
          onClick={() => void act(() => startSurveillance(company.id, accountId), `${subject} est désormais surveillée.`)}
        >
          Surveiller cette entreprise
        </Button>
      </>
    );
  }

  const active = surveillance.statut === 'ACTIVE';
  return (
    <>
      <p ref={stateText} tabIndex={-1} className="record-monitoring__state">
        {active ? (
          <>
            <strong>Entreprise surveillée</strong> depuis le {formatDateFr(surveillance.date_debut)}.
          </>
        ) : (
          <>
            <strong>Surveillance arrêtée</strong>
            {surveillance.date_fin ? ` le ${formatDateFr(surveillance.date_fin)}` : ''}.
          </>
        )}
      </p>
      {error}
      {active ? (
        <Button
          variant="secondary"
          className="record-monitoring__action"
          disabled={pending}
          onClick={() => void act(() => finishSurveillance(surveillance.id), `La surveillance de ${object} est arrêtée.`)}
        >
          Arrêter la surveillance
        </Button>
      ) : (
        <Button
          variant="secondary"
          className="record-monitoring__action"
          disabled={pending}
          onClick={() => void act(() => continueSurveillance(surveillance.id), `La surveillance de ${object} a repris.`)}
        >
          Reprendre la surveillance
        </Button>
      )}
      <p className="record-monitoring__text">
        <SiteLink href={MY_SURVEILLANCES_PATH}>Voir mes surveillances</SiteLink>
      </p>
    </>
  );
}
