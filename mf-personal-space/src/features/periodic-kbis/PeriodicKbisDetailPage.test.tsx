import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { KbisPeriodique } from '@portail/shared';
import { ADDRESS, periodicKbis } from '../../testing/fixtures';
import { ok, refused } from '@portail/shared/testing/fetchMock';
import { catchDownloads } from '../../testing/downloads';
import { expectOwnedItemNotFound, pageTest } from '../../testing/pageTest';

const PATH = '/espace-personnel/mes-commandes/mes-kbis-periodiques/31';
const API_PATH = 'kbis_periodiques/31';

const page = pageTest({ path: PATH });
const { serve, renderAt } = page;

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('a periodic Kbis', () => {
  it('shows its summary and its deliveries, the issued ones as PDF', async () => {
    const downloads = catchDownloads();
    const { callsTo } = serve({ [`GET ${API_PATH}`]: ok(periodicKbis()), 'GET visualisations/102': { file: '%PDF-1.7' } });
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kbis périodique – DANONE' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Espace personnel' });
    expect(within(nav).getByRole('link', { name: 'Mes Kbis périodiques' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Fréquence').nextSibling).toHaveTextContent('Un extrait tous les 3 mois pendant 12 mois');
    expect(screen.getByText('Envois effectués').nextSibling).toHaveTextContent('1 sur 4');
    expect(screen.getByText('Prochain envoi').nextSibling).toHaveTextContent('20/02/2027');
    expect(screen.getByRole('link', { name: 'n° CMD00000042 du 20/11/2026' })).toHaveAttribute('href', expect.stringContaining('reference_commande=CMD00000042'));

    const table = screen.getByRole('table', { name: 'Envois du Kbis périodique' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['n° 1', 'n° 2', 'n° 3', 'n° 4']);
    expect(within(rows[0]!).getAllByRole('cell').slice(0, 3).map((c) => c.textContent)).toEqual(['20/11/2026', 'Émis', '20/11/2026 à 10:31']);
    expect(within(rows[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['20/02/2027', 'Prévu', '—', '—']);
    expect(within(table).getAllByRole('button')).toHaveLength(1);

    fireEvent.click(within(rows[0]!).getByRole('button', { name: "Télécharger le PDF du Kbis de l'envoi n° 1" }));
    await waitFor(() => expect(downloads.names).toEqual(['kbis-552032534-envoi-1.pdf']));
    expect(callsTo('GET', 'visualisations/102')).toHaveLength(1);
    downloads.restore();
  });

  it("is not found when it is not the customer's, or when the address names none", async () => {
    await expectOwnedItemNotFound(page, { apiPath: API_PATH, title: 'Kbis périodique introuvable', heading: 'Ce Kbis périodique est introuvable', malformed: '/espace-personnel/mes-commandes/mes-kbis-periodiques/abc' });
  });

  it('has no delivery address to change when it is delivered electronically', async () => {
    serve({ [`GET ${API_PATH}`]: ok(periodicKbis({ diffusion: 'ELEC', adresse_livraison: null })) });
    renderAt();
    expect(await screen.findByRole('button', { name: 'Arrêter ce Kbis périodique' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Changer l'adresse de livraison" })).not.toBeInTheDocument();
    expect(screen.queryByText('Adresse de livraison')).not.toBeInTheDocument();
  });

  it('shows a finished one without actions', async () => {
    serve({ [`GET ${API_PATH}`]: ok(periodicKbis({ statut: 'TERMINE', prochain_envoi: null })) });
    renderAt();
    expect(await screen.findByText('Terminé')).toBeInTheDocument();
    expect(screen.getByText('Prochain envoi').nextSibling).toHaveTextContent('Aucun');
    expect(screen.queryByRole('button', { name: 'Arrêter ce Kbis périodique' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Changer l'adresse de livraison" })).not.toBeInTheDocument();
  });
});

describe('changing the delivery address', () => {
  it('lists what is wrong above the form, linked to the fields, and sends nothing', async () => {
    const { callsTo } = serve({ [`GET ${API_PATH}`]: ok(periodicKbis()) });
    renderAt();
    await screen.findByRole('heading', { level: 2, name: "Changer l'adresse de livraison" });
    expect(field('Destinataire')).toHaveValue('ALICE SAS');
    fireEvent.change(field('Destinataire'), { target: { value: '  ' } });
    fireEvent.change(field('Code postal'), { target: { value: '4400' } });
    fireEvent.change(field('Ville'), { target: { value: 'Nantes <cedex>' } });
    fireEvent.click(screen.getByRole('button', { name: "Enregistrer l'adresse de livraison" }));

    const summary = await screen.findByRole('alert', { name: 'Le formulaire contient des erreurs' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Veuillez saisir le destinataire.',
      'Le code postal doit comporter 5 chiffres.',
      'Les caractères spéciaux ne sont pas autorisés',
    ]);
    expect(field('Code postal')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Code postal')).toHaveAccessibleDescription(expect.stringContaining('Le code postal doit comporter 5 chiffres.'));
    expect(field('Adresse')).not.toHaveAttribute('aria-invalid');
    fireEvent.click(within(summary).getByRole('link', { name: 'Le code postal doit comporter 5 chiffres.' }));
    expect(field('Code postal')).toHaveFocus();
    expect(callsTo('PUT', `${API_PATH}/adresse_livraison`)).toHaveLength(0);
  });

  it("shows the API's refusal", async () => {
    serve({
      [`GET ${API_PATH}`]: ok(periodicKbis()),
      [`PUT ${API_PATH}/adresse_livraison`]: refused(409, "Ce Kbis périodique est terminé : son adresse de livraison ne peut plus être modifiée."),
    });
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: "Enregistrer l'adresse de livraison" }));
    expect(await screen.findByText("Ce Kbis périodique est terminé : son adresse de livraison ne peut plus être modifiée.")).toBeInTheDocument();
    expect(screen.getByText("L'adresse n'a pas été modifiée")).toBeInTheDocument();
  });

  it('sends the new address and shows it', async () => {
    const moved = { destinataire: 'ALICE SAS', ligne1: '8 quai de la Fosse', ligne2: 'Bâtiment B', code_postal: '44100', ville: 'Nantes', pays: 'France' };
    const { callsTo } = serve({ [`GET ${API_PATH}`]: ok(periodicKbis()), [`PUT ${API_PATH}/adresse_livraison`]: ok(periodicKbis({ adresse_livraison: moved })) });
    renderAt();
    await screen.findByRole('heading', { level: 2, name: "Changer l'adresse de livraison" });
    fireEvent.change(field('Adresse'), { target: { value: ' 8  quai de la Fosse ' } });
    fireEvent.change(field("Complément d'adresse"), { target: { value: 'Bâtiment B' } });
    fireEvent.change(field('Code postal'), { target: { value: '44100' } });
    fireEvent.click(screen.getByRole('button', { name: "Enregistrer l'adresse de livraison" }));

    expect(await screen.findByRole('heading', { level: 2, name: "L'adresse de livraison a été modifiée" })).toBeInTheDocument();
    expect(callsTo('PUT', `${API_PATH}/adresse_livraison`).map((c) => c.body)).toEqual([{ ...ADDRESS, ligne1: '8 quai de la Fosse', ligne2: 'Bâtiment B', code_postal: '44100' }]);
    expect(screen.getByText('Adresse de livraison').nextSibling).toHaveTextContent('8 quai de la Fosse');
    expect(screen.queryByRole('alert', { name: 'Le formulaire contient des erreurs' })).not.toBeInTheDocument();
  });
});

describe('stopping a periodic Kbis', () => {
  const stopped = (k: KbisPeriodique): KbisPeriodique => ({
    ...k,
    statut: 'ANNULE',
    prochain_envoi: null,
    annule_le: '2026-12-01T10:00:00.000Z',
    envois: k.envois.map((e) => (e.statut === 'PREVU' ? { ...e, statut: 'ANNULE' } : e)),
  });

  it('asks for confirmation in a dialog that takes the focus, and gives it back when the customer keeps it', async () => {
    const { callsTo } = serve({ [`GET ${API_PATH}`]: ok(periodicKbis()) });
    renderAt();
    const stop = await screen.findByRole('button', { name: 'Arrêter ce Kbis périodique' });
    stop.focus();
    fireEvent.click(stop);
    const dialog = screen.getByRole('dialog', { name: 'Arrêter ce Kbis périodique ?' });
    expect(dialog).toHaveAccessibleDescription('Les envois restants seront annulés. Les envois déjà émis restent disponibles.');
    // The safe choice has the focus.
    expect(within(dialog).getByRole('button', { name: 'Non, poursuivre les envois' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Non, poursuivre les envois' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stop).toHaveFocus();

    fireEvent.click(stop);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stop).toHaveFocus();
    expect(callsTo('POST', `${API_PATH}/annulations`)).toHaveLength(0);
  });

  it('stops it once confirmed: remaining deliveries cancelled, a success message that takes the focus', async () => {
    const { callsTo } = serve({ [`GET ${API_PATH}`]: ok(periodicKbis()), [`POST ${API_PATH}/annulations`]: ok(stopped(periodicKbis())) });
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Arrêter ce Kbis périodique' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Oui, arrêter les envois' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Votre Kbis périodique a été arrêté' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('3 envois prévus ont été annulés.')).toBeInTheDocument();
    await waitFor(() => expect(heading.closest('[tabindex="-1"]')).toHaveFocus());
    expect(callsTo('POST', `${API_PATH}/annulations`)).toHaveLength(1);
    expect(callsTo('POST', `${API_PATH}/annulations`)[0]!.body).toBeUndefined();

    expect(screen.getByText('État', { selector: 'dt' }).nextSibling).toHaveTextContent('Annulé');
    const rows = within(screen.getByRole('table', { name: 'Envois du Kbis périodique' })).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['Émis', 'Annulé', 'Annulé', 'Annulé']);
    // The issued Kbis stays downloadable; nothing is left to change.
    expect(within(rows[0]!).getByRole('button', { name: "Télécharger le PDF du Kbis de l'envoi n° 1" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Arrêter ce Kbis périodique' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Changer l'adresse de livraison" })).not.toBeInTheDocument();
  });

  it('says in the dialog why it could not be stopped', async () => {
    serve({ [`GET ${API_PATH}`]: ok(periodicKbis()), [`POST ${API_PATH}/annulations`]: refused(409, 'Ce Kbis périodique est déjà terminé.') });
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Arrêter ce Kbis périodique' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Oui, arrêter les envois' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ce Kbis périodique est déjà terminé.');
    expect(screen.getByText('État', { selector: 'dt' }).nextSibling).toHaveTextContent('En cours');
  });
});
