import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { Button, SELECT_ACCOUNT_PATH, SiteLink, authStore, hasMonitoringOffer, publish, selectedAccountStore } from '@portail/shared';
import { SurveillanceStatus } from './SurveillanceStatus';
import personalSpaceRoutes from '@portail/shared/routing/routes/mf-personal-space.json';

export const SUBSCRIPTION_PATH = personalSpaceRoutes.subscription;
/** Id of the panel, for the links that lead to it. */
export const MONITORING_PANEL_ID = 'surveillance';

/** The company a surveillance is for. */
export interface MonitoringTarget {
  id: number;
  denomination: string | null;
}

/** False on the server and during hydration, true once the panel is in the browser. */
function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/**
 * "Surveiller cette entreprise" on the company record. What the panel offers depends on who looks
 * at the page, which only the browser knows: the server and the first render in the browser show
 * the panel's title alone (hydration finds the same markup), then a visitor is offered to sign in,
 * an account without the monitoring offer is told where it is sold, and a subscriber sees whether
 * the company is monitored and can start, stop or resume monitoring it.
 */
export function MonitoringPanel({ company }: { company: MonitoringTarget }) {
  const titleId = useId();
  const mounted = useMounted();
  const connected = useStore(authStore, (s) => s.connected);
  const authPending = useStore(authStore, (s) => s.restoring || s.signingIn);
  const account = useStore(selectedAccountStore, (s) => s.account);
  const accountPending = useStore(selectedAccountStore, (s) => s.status === 'idle' || s.status === 'loading');
  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback((message: string) => setAnnouncement(message), []);

  let body: ReactNode = null;
  if (!mounted || authPending || (connected && !account && accountPending)) {
    body = null;
  } else if (!connected) {
    body = (
      <>
        <p className="record-monitoring__text">Soyez averti des changements de cette entreprise : dirigeants, siège, comptes déposés, procédures collectives.</p>
        <Button
          variant="secondary"
          className="record-monitoring__action"
          onClick={() => publish('auth:login-requested', { v: 1, returnTo: `${window.location.pathname}${window.location.search}` })}
        >
          Surveiller cette entreprise
        </Button>
      </>
    );
  } else if (!account) {
    body = (
      <p className="record-monitoring__text">
        Une surveillance est attachée à un compte client. <SiteLink href={SELECT_ACCOUNT_PATH}>Choisir un compte client</SiteLink>
      </p>
    );
  } else if (!hasMonitoringOffer(account)) {
    body = (
      <p className="record-monitoring__text">
        La surveillance d'entreprises fait partie de l'abonnement Surveillance, auquel ce compte client n'est pas abonné.{' '}
        <SiteLink href={SUBSCRIPTION_PATH}>Voir mon abonnement</SiteLink>
      </p>
    );
  } else {
    body = <SurveillanceStatus key={`${account.id}:${company.id}`} company={company} accountId={account.id} announce={announce} />;
  }

  return (
    <section id={MONITORING_PANEL_ID} className="record-monitoring" aria-labelledby={titleId}>
      <h2 id={titleId} className="record-monitoring__title">
        Surveillance
      </h2>
      {body}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </section>
  );
}
