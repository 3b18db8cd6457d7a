import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eventType, parisDay } from '@portail/shared';
import { OTHER_UUID, SUBSCRIPTION_UUID, subscription } from '../../testing/accounts';
import { ok, refused } from '@portail/shared/testing/fetchMock';
import { CAMILLE, expectOwnedItemNotFound, pageTest } from '../../testing/pageTest';

const PATH = `/espace-personnel/mon-abonnement/reprise/${SUBSCRIPTION_UUID}`;
const API_PATH = `commandes/abonnements/${SUBSCRIPTION_UUID}`;

const page = pageTest({ person: CAMILLE, path: PATH });
const { serve, renderAt } = page;

describe('resuming a subscription', () => {
  it('cancels an end that was asked for: the subscription runs on', async () => {
    const ending = subscription({ statut: 'RESILIATION_DEMANDEE', date_fin: '2026-11-30', resiliation_demandee_le: '2026-11-20T10:00:00.000Z' });
    const { callsTo } = serve({ [`GET ${API_PATH}`]: ok(ending), [`POST ${API_PATH}/reprise`]: ok(subscription()) });
    const changed = jest.fn();
    window.addEventListener(eventType('account:changed'), changed);
    renderAt();
    expect(await screen.findByText(/il prendra fin le/)).toHaveTextContent('30/11/2026');
    expect(screen.getByText('État').nextSibling).toHaveTextContent('Résiliation demandée');
    fireEvent.click(screen.getByRole('button', { name: 'Reprendre mon abonnement' }));
    const notice = await screen.findByRole('heading', { level: 2, name: 'Votre abonnement Surveillance continue' });
    await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.getByText('État').nextSibling).toHaveTextContent('En cours');
    expect(screen.queryByRole('button', { name: 'Reprendre mon abonnement' })).not.toBeInTheDocument();
    expect(callsTo('POST', `${API_PATH}/reprise`)).toHaveLength(1);
    expect(changed).toHaveBeenCalledTimes(1);
    window.removeEventListener(eventType('account:changed'), changed);
  });

  it('subscribes again to an ended one, once confirmed in a dialog', async () => {
    const ended = subscription({ statut: 'TERMINE', date_debut: '2025-01-01', date_fin: '2025-12-31', fin_periode: null });
    const { callsTo } = serve({
      [`GET ${API_PATH}`]: ok(ended),
      [`POST ${API_PATH}/reprise`]: { status: 201, body: subscription({ uuid: OTHER_UUID, date_debut: parisDay() }) },
    });
    renderAt();
    expect(await screen.findByText(/Cet abonnement a pris fin le/)).toHaveTextContent('31/12/2025');
    fireEvent.click(screen.getByRole('button', { name: 'Reprendre mon abonnement' }));
    let dialog = await screen.findByRole('dialog', { name: "Souscrire à nouveau l'offre Surveillance ?" });
    expect(within(dialog).getByText(/au prix de 29,00\s€ HT par mois/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Non, annuler' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Non, annuler' }));
    expect(callsTo('POST', `${API_PATH}/reprise`)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Reprendre mon abonnement' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Oui, souscrire à nouveau' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Votre abonnement Surveillance a repris' })).toBeInTheDocument();
    expect(screen.getByText('Période').nextSibling).toHaveTextContent(`Depuis le ${parisDay().split('-').reverse().join('/')}`);
    expect(callsTo('POST', `${API_PATH}/reprise`)).toHaveLength(1);
  });

  it("shows the API's refusal", async () => {
    serve({
      [`GET ${API_PATH}`]: ok(subscription({ statut: 'TERMINE', date_fin: '2025-12-31', fin_periode: null })),
      [`POST ${API_PATH}/reprise`]: refused(409, "Votre compte client est déjà abonné à l'offre Surveillance."),
    });
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Reprendre mon abonnement' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Oui, souscrire à nouveau' }));
    expect(await screen.findByText("Votre compte client est déjà abonné à l'offre Surveillance.")).toBeInTheDocument();
  });

  it('says a subscription taken again awaits the payment of its first month, and offers to pay it', async () => {
    const ended = subscription({ statut: 'TERMINE', date_debut: '2025-01-01', date_fin: '2025-12-31', fin_periode: null });
    const awaiting = subscription({ uuid: OTHER_UUID, statut: 'EN_ATTENTE_PAIEMENT', date_debut: parisDay(), fin_periode: null, a_payer: { facture: null, montant_ttc: 3480, paiement_en_cours: false } });
    serve({
      [`GET ${API_PATH}`]: ok(ended),
      [`POST ${API_PATH}/reprise`]: { status: 201, body: awaiting },
      'GET moyens_paiement': ok([]),
    });
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Reprendre mon abonnement' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/sinon le jour du paiement de son premier mois/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Oui, souscrire à nouveau' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Votre abonnement Surveillance attend le paiement de son premier mois' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /a repris/ })).not.toBeInTheDocument();
    expect(screen.getByText('En attente de paiement')).toBeInTheDocument();
    expect(screen.getByText('Période').nextSibling).toHaveTextContent('À partir du jour du paiement de son premier mois');
    expect(screen.getByRole('button', { name: /^Payer 34,80\s€ par carte bancaire$/ })).toBeInTheDocument();
  });

  it('has nothing to resume on a subscription in force', async () => {
    serve({ [`GET ${API_PATH}`]: ok(subscription()) });
    renderAt();
    expect(await screen.findByRole('heading', { level: 2, name: 'Cet abonnement est en cours' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reprendre mon abonnement' })).not.toBeInTheDocument();
  });

  it("is not found when it is another account's, or when the address names none", async () => {
    await expectOwnedItemNotFound(page, { apiPath: API_PATH, title: 'Abonnement introuvable', heading: 'Cet abonnement est introuvable', malformed: '/espace-personnel/mon-abonnement/reprise/pas-un-uuid' });
  });
});
