import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import { ABANDON_COMMANDE_AVIS, Alert, Button, Loading, PageFrame, SiteLink, Stepper, authStore, formatAmount, isNotFoundError, publish, userMessage, type PaiementSession, REFUND_STATE_SENTENCES } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { announce, fetchBasket } from '../basket';
import { fetchPayment, CHECKOUT_STEPS } from '../checkout';
import '../../basket.css';
import basketRoutes from '@portail/shared/routing/routes/mf-basket.json';
import personalSpaceRoutes from '@portail/shared/routing/routes/mf-personal-space.json';
import searchRoutes from '@portail/shared/routing/routes/mf-search.json';

/** How often, and how long, the page asks whether the provider has confirmed the payment. */
export const POLL_INTERVAL_MS = 1_000;
export const POLL_TIMEOUT_MS = 120_000;

type View = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; payment: PaiementSession; timedOut: boolean };

const orderPath = (p: PaiementSession) =>
  p.commande
    ? `${personalSpaceRoutes.order}?${new URLSearchParams({ reference_commande: p.commande.reference, date_commande: p.commande.date_commande })}`
    : personalSpaceRoutes.orderHistory;

/**
 * /panier/paiement: where the provider sends the customer back, and where wallet and monthly
 * payments land. What it says comes from the API, which only the provider's notification informs:
 * the return's own parameters are not believed.
 */
export function PaymentReturnPage() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const id = params.get('session');
  const connected = useStore(authStore, (s) => s.connected);
  const restoring = useStore(authStore, (s) => s.restoring || s.signingIn);
  const [view, setView] = useState<View>({ status: 'loading' });

  useEffect(() => {
    if (!connected || !id) return;
    const controller = new AbortController();
    const started = Date.now();
    let timer: number | undefined;
    const poll = async () => {
      try {
        const payment = await fetchPayment(id, controller.signal);
        if (controller.signal.aborted) return;
        const waiting = payment.statut === 'EN_ATTENTE';
        const timedOut = waiting && Date.now() - started > POLL_TIMEOUT_MS;
        setView({ status: 'ready', payment, timedOut });
        if (waiting && !timedOut) timer = window.setTimeout(() => void poll(), POLL_INTERVAL_MS);
        // What was bought has left the basket: the header's count follows.
        if (payment.statut === 'ACCEPTE') announce(await fetchBasket(controller.signal));
      } catch (error) {
        if (controller.signal.aborted) return;
        setView({ status: 'error', message: isNotFoundError(error) ? "Ce paiement est introuvable : il n'a peut-être pas été demandé depuis ce compte." : userMessage(error) });
      }
    };
    void poll();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [connected, id]);

  const frame = (current: number, children: React.ReactNode) => (
    <PageFrame title="Paiement" heading="Votre paiement" breadcrumb={[{ label: 'Panier', href: basketRoutes.basket }, { label: 'Paiement' }]} description="Le résultat du paiement de votre commande.">
      <Stepper steps={CHECKOUT_STEPS} current={current} />
      <div className="payment-result">{children}</div>
    </PageFrame>
  );

  if (!id) return frame(2, <Alert headingLevel={2} tone="error" title="Aucun paiement n'est indiqué">Revenez à votre panier pour passer commande.</Alert>);
  if (restoring) return frame(2, <Loading label="Reprise de votre session…" />);
  if (!connected) {
    return frame(
      2,
      <Alert tone="info" title="Connectez-vous pour voir votre paiement" headingLevel={2}>
        <Button onClick={() => publish('auth:login-requested', { v: 1, returnTo: `${pathname}${search}` })}>Se connecter</Button>
      </Alert>,
    );
  }
  if (view.status === 'loading') return frame(2, <Loading label="Vérification de votre paiement…" />);
  if (view.status === 'error') return frame(2, <Alert headingLevel={2} tone="error" title="Paiement introuvable" live="assertive">{view.message}</Alert>);

  const p = view.payment;
  const amount = formatAmount(p.montant, { thousandsSeparator: true, currency: p.devise });
  const reference = p.commande?.reference ?? '';
  if (p.statut === 'ACCEPTE' && p.remboursement) {
    // A card payment received when the order had already been paid another way: it is given back.
    return frame(
      3,
      <>
        <Alert headingLevel={2} tone="warning" title="Commande déjà réglée : ce paiement vous est rendu" live="polite">
          <p>{`Votre commande ${reference} était déjà réglée par un autre paiement lorsque ce paiement par carte de ${amount} nous est parvenu.`}</p>
          <p>{REFUND_STATE_SENTENCES[p.remboursement]}</p>
        </Alert>
        <div className="btn-group">
          <SiteLink className="btn btn--primary" href={orderPath(p)}>
            Voir ma commande {reference}
          </SiteLink>
        </div>
      </>,
    );
  }
  if (p.statut === 'ACCEPTE') {
    const deferred = p.moyen === 'DIFFERE';
    return frame(
      3,
      <>
        <Alert headingLevel={2} tone="success" title={deferred ? 'Commande validée' : 'Paiement accepté'} live="polite">
          <p>
            {deferred
              ? `Votre commande ${reference} (${amount}) est validée : elle figurera sur votre facture mensuelle.`
              : `Votre paiement de ${amount} pour la commande ${reference} est confirmé. Votre facture vous est envoyée par courriel.`}
          </p>
        </Alert>
        <p>Vos documents sont en cours de préparation : ils apparaîtront dans le détail de votre commande.</p>
        <div className="btn-group">
          <SiteLink className="btn btn--primary" href={orderPath(p)}>
            Voir ma commande {reference}
          </SiteLink>
          <SiteLink className="btn btn--secondary" href={searchRoutes.advancedSearch}>
            Commander d'autres documents
          </SiteLink>
        </div>
      </>,
    );
  }
  if (p.statut === 'EN_ATTENTE') {
    return frame(
      2,
      view.timedOut ? (
        <Alert headingLevel={2} tone="warning" title="Paiement en attente de confirmation">
          <p>Le prestataire de paiement n'a pas encore confirmé votre paiement. Vous recevrez un courriel dès sa confirmation ; l'état de votre commande est aussi visible dans votre espace personnel.</p>
          <SiteLink href={orderPath(p)}>Suivre ma commande</SiteLink>
        </Alert>
      ) : (
        <Loading label={`Paiement de ${amount} en cours de confirmation par le prestataire…`} />
      ),
    );
  }
  const refused = p.statut === 'REFUSE';
  return frame(
    2,
    <>
      <Alert headingLevel={2} tone={refused ? 'error' : 'warning'} title={refused ? 'Paiement refusé' : 'Paiement non abouti'} live="assertive">
        <p>{p.motif ?? (refused ? 'Votre banque a refusé le paiement.' : 'Le paiement a été abandonné.')}</p>
        <p>
          {reference
            ? `Aucun montant n'a été débité. Votre commande ${reference} attend toujours son paiement : vous pouvez la payer à nouveau, ou l'annuler depuis votre espace personnel. ${ABANDON_COMMANDE_AVIS}`
            : "Aucun montant n'a été débité. Votre panier a été conservé."}
        </p>
      </Alert>
      <div className="btn-group">
        <Link to={basketRoutes.checkout} className="btn btn--primary">
          Réessayer le paiement
        </Link>
        <Link to={basketRoutes.basket} className="btn btn--secondary">
          Retour au panier
        </Link>
      </div>
    </>,
  );
}
