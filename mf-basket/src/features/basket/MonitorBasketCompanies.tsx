import { useId, useState } from 'react';
import { useStore } from 'zustand';
import { Alert, Button, SiteLink, authStore, hasMonitoringOffer, selectedAccountStore, userMessage, type Panier } from '@portail/shared';
import { basketCompanyIds, monitorCompanies, outcomeMessage } from './monitoring';
import personalSpaceRoutes from '@portail/shared/routing/routes/mf-personal-space.json';

export const MY_SURVEILLANCES_PATH = personalSpaceRoutes.monitoring;

/** For an account with the monitoring offer: monitor every company of the basket in one action. */
export function MonitorBasketCompanies({ basket }: { basket: Panier }) {
  const connected = useStore(authStore, (s) => s.connected);
  const account = useStore(selectedAccountStore, (s) => s.account);
  const ids = basketCompanyIds(basket);
  if (!connected || !account || !hasMonitoringOffer(account) || ids.length === 0) return null;
  return <MonitorAction key={account.id} ids={ids} accountId={account.id} />;
}

function MonitorAction({ ids, accountId }: { ids: number[]; accountId: number }) {
  const titleId = useId();
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const several = ids.length > 1;

  const monitor = async () => {
    setPending(true);
    setProblem(null);
    setResult('');
    try {
      setResult(outcomeMessage(await monitorCompanies(ids, accountId)));
    } catch (error) {
      setProblem(userMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="basket-monitoring" aria-labelledby={titleId}>
      <h2 id={titleId}>Surveillance</h2>
      <p className="basket-summary__hint">
        {several ? `Soyez averti des changements des ${ids.length} entreprises de votre panier.` : "Soyez averti des changements de l'entreprise de votre panier."}
      </p>
      {problem && (
        <Alert tone="error" live="assertive">
          {problem}
        </Alert>
      )}
      <Button variant="secondary" disabled={pending} onClick={() => void monitor()}>
        {several ? 'Surveiller les entreprises du panier' : "Surveiller l'entreprise du panier"}
      </Button>
      <p role="status" className="basket-monitoring__result">
        {result}
      </p>
      {result && (
        <p>
          <SiteLink href={MY_SURVEILLANCES_PATH}>Voir mes surveillances</SiteLink>
        </p>
      )}
    </section>
  );
}
