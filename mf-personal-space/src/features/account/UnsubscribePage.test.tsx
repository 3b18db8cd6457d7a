import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OTHER_UUID, SUBSCRIPTION_UUID, customerAccount, subscription } from '../../testing/accounts';
import { ok, refused } from '@portail/shared/testing/fetchMock';
import { CAMILLE, pageTest } from '../../testing/pageTest';

const { serve, renderAt } = pageTest({ person: CAMILLE, account: customerAccount(), path: '/espace-personnel/demande-desabonnement' });

const KBIS = subscription({ uuid: OTHER_UUID, code_offre: 'KBIS', libelle_offre: 'Kbis illimités', prix_mensuel_ht: 4900, fin_periode: '2026-12-14' });

describe('asking to end a subscription', () => {
  it('says when it would end, asks for confirmation, then shows the end date and the way to resume', async () => {
    const ended = subscription({ statut: 'RESILIATION_DEMANDEE', date_fin: '2026-11-30', resiliation_demandee_le: '2026-11-26T10:00:00.000Z' });
    const { callsTo } = serve({ 'GET abonnements/7': ok([subscription()]), [`POST commandes/abonnements/${SUBSCRIPTION_UUID}/resiliation`]: ok(ended) });
    renderAt();
    expect(await screen.findByText('Prendrait fin le')).toBeInTheDocument();
    expect(screen.getByText('Prendrait fin le').nextSibling).toHaveTextContent('30/11/2026');

    fireEvent.click(screen.getByRole('button', { name: 'Demander la résiliation' }));
    let dialog = await screen.findByRole('dialog', { name: 'Résilier votre abonnement Surveillance ?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('Il prendra fin le 30/11/2026'));
    expect(within(dialog).getByRole('button', { name: 'Non, garder mon abonnement' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('POST', `commandes/abonnements/${SUBSCRIPTION_UUID}/resiliation`)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Demander la résiliation' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Oui, résilier' }));
    const notice = await screen.findByRole('heading', { level: 2, name: 'Votre demande de résiliation est enregistrée' });
    await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.getByText(/prendra fin le/)).toHaveTextContent('Votre abonnement Surveillance prendra fin le 30/11/2026.');
    expect(screen.getByRole('link', { name: 'Reprendre mon abonnement Surveillance' })).toHaveAttribute('href', `/espace-personnel/mon-abonnement/reprise/${SUBSCRIPTION_UUID}`);
    expect(callsTo('POST', `commandes/abonnements/${SUBSCRIPTION_UUID}/resiliation`)).toHaveLength(1);
  });

  it('asks which one when several run, the one named in the address chosen already', async () => {
    const { callsTo } = serve({
      'GET abonnements/7': ok([subscription(), KBIS]),
      [`POST commandes/abonnements/${OTHER_UUID}/resiliation`]: ok({ ...KBIS, statut: 'RESILIATION_DEMANDEE', date_fin: '2026-12-14' }),
    });
    renderAt(`/espace-personnel/demande-desabonnement?abonnement=${OTHER_UUID}`);
    const kbis = await screen.findByRole('radio', { name: 'Kbis illimités' });
    expect(kbis).toBeChecked();
    expect(kbis).toHaveAccessibleDescription(expect.stringContaining('prendrait fin le 14/12/2026'));
    fireEvent.click(screen.getByRole('button', { name: 'Demander la résiliation' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Résilier votre abonnement Kbis illimités ?' })).getByRole('button', { name: 'Oui, résilier' }));
    expect(await screen.findByText(/Votre abonnement Kbis illimités prendra fin le/)).toHaveTextContent('14/12/2026');
    expect(callsTo('POST', `commandes/abonnements/${OTHER_UUID}/resiliation`)).toHaveLength(1);
  });

  it('asks to choose when several run and none is named', async () => {
    serve({ 'GET abonnements/7': ok([subscription(), KBIS]) });
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Demander la résiliation' }));
    expect(await screen.findByText("Veuillez choisir l'abonnement à résilier.")).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the API's refusal", async () => {
    serve({ 'GET abonnements/7': ok([subscription()]), [`POST commandes/abonnements/${SUBSCRIPTION_UUID}/resiliation`]: refused(409, 'Cet abonnement a pris fin le 25/11/2026.') });
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Demander la résiliation' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Oui, résilier' }));
    expect(await screen.findByText('Cet abonnement a pris fin le 25/11/2026.')).toBeInTheDocument();
  });

  it('has nothing to end without a subscription, and points to the resume of one already ending', async () => {
    serve({ 'GET abonnements/7': ok([]) });
    const { unmount } = renderAt();
    expect(await screen.findByRole('heading', { level: 2, name: "Vous n'avez pas d'abonnement en cours" })).toBeInTheDocument();
    unmount();
    serve({ 'GET abonnements/7': ok([subscription({ statut: 'RESILIATION_DEMANDEE', date_fin: '2026-11-30' })]) });
    renderAt();
    expect(await screen.findByRole('heading', { level: 2, name: 'Votre abonnement Surveillance prendra fin le 30/11/2026' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reprendre mon abonnement Surveillance' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Demander la résiliation' })).not.toBeInTheDocument();
  });
});
