import { useEffect, useRef, useState } from 'react';
import { Alert, Button, ConfirmDialog, ProblemAlert, SummaryList, formatDateFr, parisDay, useResource, userMessage, type Abonnement } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { OwnedItemPage } from '../../layout/OwnedItemPage';
import { resume, subscriptionCall } from './api';
import { subscriptionResumeNeeds } from './needs';
import { usePageNeeds } from '@portail/shared/remote/pageRoutes';
import { BillingAddress, SubscriptionStatus, subscriptionDates, subscriptionPrice } from './labels';
import { SUBSCRIPTION_CRUMB, SUBSCRIPTION_PATH } from './paths';
import { SubscriptionPayment } from './SubscriptionPayment';
import '../../subscription.css';

function Summary({ a }: { a: Abonnement }) {
  const price = subscriptionPrice(a);
  return (
    <SummaryList
      items={[
        { key: 'offre', term: 'Offre', description: a.libelle_offre },
        { key: 'etat', term: 'État', description: <SubscriptionStatus status={a.statut} /> },
        { key: 'dates', term: 'Période', description: subscriptionDates(a) },
        ...(price ? [{ key: 'prix', term: 'Prix', description: price }] : []),
        { key: 'facturation', term: 'Facturation', description: <BillingAddress a={a} /> },
      ]}
    />
  );
}

function Resume({ initial }: { initial: Abonnement }) {
  const [subscription, setSubscription] = useState(initial);
  const [done, setDone] = useState<'continued' | 'subscribed' | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [reloadProblem, setReloadProblem] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) noticeRef.current?.focus();
  }, [done]);

  const act = async () => {
    setAsking(false);
    setBusy(true);
    setProblem(null);
    try {
      const next = await resume(subscription.uuid);
      setDone(next.uuid === subscription.uuid ? 'continued' : 'subscribed');
      setSubscription(next);
    } catch (error) {
      setProblem(userMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const a = subscription;
  const awaiting = a.statut === 'EN_ATTENTE_PAIEMENT';
  const paid = () => {
    setReloadProblem(null);
    subscriptionCall(a.uuid).load(new AbortController().signal).then(setSubscription, (e: unknown) => setReloadProblem(userMessage(e)));
  };
  return (
    <>
      {done && awaiting && (
        <div ref={noticeRef} tabIndex={-1}>
          <Alert tone="info" title={`Votre abonnement ${a.libelle_offre} attend le paiement de son premier mois`} headingLevel={2} live="polite">
            <p>
              {done === 'subscribed'
                ? 'Un nouvel abonnement est souscrit, avec la même offre et le même contact de facturation : il commencera le jour du paiement de son premier mois.'
                : 'Il commencera le jour du paiement de son premier mois.'}
            </p>
          </Alert>
        </div>
      )}
      {done && !awaiting && (
        <div ref={noticeRef} tabIndex={-1}>
          <Alert tone="success" title={done === 'continued' ? `Votre abonnement ${a.libelle_offre} continue` : `Votre abonnement ${a.libelle_offre} a repris`} headingLevel={2} live="polite">
            <p>
              {done === 'continued'
                ? 'Votre demande de résiliation est annulée : il se renouvellera chaque mois.'
                : `Un nouvel abonnement court depuis le ${formatDateFr(a.date_debut)}, avec la même offre et le même contact de facturation.`}
            </p>
          </Alert>
        </div>
      )}
      {!done && a.statut === 'RESILIATION_DEMANDEE' && a.date_fin && (
        <p>
          Vous avez demandé la résiliation de cet abonnement : il prendra fin le <strong>{formatDateFr(a.date_fin)}</strong>. Reprenez-le pour continuer à
          en bénéficier sans interruption.
        </p>
      )}
      {!done && a.statut === 'TERMINE' && a.date_fin && (
        <p>
          Cet abonnement a pris fin le <strong>{formatDateFr(a.date_fin)}</strong>. Reprenez-le pour souscrire à nouveau la même offre à partir d'aujourd'hui.
        </p>
      )}
      {!done && (a.statut === 'EN_COURS' || a.statut === 'A_VENIR') && (
        <Alert tone="info" title="Cet abonnement est en cours" headingLevel={2}>
          <p>Il n'a pas de date de fin : il n'y a rien à reprendre.</p>
        </Alert>
      )}
      <Summary a={a} />
      {a.a_payer && <SubscriptionPayment a={a} due={a.a_payer} onPaid={paid} />}
      <ProblemAlert title="L'abonnement payé n'a pas pu être rechargé" problem={reloadProblem} />
      <ProblemAlert title="L'abonnement n'a pas été repris" problem={problem} />
      {!done && (a.statut === 'RESILIATION_DEMANDEE' || a.statut === 'TERMINE') && (
        <p>
          <Button onClick={() => (a.statut === 'TERMINE' ? setAsking(true) : void act())} disabled={busy}>
            {busy ? 'Reprise en cours…' : 'Reprendre mon abonnement'}
          </Button>
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title={`Souscrire à nouveau l'offre ${a.libelle_offre} ?`}
        message={`Un nouvel abonnement sera souscrit aujourd'hui, le ${formatDateFr(parisDay())}${subscriptionPrice(a) ? `, au prix de ${subscriptionPrice(a)}` : ''}. Il commence aussitôt si votre compte client paie sur facture, sinon le jour du paiement de son premier mois, et sera facturé chaque mois à ${a.libelle_facturation ?? 'votre contact de facturation'}.`}
        confirmLabel="Oui, souscrire à nouveau"
        cancelLabel="Non, annuler"
        onConfirm={() => void act()}
        onCancel={() => setAsking(false)}
      />
      <p>
        <Link to={SUBSCRIPTION_PATH}>Revenir à mon abonnement</Link>
      </p>
    </>
  );
}

/** /espace-personnel/mon-abonnement/reprise/{uuid}: resume a subscription whose end was asked for, or that ended. */
export function SubscriptionResumePage() {
  const needs = usePageNeeds(subscriptionResumeNeeds);
  const resource = useResource(needs.subscription);
  return (
    <OwnedItemPage
      titles={{ missing: 'Abonnement introuvable', ready: () => 'Reprise de mon abonnement', pending: 'Reprise de mon abonnement' }}
      trail={[SUBSCRIPTION_CRUMB]}
      crumb="Reprise"
      description="Reprenez un abonnement résilié ou terminé."
      resource={resource}
      valid={needs.valid}
      missing={{ title: 'Cet abonnement est introuvable', text: "Il n'existe pas ou n'appartient pas à l'un de vos comptes clients.", to: SUBSCRIPTION_PATH, label: 'Voir mon abonnement' }}
      loadingLabel="Chargement de l'abonnement…"
      failedTitle="L'abonnement n'a pas pu être chargé"
    >
      {(data) => <Resume key={data.uuid} initial={data} />}
    </OwnedItemPage>
  );
}

// The page's data needs download with it (pages.tsx, `lazyNeeds`).
export { subscriptionResumeNeeds };
