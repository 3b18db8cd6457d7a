import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eventType, formatDateFr, parisDay } from '@portail/shared';
import { OTHER_UUID, SUBSCRIPTION_UUID, customerAccount, subscription } from '../../testing/accounts';
import { REFUND_STATE_SENTENCES } from '@portail/shared/payment/duplicates';
import { ok, refused } from '@portail/shared/testing/fetchMock';
import { CAMILLE, pageTest } from '../../testing/pageTest';

const { serve, renderAt } = pageTest({ person: CAMILLE, account: customerAccount() });

/** The payment means in euros of an account entitled to payment on invoice, and of one that is not (with a wallet of `solde`). */
const means = (deferred: boolean, solde = 0) => [
  { code: 'CARTE_BANCAIRE', code_type: 'CR', intitule: 'Carte bancaire', description: 'Paiement sécurisé.', disponible: true, motif: null, defaut: true, solde: null },
  { code: 'PORTEFEUILLE_ELECTRONIQUE', code_type: 'PE', intitule: 'Portefeuille électronique', description: 'Paiement immédiat.', disponible: solde > 0, motif: null, defaut: false, solde },
  { code: 'DIFFERE', code_type: 'DF', intitule: 'Paiement différé (facture mensuelle)', description: 'Facture mensuelle.', disponible: deferred, motif: null, defaut: false, solde: null },
];
const ON_INVOICE = means(true);

const ENDED = subscription({ uuid: OTHER_UUID, code_offre: 'KBIS', libelle_offre: 'Kbis illimités', date_debut: '2025-01-01', date_fin: '2025-12-31', statut: 'TERMINE', fin_periode: null, prix_mensuel_ht: 4900 });

describe('my subscription', () => {
  it('shows the subscriptions in force with offer, price, dates and billing contact, and those that ended', async () => {
    serve({ 'GET commandes/abonnements': ok([subscription(), ENDED]) });
    renderAt('/espace-personnel/mon-abonnement');
    const card = await screen.findByRole('article', { name: /^Surveillance/ });
    expect(within(card).getByText('En cours')).toBeInTheDocument();
    expect(within(card).getByText('Prix').nextSibling).toHaveTextContent(/^29,00\s€ HT par mois$/);
    expect(within(card).getByText('Souscrit le').nextSibling).toHaveTextContent('01/01/2024');
    expect(within(card).getByText('Période en cours').nextSibling).toHaveTextContent("Jusqu'au 30/11/2026, renouvelée chaque mois");
    expect(within(card).getByText('Facturation').nextSibling).toHaveTextContent("DURAND CONSEILÀ l'attention de Camille Durand12 rue de la Paix75002 ParisFrance");
    expect(within(card).getByRole('link', { name: "Changer d'offre" })).toHaveAttribute('href', `/espace-personnel/mon-abonnement?etape=offre&remplace=${SUBSCRIPTION_UUID}`);
    expect(within(card).getByRole('link', { name: 'Demander la résiliation' })).toHaveAttribute('href', `/espace-personnel/demande-desabonnement?abonnement=${SUBSCRIPTION_UUID}`);

    const ended = await screen.findByRole('table', { name: 'Abonnements terminés' });
    expect(within(ended).getByRole('rowheader')).toHaveTextContent('Kbis illimités');
    expect(within(ended).getByText('Du 01/01/2025 au 31/12/2025')).toBeInTheDocument();
    expect(within(ended).getByRole('link', { name: "Reprendre l'abonnement Kbis illimités terminé le 31/12/2025" })).toHaveAttribute(
      'href',
      `/espace-personnel/mon-abonnement/reprise/${OTHER_UUID}`,
    );
    expect(screen.getByRole('link', { name: 'Souscrire une autre offre' })).toHaveAttribute('href', '/espace-personnel/mon-abonnement?etape=offre');
  });

  it('shows an end that was asked for, with the way to resume', async () => {
    serve({ 'GET commandes/abonnements': ok([subscription({ statut: 'RESILIATION_DEMANDEE', date_fin: '2026-11-30', resiliation_demandee_le: '2026-11-20T10:00:00.000Z' })]) });
    renderAt('/espace-personnel/mon-abonnement');
    const card = await screen.findByRole('article', { name: /^Surveillance/ });
    expect(within(card).getByText('Résiliation demandée')).toBeInTheDocument();
    expect(within(card).getByText(/l'abonnement prendra fin le/)).toHaveTextContent('30/11/2026');
    expect(within(card).getByText('Fin de l’abonnement').nextSibling).toHaveTextContent('30/11/2026');
    expect(within(card).getByRole('link', { name: 'Reprendre mon abonnement Surveillance' })).toHaveAttribute('href', `/espace-personnel/mon-abonnement/reprise/${SUBSCRIPTION_UUID}`);
    expect(within(card).queryByRole('link', { name: 'Demander la résiliation' })).not.toBeInTheDocument();
  });

  it('invites an account without subscription to discover the offers', async () => {
    serve({ 'GET commandes/abonnements': ok([]) });
    renderAt('/espace-personnel/mon-abonnement?etape=1');
    expect(await screen.findByRole('heading', { level: 2, name: "Vous n'avez pas d'abonnement en cours" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Découvrir les offres et s'abonner" })).toHaveAttribute('href', '/espace-personnel/mon-abonnement?etape=offre');
  });

  it('says so when the subscriptions cannot be loaded, and retries', async () => {
    let fail = true;
    serve({ 'GET commandes/abonnements': () => (fail ? refused(503, 'Service indisponible') : ok([])) });
    renderAt('/espace-personnel/mon-abonnement');
    expect(await screen.findByRole('heading', { name: "Votre abonnement n'a pas pu être chargé" })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 2, name: "Vous n'avez pas d'abonnement en cours" })).toBeInTheDocument();
  });
});

describe('subscribing to an offer', () => {
  it('goes through offer, billing contact and confirmation, then shows the new subscription', async () => {
    const created = subscription({ uuid: OTHER_UUID, code_offre: 'KBIS', libelle_offre: 'Kbis illimités', date_debut: parisDay(), prix_mensuel_ht: 4900, contact_nom: 'Durand-Leroy' });
    let subscribed = false;
    const { callsTo } = serve({
      'GET commandes/abonnements': () => ok(subscribed ? [created, subscription()] : [subscription()]),
      'GET moyens_paiement': ok(ON_INVOICE),
      'POST commandes/abonnements': () => {
        subscribed = true;
        return { status: 201, body: created };
      },
    });
    const changed = jest.fn();
    window.addEventListener(eventType('account:changed'), changed);
    renderAt('/espace-personnel/mon-abonnement?etape=offre');

    expect(await screen.findByRole('heading', { level: 2, name: 'Choisissez votre offre' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Souscrire une offre');
    const steps = screen.getByRole('navigation', { name: 'Étapes de la souscription' });
    expect(within(steps).getByRole('listitem', { current: 'step' })).toHaveTextContent('Offre (étape en cours)');
    // The offer already held cannot be chosen again.
    expect(screen.getByRole('radio', { name: /^Surveillance/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Veuillez choisir une offre.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /^Kbis illimités – 49,00\s€ HT par mois$/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Coordonnées de facturation' })).toHaveFocus();
    expect(window.location.search).toBe('?etape=coordonnees&offre=KBIS');
    // Prefilled from the subscription in force.
    expect(screen.getByRole('textbox', { name: /^Libellé de facturation/ })).toHaveValue('DURAND CONSEIL');
    fireEvent.change(screen.getByRole('textbox', { name: /^Nom du contact/ }), { target: { value: ' ' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Code postal/ }), { target: { value: '7500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    const summary = await screen.findByRole('alert', { name: 'Le formulaire contient des erreurs' });
    expect(within(summary).getAllByRole('link').map((a) => a.textContent)).toEqual(['Veuillez saisir le nom du contact.', 'Le code postal doit comporter 5 chiffres.']);
    fireEvent.change(screen.getByRole('textbox', { name: /^Nom du contact/ }), { target: { value: 'Durand-Leroy' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Code postal/ }), { target: { value: '75002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Vérifiez et confirmez' })).toBeInTheDocument();
    expect(screen.getByText('Offre', { selector: 'dt' }).nextSibling).toHaveTextContent('Kbis illimités');
    expect(screen.getByText('Début').nextSibling).toHaveTextContent(`Aujourd'hui, le ${formatDateFr(parisDay())}`);
    expect(screen.getByText('Facturation').nextSibling).toHaveTextContent("À l'attention de Camille Durand-Leroy");
    expect(callsTo('POST', 'commandes/abonnements')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer la souscription' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Votre abonnement Kbis illimités a commencé' })).toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(callsTo('POST', 'commandes/abonnements')[0]!.body).toEqual({
      id_compte_client: 7,
      code_offre: 'KBIS',
      remplace: null,
      libelle_facturation: 'DURAND CONSEIL',
      contact_prenom: 'Camille',
      contact_nom: 'Durand-Leroy',
      numero_voie_facturation: '12 rue de la Paix',
      complement_adresse_facturation: null,
      code_postal_facturation: '75002',
      ville_facturation: 'Paris',
      pays_facturation: 'France',
    });
    expect(await screen.findByRole('article', { name: /^Kbis illimités/ })).toBeInTheDocument();
    expect(changed).toHaveBeenCalledTimes(1);
    expect((changed.mock.calls[0][0] as CustomEvent).detail).toEqual({ v: 1, accountId: 7 });
    window.removeEventListener(eventType('account:changed'), changed);
  });

  it("brings the API's field refusals back to the billing form, and shows its other refusals", async () => {
    let answer = refused(400, 'Le formulaire contient des erreurs.');
    answer = { status: 400, body: { ...(answer.body as object), errors: { ville_facturation: 'Limité à 32 caractères.' } } };
    serve({ 'GET commandes/abonnements': ok([]), 'GET moyens_paiement': ok(ON_INVOICE), 'POST commandes/abonnements': () => answer });
    renderAt('/espace-personnel/mon-abonnement?etape=coordonnees&offre=SURV');
    // Prefilled from the account and the person's details.
    expect(await screen.findByRole('textbox', { name: /^Prénom du contact/ })).toHaveValue('Camille');
    expect(screen.getByRole('textbox', { name: /^Ville/ })).toHaveValue('Paris');
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmer la souscription' }));
    const summary = await screen.findByRole('alert', { name: 'Le formulaire contient des erreurs' });
    expect(within(summary).getByRole('link', { name: 'Limité à 32 caractères.' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Ville/ })).toHaveAttribute('aria-invalid', 'true');
    expect(window.location.search).toBe('?etape=coordonnees&offre=SURV');

    answer = refused(409, "Votre compte client est déjà abonné à l'offre Surveillance.");
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmer la souscription' }));
    expect(await screen.findByText("Votre compte client est déjà abonné à l'offre Surveillance.")).toBeInTheDocument();
  });

  it('changes offer: the new one replaces the subscription named in the address', async () => {
    const { callsTo } = serve({
      'GET commandes/abonnements': ok([subscription()]),
      'GET moyens_paiement': ok(ON_INVOICE),
      'POST commandes/abonnements': { status: 201, body: subscription({ uuid: OTHER_UUID, code_offre: 'KBIS', libelle_offre: 'Kbis illimités', date_debut: parisDay() }) },
    });
    renderAt(`/espace-personnel/mon-abonnement?etape=offre&remplace=${SUBSCRIPTION_UUID}`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent("Changer d'offre");
    fireEvent.click(await screen.findByRole('radio', { name: /^Kbis illimités/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Offre remplacée')).toBeInTheDocument();
    expect(screen.getByText('Offre remplacée').nextSibling).toHaveTextContent('Surveillance : elle prendra fin le 30/11/2026, à la fin de sa période en cours.');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer la souscription' }));
    expect(await screen.findByText(/Votre abonnement Surveillance prendra fin le 30\/11\/2026/)).toBeInTheDocument();
    await waitFor(() => expect(callsTo('POST', 'commandes/abonnements')[0]!.body).toMatchObject({ code_offre: 'KBIS', remplace: SUBSCRIPTION_UUID }));
  });

  it('refuses to replace a subscription that is not in force', async () => {
    serve({ 'GET commandes/abonnements': ok([subscription()]) });
    renderAt(`/espace-personnel/mon-abonnement?etape=offre&remplace=${OTHER_UUID}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Cet abonnement ne peut pas être remplacé' })).toBeInTheDocument();
  });

  it('starts over from the offer when the address skips a step', async () => {
    serve({ 'GET commandes/abonnements': ok([]) });
    renderAt('/espace-personnel/mon-abonnement?etape=confirmation&offre=SURV');
    expect(await screen.findByRole('heading', { level: 2, name: 'Coordonnées de facturation' })).toBeInTheDocument();
    expect(window.location.search).toBe('?etape=coordonnees&offre=SURV');
  });
});

describe('paying a subscription', () => {
  const PAYMENT_ID = '5e0c8a1b-2f3d-4e5f-8a9b-0c1d2e3f4a5b';
  const AWAITING = subscription({ statut: 'EN_ATTENTE_PAIEMENT', date_debut: parisDay(), fin_periode: null, a_payer: { facture: null, montant_ttc: 3480, paiement_en_cours: false } });
  const session = (over: Record<string, unknown> = {}) => ({
    id: PAYMENT_ID,
    objet: 'ABONNEMENT',
    moyen: 'CARTE_BANCAIRE',
    statut: 'EN_ATTENTE',
    montant: 3480,
    devise: 'EUR',
    commande: null,
    redirection: null,
    carte: null,
    motif: null,
    remboursement: null,
    expire_le: '2026-11-28T20:00:00.000Z',
    ...over,
  });

  it('shows a subscription awaiting its first month as such, and starts it once paid from the wallet', async () => {
    let paid = false;
    const { callsTo } = serve({
      'GET commandes/abonnements': () => ok([paid ? subscription({ date_debut: parisDay() }) : AWAITING]),
      'GET moyens_paiement': ok(means(false, 5_000)),
      'POST commandes/abonnements/0b6f4a3e-6f7e-4b8a-9c1d-2e3f4a5b6c7d/paiements': () => {
        paid = true;
        return { status: 201, body: session({ moyen: 'PORTEFEUILLE_ELECTRONIQUE', statut: 'ACCEPTE' }) };
      },
    });
    const changed = jest.fn();
    window.addEventListener(eventType('account:changed'), changed);
    renderAt('/espace-personnel/mon-abonnement');
    const card = await screen.findByRole('article', { name: /^Surveillance/ });
    expect(within(card).getByText('En attente de paiement')).toBeInTheDocument();
    expect(within(card).getByText(/commencera le jour du paiement de son premier mois/)).toHaveTextContent(/34,80\s€ TTC/);
    // It gives no service yet: nothing to change or end, no current period.
    expect(within(card).queryByRole('link', { name: "Changer d'offre" })).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Demander la résiliation' })).not.toBeInTheDocument();
    expect(within(card).queryByText('Période en cours')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Payer 34,80\s€ par carte bancaire$/ })).toBeEnabled();
    fireEvent.click(await within(card).findByRole('button', { name: /^Payer avec mon portefeuille électronique \(solde 50,00\s€\)$/ }));

    expect(await screen.findByText('En cours')).toBeInTheDocument();
    expect(callsTo('POST', `commandes/abonnements/${SUBSCRIPTION_UUID}/paiements`)[0]!.body).toEqual({ moyen_paiement: 'PORTEFEUILLE_ELECTRONIQUE', id_facture: null });
    expect(screen.queryByRole('button', { name: /^Payer/ })).not.toBeInTheDocument();
    expect(changed).toHaveBeenCalledTimes(1);
    window.removeEventListener(eventType('account:changed'), changed);
  });

  it('offers the card alone when the wallet does not cover the amount, and sends the customer to the provider', async () => {
    const page = `${window.location.origin}/espace-personnel/mon-abonnement#page-du-prestataire`;
    const { callsTo } = serve({
      'GET commandes/abonnements': ok([AWAITING]),
      'GET moyens_paiement': ok(means(false, 1_000)),
      'POST commandes/abonnements/0b6f4a3e-6f7e-4b8a-9c1d-2e3f4a5b6c7d/paiements': { status: 201, body: session({ redirection: page }) },
    });
    renderAt('/espace-personnel/mon-abonnement');
    const card = await screen.findByRole('article', { name: /^Surveillance/ });
    expect(await within(card).findByText(/ne couvre pas ce montant/)).toHaveTextContent(/portefeuille électronique \(10,00\s€\)/);
    expect(within(card).queryByRole('button', { name: /portefeuille/ })).not.toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: /par carte bancaire$/ }));
    await waitFor(() => expect(window.location.hash).toBe('#page-du-prestataire'));
    expect(callsTo('POST', `commandes/abonnements/${SUBSCRIPTION_UUID}/paiements`)[0]!.body).toEqual({ moyen_paiement: 'CARTE_BANCAIRE', id_facture: null });
  });

  it('shows a subscription suspended for an unpaid invoice, and pays that invoice', async () => {
    const suspended = subscription({
      statut: 'SUSPENDU',
      a_payer: { facture: { id: 42, numero: 'FA2026-000042', debut: '2026-10-01', fin: '2026-10-31', echeance: '2026-10-31' }, montant_ttc: 3480, paiement_en_cours: false },
    });
    const { callsTo } = serve({
      'GET commandes/abonnements': ok([suspended]),
      'GET moyens_paiement': ok(means(false)),
      'POST commandes/abonnements/0b6f4a3e-6f7e-4b8a-9c1d-2e3f4a5b6c7d/paiements': { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'La facture FA2026-000042 est déjà payée.' } },
    });
    renderAt('/espace-personnel/mon-abonnement');
    const card = await screen.findByRole('article', { name: /^Surveillance/ });
    expect(within(card).getByText('Suspendu : facture impayée')).toBeInTheDocument();
    expect(within(card).getByText(/^Facture FA2026-000042/)).toHaveTextContent(/du 01\/10\/2026 au 31\/10\/2026 : 34,80\s€ TTC, à payer avant le 31\/10\/2026\./);
    expect(within(card).getByText(/ses services rouvrent dès le paiement de cette facture/)).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Demander la résiliation' })).not.toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: /par carte bancaire$/ }));
    expect(await within(card).findByText('La facture FA2026-000042 est déjà payée.')).toBeInTheDocument();
    expect(callsTo('POST', `commandes/abonnements/${SUBSCRIPTION_UUID}/paiements`)[0]!.body).toEqual({ moyen_paiement: 'CARTE_BANCAIRE', id_facture: 42 });
  });

  it('tells an account not entitled to payment on invoice that the subscription starts when its first month is paid', async () => {
    let subscribed = false;
    serve({
      'GET commandes/abonnements': () => ok(subscribed ? [AWAITING] : []),
      'GET moyens_paiement': ok(means(false)),
      'POST commandes/abonnements': () => {
        subscribed = true;
        return { status: 201, body: AWAITING };
      },
    });
    renderAt('/espace-personnel/mon-abonnement?etape=coordonnees&offre=SURV');
    fireEvent.click(await screen.findByRole('button', { name: 'Continuer' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Vérifiez et confirmez' })).toBeInTheDocument();
    expect(screen.getByText('Début').nextSibling).toHaveTextContent('Le jour du paiement de son premier mois');
    expect(screen.queryByRole('button', { name: 'Confirmer la souscription' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer et passer au paiement' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Votre abonnement Surveillance attend le paiement de son premier mois' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /par carte bancaire$/ })).toBeInTheDocument();
  });

  it("says what became of a card payment once back from the provider's page", async () => {
    serve({
      'GET commandes/abonnements': ok([AWAITING]),
      'GET moyens_paiement': ok(means(false)),
      [`GET paiements/sessions/${PAYMENT_ID}`]: ok(session({ statut: 'REFUSE', motif: 'Paiement refusé par la banque.' })),
    });
    renderAt(`/espace-personnel/mon-abonnement?session=${PAYMENT_ID}&statut=REFUSE`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Paiement non abouti' })).toBeInTheDocument();
    expect(screen.getByText(/^Paiement refusé par la banque\./)).toHaveTextContent("Rien n'a été débité ; vous pouvez payer à nouveau ci-dessous.");
    expect(await screen.findByRole('button', { name: /par carte bancaire$/ })).toBeInTheDocument();
  });

  it('says that a card payment accepted for what was already paid is given back, not that it paid it', async () => {
    serve({
      'GET commandes/abonnements': ok([subscription({ date_debut: parisDay() })]),
      'GET moyens_paiement': ok(means(false)),
      [`GET paiements/sessions/${PAYMENT_ID}`]: ok(session({ statut: 'ACCEPTE', carte: '497010******0014', remboursement: 'A_REMBOURSER' })),
    });
    renderAt(`/espace-personnel/mon-abonnement?session=${PAYMENT_ID}&statut=ACCEPTE`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Déjà réglé : ce paiement vous est rendu' })).toBeInTheDocument();
    expect(screen.getByText(/^Ce paiement par carte de 34,80\s€ nous est parvenu alors que ce qu'il devait régler l'était déjà/)).toBeInTheDocument();
    expect(screen.getByText(REFUND_STATE_SENTENCES.A_REMBOURSER)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Paiement accepté' })).not.toBeInTheDocument();
  });
});
