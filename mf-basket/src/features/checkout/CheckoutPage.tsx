import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import {
  Alert,
  Button,
  ChoiceList,
  ErrorSummary,
  FormField,
  LABEL_MAX_LENGTH,
  Loading,
  PageFrame,
  SELECT_ACCOUNT_PATH,
  SiteLink,
  Stepper,
  SummaryList,
  authStore,
  formatAmount,
  INCLUS_ABONNEMENT,
  newIdempotencyKey,
  PAID_ORDER_STATUSES,
  publish,
  selectedAccountStore,
  useSite,
  userMessage,
  userStore,
  type MoyenAccepte,
  type Commande,
  type MoyenPaiementOffert,
  type Panier,
} from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { siteVariant } from '@portail/shared/site/variants';
import { Totals, announce, fetchBasket, useBasket } from '../basket';
import { AddressFieldset } from './AddressFieldset';
import { OrderConfirmed, orderPagePath } from './OrderConfirmed';
import { fetchPaymentMeans, payOrder, placeOrder } from './api';
import { initialValues, orderFields, validate, type CheckoutErrors, type CheckoutValues } from './checkoutForm';
import '../../basket.css';
import basketRoutes from '@portail/shared/routing/routes/mf-basket.json';
import contentRoutes from '@portail/shared/routing/routes/mf-content.json';
import searchRoutes from '@portail/shared/routing/routes/mf-search.json';

export const CHECKOUT_STEPS = [{ label: 'Panier' }, { label: 'Coordonnées' }, { label: 'Paiement' }, { label: 'Confirmation' }] as const;

/** What the customer buys, line by line, before paying. */
function Recap({ basket }: { basket: Panier }) {
  const money = (v: number) => formatAmount(v, { thousandsSeparator: true, currency: basket.devise });
  return (
    <ul className="checkout-lines">
      {basket.articles.flatMap((a) =>
        a.sous_articles.map((x) => (
          <li key={x.id}>
            {x.libelle} – {a.entite.denomination}
            {x.document ? ` (${x.document.libelle})` : ''} : {money(x.prix.montant_ttc)}
            {x.inclus_abonnement ? ` (Kbis électronique ${INCLUS_ABONNEMENT})` : ''}
          </li>
        )),
      )}
    </ul>
  );
}

/** The electronic Kbis of the basket that the customer's subscription pays for. */
const includedKbis = (basket: Panier) => basket.articles.flatMap((a) => a.sous_articles).filter((x) => x.inclus_abonnement).length;

/** Why nothing is paid for a basket whose total is zero. */
function NothingToPay({ basket }: { basket: Panier }) {
  const included = includedKbis(basket);
  return (
    <Alert headingLevel={3} tone="info" title="Aucun paiement n'est demandé">
      <p>
        {included === 0
          ? 'Cette commande ne vous coûte rien.'
          : `Cette commande ne vous coûte rien : ${included === 1 ? 'votre Kbis électronique est' : 'vos Kbis électroniques sont'} ${INCLUS_ABONNEMENT}.`}
      </p>
    </Alert>
  );
}

/**
 * /panier/commande: who is billed, where mail goes, how it is paid; then the provider's page. An
 * order with nothing to pay is confirmed as it is placed, without any payment.
 */
export function CheckoutPage() {
  const navigate = useNavigate();
  const connected = useStore(authStore, (s) => s.connected);
  const restoring = useStore(authStore, (s) => s.restoring || s.signingIn);
  const account = useStore(selectedAccountStore, (s) => s.account);
  const contact = useStore(userStore, (s) => s.contact);
  const info = useStore(userStore, (s) => s.info);
  const country = useSite((site) => siteVariant(site).country);
  const { state } = useBasket();
  const basket = state.status === 'ready' ? state.basket : null;

  const [values, setValues] = useState<CheckoutValues | null>(null);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [step, setStep] = useState<1 | 2>(1);
  const [means, setMeans] = useState<MoyenPaiementOffert[] | null>(null);
  const [meansError, setMeansError] = useState<string | null>(null);
  const [choice, setChoice] = useState<MoyenAccepte | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The order placed awaits a payment that the checkout did not expect (its total changed).
  const [unexpected, setUnexpected] = useState<Commande | null>(null);
  const [confirmed, setConfirmed] = useState<{ order: Commande; included: number } | null>(null);
  // Set at once, where the state waits for a render: a second click in between places nothing.
  const inFlight = useRef(false);
  // One key per checkout shown: a double click or a retry makes one order.
  const [key] = useState(newIdempotencyKey);
  const stepHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (account && !values) setValues(initialValues(account, contact, { firstName: info?.firstName ?? '', lastName: info?.lastName ?? '' }, country));
  }, [account, contact, info, values, country]);

  const currency = basket?.devise;
  const free = basket?.prix_devises.montant_ttc === 0;
  useEffect(() => {
    if (!connected || !account || !currency || free) return;
    const controller = new AbortController();
    fetchPaymentMeans(currency, controller.signal).then(
      (list) => {
        setMeans(list);
        setChoice((c) => c ?? list.find((m) => m.defaut && m.disponible)?.code ?? null);
      },
      (e: unknown) => {
        if (!controller.signal.aborted) setMeansError(userMessage(e));
      },
    );
    return () => controller.abort();
  }, [connected, account, currency, free]);

  // Moving between steps keeps the keyboard where the new step starts; arriving on the page
  // leaves focus to the site's navigation (the page's heading).
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepHeading.current?.focus();
  }, [step]);

  const orderedStep = confirmed ? 3 : step;

  const errorList = useMemo(() => Object.entries(errors).map(([fieldId, message]) => ({ fieldId, message })), [errors]);

  const frame = (children: React.ReactNode) => (
    <PageFrame title="Commande" heading="Passer commande" breadcrumb={[{ label: 'Panier', href: basketRoutes.basket }, { label: 'Commande' }]} description="Coordonnées de facturation, livraison et paiement de votre commande.">
      {children}
    </PageFrame>
  );

  if (restoring || (connected && !account && selectedAccountStore.getState().status === 'loading')) return frame(<Loading label="Chargement de votre compte…" />);
  // Placed and confirmed: the basket it came from is empty now, the order is what is shown.
  if (confirmed) {
    return frame(
      <>
        <Stepper steps={CHECKOUT_STEPS} current={orderedStep} />
        <OrderConfirmed order={confirmed.order} included={confirmed.included} />
      </>,
    );
  }
  if (!connected) {
    return frame(
      <Alert tone="info" title="Connectez-vous pour commander" headingLevel={2}>
        <p>Votre panier est conservé : il rejoindra celui de votre compte client une fois connecté.</p>
        <Button onClick={() => publish('auth:login-requested', { v: 1, returnTo: basketRoutes.checkout })}>Se connecter</Button>
      </Alert>,
    );
  }
  if (!account) {
    return frame(
      <Alert tone="warning" title="Choisissez un compte client" headingLevel={2}>
        <p>Une commande est passée au nom d'un compte client.</p>
        <SiteLink className="btn btn--primary" href={SELECT_ACCOUNT_PATH}>
          Choisir un compte client
        </SiteLink>
      </Alert>,
    );
  }
  if (state.status === 'loading' || !values) return frame(<Loading label="Chargement de votre panier…" />);
  if (state.status === 'error') return frame(<Alert headingLevel={2} tone="error" title="Votre panier n'a pas pu être chargé" live="assertive">{state.message}</Alert>);
  if (!basket || basket.nombre_articles === 0) {
    return frame(
      <Alert tone="info" title="Votre panier est vide" headingLevel={2}>
        <SiteLink href={searchRoutes.advancedSearch}>Rechercher une entreprise</SiteLink>
      </Alert>,
    );
  }

  const needsDelivery = basket.envoi_courrier;
  const money = (v: number) => formatAmount(v, { thousandsSeparator: true, currency: basket.devise });

  const toPayment = (e: FormEvent) => {
    e.preventDefault();
    const found = validate(values, needsDelivery);
    setErrors(found);
    if (Object.keys(found).length === 0) setStep(2);
  };

  const pay = async (e: FormEvent) => {
    e.preventDefault();
    const means = free ? (choice ?? 'CARTE_BANCAIRE') : choice;
    if (!means || inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setFailure(null);
    setUnexpected(null);
    try {
      const order = await placeOrder({ ...orderFields(values, needsDelivery), moyen_paiement: means }, key);
      if (order.montants.montant_ttc === 0 && PAID_ORDER_STATUSES.includes(order.statut)) {
        // Nothing to pay: the API confirmed it as it placed it. What it held has left the basket.
        setConfirmed({ order, included: includedKbis(basket) });
        fetchBasket().then(announce, () => undefined);
        return;
      }
      if (free) {
        // The basket was free when shown, its order is not: the customer sees its amount before paying.
        setUnexpected(order);
        setSubmitting(false);
        inFlight.current = false;
        return;
      }
      const payment = await payOrder(order.reference, means);
      // Card: the provider's hosted page, on its own origin; the card number never reaches us.
      if (payment.redirection) window.location.assign(payment.redirection);
      else navigate(`${basketRoutes.paymentReturn}?session=${encodeURIComponent(payment.id)}`);
    } catch (error) {
      setFailure(userMessage(error));
      setSubmitting(false);
      inFlight.current = false;
    }
  };

  return frame(
    <>
      <Stepper steps={CHECKOUT_STEPS} current={orderedStep} />
      {step === 1 ? (
        <form className="checkout-form" onSubmit={toPayment} noValidate aria-labelledby="etape-coordonnees">
          <h2 id="etape-coordonnees" ref={stepHeading} tabIndex={-1}>
            Coordonnées
          </h2>
          <ErrorSummary errors={errorList} />
          <SummaryList
            items={[
              { key: 'compte', term: 'Compte client', description: `${account.denomination_sociale ?? `${info?.firstName ?? ''} ${info?.lastName ?? ''}`.trim()} (n° ${account.numero_client ?? ''})` },
            ]}
          />
          <p>
            <SiteLink href={SELECT_ACCOUNT_PATH}>Commander pour un autre compte client</SiteLink>
          </p>
          <FormField
            id="libelle_facturation"
            label="Libellé de facturation"
            hint={`Le nom imprimé sur la facture, ${LABEL_MAX_LENGTH} caractères au plus.`}
            value={values.libelle_facturation}
            onChange={(e) => setValues({ ...values, libelle_facturation: e.currentTarget.value })}
            error={errors.libelle_facturation}
            required
            maxLength={LABEL_MAX_LENGTH}
            autoComplete="organization"
          />
          <AddressFieldset legend="Adresse de facturation" prefix="facturation" value={values.facturation} errors={errors} onChange={(address) => setValues({ ...values, facturation: address })} />
          {needsDelivery && (
            <fieldset>
              <legend>Livraison des documents envoyés par courrier</legend>
              <label className="basket-item__check">
                <input type="checkbox" checked={values.livraisonIdentique} onChange={(e) => setValues({ ...values, livraisonIdentique: e.currentTarget.checked })} />
                À l'adresse de facturation
              </label>
              {!values.livraisonIdentique && (
                <AddressFieldset legend="Adresse de livraison" prefix="livraison" value={values.livraison} errors={errors} onChange={(address) => setValues({ ...values, livraison: address })} />
              )}
            </fieldset>
          )}
          <div className="btn-group">
            <Link to={basketRoutes.basket} className="btn btn--secondary">
              Retour au panier
            </Link>
            <Button type="submit">Continuer vers le paiement</Button>
          </div>
        </form>
      ) : (
        <form className="checkout-form" onSubmit={(e) => void pay(e)} aria-labelledby="etape-paiement" aria-busy={submitting}>
          <h2 id="etape-paiement" ref={stepHeading} tabIndex={-1}>
            Paiement
          </h2>
          {failure && (
            <Alert headingLevel={3} tone="error" live="assertive" title="La commande n'a pas abouti">
              {failure}
            </Alert>
          )}
          {unexpected && (
            <Alert headingLevel={3} tone="warning" live="assertive" title="Votre commande est à payer">
              <p>
                {`Votre commande ${unexpected.reference} coûte ${formatAmount(unexpected.montants.montant_ttc, { thousandsSeparator: true, currency: unexpected.devise })} : son prix a changé depuis l'affichage de votre panier. Elle attend son paiement.`}
              </p>
              <SiteLink href={orderPagePath(unexpected)}>Voir et payer ma commande {unexpected.reference}</SiteLink>
            </Alert>
          )}
          <h3>Votre commande</h3>
          <Recap basket={basket} />
          <Totals amounts={basket.prix_devises} currency={basket.devise} vatRate={basket.taux_tva} />
          {free && <NothingToPay basket={basket} />}
          {!free && meansError && <Alert tone="error">{meansError}</Alert>}
          {!free && !means && !meansError && <Loading label="Chargement des moyens de paiement…" />}
          {!free && means && (
            <ChoiceList
              legend="Moyen de paiement"
              name="moyen_paiement"
              value={choice}
              onChange={(v) => setChoice(v as MoyenAccepte)}
              options={means.map((m) => ({ value: m.code, label: m.intitule, description: m.description, disabled: !m.disponible, disabledReason: m.motif ?? undefined }))}
            />
          )}
          <div className="btn-group">
            <Button variant="secondary" onClick={() => setStep(1)} disabled={submitting}>
              Modifier mes coordonnées
            </Button>
            <Button type="submit" disabled={(!free && !choice) || submitting}>
              {free
                ? submitting
                  ? 'Confirmation en cours…'
                  : 'Confirmer la commande'
                : submitting
                  ? 'Paiement en cours…'
                  : choice === 'DIFFERE' ? `Valider la commande (${money(basket.prix_devises.montant_ttc)})` : `Payer ${money(basket.prix_devises.montant_ttc)}`}
            </Button>
          </div>
          <p className="basket-summary__hint">
            En validant, vous acceptez les <SiteLink href={contentRoutes.terms}>conditions générales de vente</SiteLink>.
          </p>
        </form>
      )}
    </>,
  );
}
