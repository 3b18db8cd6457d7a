import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import {
  Alert,
  CODES_OFFRE_ABONNEMENT,
  LoadFailed,
  Loading,
  Stepper,
  formatDateFr,
  offreAbonnement,
  useResource,
  userStore,
  type Abonnement,
  type FieldError,
  type SelectedCustomerAccount,
} from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { PersonalSpacePage } from '../../layout/PersonalSpacePage';
import { SelectedAccountGate } from '../../layout/SelectedAccountGate';
import { subscriptionNeeds } from './needs';
import { apiBillingErrors, initialBilling, type BillingValues } from './billing';
import { BillingStep } from './BillingStep';
import { ConfirmStep } from './ConfirmStep';
import { OfferStep } from './OfferStep';
import { STEP_NAMES, SUBSCRIPTION_CRUMB, SUBSCRIPTION_PATH, UUID, stepPath, type StepName } from './paths';
import { PaymentOutcome } from './PaymentOutcome';
import { SubscriptionOverview } from './SubscriptionOverview';
import '../../subscription.css';
import personalSpaceRoutes from '@portail/shared/routing/routes/mf-personal-space.json';

const STEPS = [{ label: 'Offre' }, { label: 'Coordonnées de facturation' }, { label: 'Confirmation' }];

interface Flow {
  etape: StepName | null;
  offre: (typeof CODES_OFFRE_ABONNEMENT)[number] | null;
  remplace: string | null;
}

function flowFrom(params: URLSearchParams): Flow {
  const step = STEP_NAMES.find((e) => e === params.get('etape')) ?? null;
  const offerCode = CODES_OFFRE_ABONNEMENT.find((c) => c === params.get('offre')) ?? null;
  const replaces = params.get('remplace');
  return { etape: step, offre: offerCode, remplace: replaces && UUID.test(replaces) ? replaces.toLowerCase() : null };
}

/** The subscription that has just been made, said once at the top of the overview: started, or awaiting its first payment. */
function Started({ created, replaced }: { created: Abonnement; replaced: Abonnement | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  if (created.statut === 'EN_ATTENTE_PAIEMENT') {
    return (
      <div ref={ref} tabIndex={-1}>
        <Alert tone="info" title={`Votre abonnement ${created.libelle_offre} attend le paiement de son premier mois`} headingLevel={2} live="polite">
          <p>
            Payez-le ci-dessous : il commencera le jour du paiement.
            {replaced && ` Votre abonnement ${replaced.libelle_offre} prendra fin à la fin de sa période en cours, une fois le nouveau commencé.`}
          </p>
        </Alert>
      </div>
    );
  }
  return (
    <div ref={ref} tabIndex={-1}>
      <Alert tone="success" title={`Votre abonnement ${created.libelle_offre} a commencé`} headingLevel={2} live="polite">
        <p>
          Il court depuis le {formatDateFr(created.date_debut)} et sera facturé chaque mois.
          {replaced && ` Votre abonnement ${replaced.libelle_offre} prendra fin le ${formatDateFr(replaced.date_fin ?? replaced.fin_periode)}.`}
        </p>
        {created.code_offre === 'SURV' && (
          <p>
            <Link to={personalSpaceRoutes.monitoring}>Surveiller mes premières entreprises</Link>
          </p>
        )}
      </Alert>
    </div>
  );
}

function SubscriptionFlow({ account, flow, session }: { account: SelectedCustomerAccount; flow: Flow; session: string | null }) {
  const navigate = useNavigate();
  const all = useResource(usePageNeeds(subscriptionNeeds).all);
  const [billing, setBilling] = useState<BillingValues | null>(null);
  const [refused, setRefused] = useState<FieldError[]>([]);
  const [started, setStarted] = useState<{ created: Abonnement; replaced: Abonnement | null } | null>(null);
  const info = useStore(userStore, (s) => s.info);
  const contact = useStore(userStore, (s) => s.contact);
  // Back on the overview, the next subscription starts from a fresh form (once the address has
  // changed: forgetting it earlier would send the finished flow back to its billing step).
  useEffect(() => {
    if (flow.etape === null) setBilling(null);
  }, [flow.etape]);

  const changed = all.retry;
  // First, and kept while the subscriptions load again: what became of the payment made on the provider's page.
  const outcome = session ? <PaymentOutcome id={session} accountId={account.id} onSettled={changed} /> : null;
  if (all.status === 'loading') {
    return (
      <>
        {outcome}
        <Loading label="Chargement de votre abonnement…" />
      </>
    );
  }
  if (all.status === 'error' || all.status === 'not-found') {
    return <LoadFailed title="Votre abonnement n'a pas pu être chargé" error={all.error} onRetry={all.retry} headingLevel={2} />;
  }
  const current = all.data.filter((a) => a.statut !== 'TERMINE');
  if (flow.etape === null) {
    return (
      <>
        {outcome}
        {started && <Started {...started} />}
        <SubscriptionOverview subscriptions={all.data} onChanged={changed} />
      </>
    );
  }

  const replaced = flow.remplace ? (current.find((a) => a.uuid === flow.remplace) ?? null) : null;
  if (flow.remplace && !replaced) {
    return (
      <Alert tone="error" title="Cet abonnement ne peut pas être remplacé" headingLevel={2}>
        <p>Il n'est pas en cours ou n'appartient pas au compte client sélectionné.</p>
        <Link to={SUBSCRIPTION_PATH}>Revenir à mon abonnement</Link>
      </Alert>
    );
  }
  const offer = offreAbonnement(flow.offre);
  const remplace = replaced?.uuid ?? null;
  const stepper = (index: number) => <Stepper steps={STEPS} current={index} label="Étapes de la souscription" />;

  if (flow.etape === 'offre' || !offer) {
    if (flow.etape !== 'offre') return <Navigate replace to={stepPath('offre', { remplace })} />;
    return (
      <>
        {stepper(0)}
        <OfferStep inForce={current} initial={flow.offre} onChoose={(code) => navigate(stepPath('coordonnees', { offre: code, remplace }))} />
      </>
    );
  }
  const values = billing ?? initialBilling(account, current, { firstName: info?.firstName ?? '', lastName: info?.lastName ?? '' }, contact);
  if (flow.etape === 'coordonnees' || !billing) {
    if (flow.etape !== 'coordonnees') return <Navigate replace to={stepPath('coordonnees', { offre: offer.code, remplace })} />;
    return (
      <>
        {stepper(1)}
        <BillingStep
          key={refused.map((e) => e.message).join('|')}
          offer={offer}
          initial={values}
          refused={refused}
          backTo={stepPath('offre', { offre: offer.code, remplace })}
          onNext={(next) => {
            setBilling(next);
            setRefused([]);
            navigate(stepPath('confirmation', { offre: offer.code, remplace }));
          }}
        />
      </>
    );
  }
  return (
    <>
      {stepper(2)}
      <ConfirmStep
        accountId={account.id}
        offer={offer}
        billing={billing}
        replaced={replaced}
        backTo={stepPath('coordonnees', { offre: offer.code, remplace })}
        onDone={(created) => {
          setStarted({ created, replaced: replaced && { ...replaced, date_fin: replaced.date_fin ?? replaced.fin_periode } });
          changed();
          navigate(SUBSCRIPTION_PATH);
        }}
        onRefused={(errors) => {
          setRefused(apiBillingErrors(errors));
          navigate(stepPath('coordonnees', { offre: offer.code, remplace }));
        }}
      />
    </>
  );
}

/**
 * /espace-personnel/mon-abonnement: the selected account's subscriptions; with `etape`
 * (offre, coordonnees, confirmation), the steps of subscribing to an offer or of changing offer
 * (`remplace`: the subscription the new one replaces).
 */
export function SubscriptionPage() {
  const [params] = useSearchParams();
  const flow = flowFrom(params);
  // Back from the provider's payment page: the payment to look at.
  const session = flow.etape === null && UUID.test(params.get('session') ?? '') ? params.get('session') : null;
  const title = flow.etape ? (flow.remplace ? "Changer d'offre" : 'Souscrire une offre') : 'Mon abonnement';
  return (
    <PersonalSpacePage
      title={title}
      trail={flow.etape ? [SUBSCRIPTION_CRUMB] : []}
      description="Votre abonnement, les services qu'il comprend, sa facturation ; souscrire une offre ou en changer."
    >
      <SelectedAccountGate>{(account) => <SubscriptionFlow key={account.id} account={account} flow={flow} session={session} />}</SelectedAccountGate>
    </PersonalSpacePage>
  );
}

// The page's data needs download with it (pages.tsx, `lazyNeeds`).
export { subscriptionNeeds };
