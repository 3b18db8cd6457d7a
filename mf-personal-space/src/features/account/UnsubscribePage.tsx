import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  Alert,
  Button,
  ChoiceList,
  ConfirmDialog,
  EmptyState,
  LoadFailed,
  Loading,
  ProblemAlert,
  SummaryList,
  formatDateFr,
  useResource,
  userMessage,
  type Abonnement,
} from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { PersonalSpacePage } from '../../layout/PersonalSpacePage';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { SelectedAccountGate } from '../../layout/SelectedAccountGate';
import { unsubscribeNeeds } from './needs';
import { terminate, subscriptionPrice, SUBSCRIPTION_CRUMB, SUBSCRIPTION_PATH, resumePath, stepPath } from '../subscription';
import '../../subscription.css';

const CHOICE_ID = 'abonnement-a-resilier';

/** Said once the end is recorded: when it ends, and that it can still be resumed. */
function Recorded({ a }: { a: Abonnement }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1}>
      <Alert tone="success" title="Votre demande de résiliation est enregistrée" headingLevel={2} live="polite">
        <p>
          Votre abonnement {a.libelle_offre} prendra fin le <strong>{formatDateFr(a.date_fin)}</strong>. Jusqu'à cette date, ses services restent ouverts
          et vous pouvez changer d'avis.
        </p>
        <ul className="subscription-card__actions">
          <li>
            <Link to={resumePath(a.uuid)}>Reprendre mon abonnement {a.libelle_offre}</Link>
          </li>
          <li>
            <Link to={SUBSCRIPTION_PATH}>Revenir à mon abonnement</Link>
          </li>
        </ul>
      </Alert>
    </div>
  );
}

function Unsubscribe({ preselected }: { preselected: string | null }) {
  const inForce = useResource(usePageNeeds(unsubscribeNeeds).inForce);
  const [chosen, setChosen] = useState<string | null>(preselected);
  const [error, setError] = useState<string | undefined>();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [recorded, setRecorded] = useState<Abonnement | null>(null);

  if (recorded) return <Recorded a={recorded} />;
  if (inForce.status === 'loading') return <Loading label="Chargement de votre abonnement…" />;
  if (inForce.status === 'error' || inForce.status === 'not-found') {
    return <LoadFailed title="Votre abonnement n'a pas pu être chargé" error={inForce.error} onRetry={inForce.retry} headingLevel={2} />;
  }
  const running = inForce.data.filter((a) => a.statut === 'EN_COURS');
  const ending = inForce.data.filter((a) => a.statut === 'RESILIATION_DEMANDEE');
  const selected = running.length === 1 ? running[0]! : (running.find((a) => a.uuid === chosen) ?? null);

  const ask = () => {
    if (!selected) {
      setError("Veuillez choisir l'abonnement à résilier.");
      document.getElementById(CHOICE_ID)?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    setProblem(null);
    setAsking(true);
  };
  const confirm = async () => {
    setAsking(false);
    setBusy(true);
    try {
      setRecorded(await terminate(selected!.uuid));
    } catch (e) {
      setProblem(userMessage(e));
      setBusy(false);
    }
  };

  return (
    <>
      {ending.map((a) => (
        <Alert key={a.uuid} tone="info" title={`Votre abonnement ${a.libelle_offre} prendra fin le ${formatDateFr(a.date_fin)}`} headingLevel={2}>
          <p>Sa résiliation est déjà demandée.</p>
          <Link to={resumePath(a.uuid)}>Reprendre mon abonnement {a.libelle_offre}</Link>
        </Alert>
      ))}
      {running.length === 0 && ending.length === 0 && (
        <EmptyState title="Vous n'avez pas d'abonnement en cours" action={<Link to={stepPath('offre')}>Découvrir nos offres</Link>}>
          <p>Il n'y a rien à résilier.</p>
        </EmptyState>
      )}
      {running.length > 0 && (
        <section aria-labelledby="resiliation">
          <h2 id="resiliation">Résilier un abonnement</h2>
          <p>
            L'abonnement prend fin le dernier jour de la période mensuelle en cours. Jusque-là, vous gardez l'accès à ses services, et vous pouvez le
            reprendre à tout moment.
          </p>
          {running.length > 1 ? (
            <ChoiceList
              id={CHOICE_ID}
              legend="Abonnement à résilier"
              name="abonnement"
              value={chosen}
              onChange={(v) => {
                setChosen(v);
                setError(undefined);
              }}
              error={error}
              options={running.map((a) => ({
                value: a.uuid,
                label: a.libelle_offre,
                description: `${subscriptionPrice(a) ?? ''} – prendrait fin le ${formatDateFr(a.fin_periode)}`,
              }))}
            />
          ) : (
            <SummaryList
              items={[
                { key: 'offre', term: 'Abonnement', description: selected!.libelle_offre },
                ...(subscriptionPrice(selected!) ? [{ key: 'prix', term: 'Prix', description: subscriptionPrice(selected!)! }] : []),
                { key: 'fin', term: 'Prendrait fin le', description: formatDateFr(selected!.fin_periode) },
              ]}
            />
          )}
          <ProblemAlert title="La résiliation n'a pas été enregistrée" problem={problem} />
          <div className="btn-group">
            <Button onClick={ask} disabled={busy}>
              {busy ? 'Enregistrement…' : 'Demander la résiliation'}
            </Button>
            <Link to={SUBSCRIPTION_PATH}>Garder mon abonnement</Link>
          </div>
          <ConfirmDialog
            open={asking && selected !== null}
            title={`Résilier votre abonnement ${selected?.libelle_offre ?? ''} ?`}
            message={`Il prendra fin le ${formatDateFr(selected?.fin_periode)}, à la fin de la période en cours. D'ici là, vous gardez l'accès à ses services et vous pourrez le reprendre.`}
            confirmLabel="Oui, résilier"
            cancelLabel="Non, garder mon abonnement"
            onConfirm={() => void confirm()}
            onCancel={() => setAsking(false)}
          />
        </section>
      )}
    </>
  );
}

/** /espace-personnel/demande-desabonnement: ask to end a subscription at the end of its period (`abonnement`: which one). */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  return (
    <PersonalSpacePage title="Demande de désabonnement" trail={[SUBSCRIPTION_CRUMB]} description="Demandez la résiliation de votre abonnement à la fin de la période en cours.">
      <SelectedAccountGate>{(account) => <Unsubscribe key={account.id} preselected={params.get('abonnement')?.toLowerCase() ?? null} />}</SelectedAccountGate>
    </PersonalSpacePage>
  );
}

// The page's data needs download with it (pages.tsx, `lazyNeeds`).
export { unsubscribeNeeds };
