import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ABANDON_COMMANDE_AVIS, siteStore, type Commande } from '@portail/shared';
import { ADDRESS, DOCS_PATH, FINGERPRINT, ORDER_DATE, ORDER_PATH, REFERENCE, line, order, periodicKbis, visualisation } from '../../testing/fixtures';
import { REFUND_STATE_SENTENCES } from '@portail/shared/payment/duplicates';
import { ok, refused } from '@portail/shared/testing/fetchMock';
import { catchDownloads } from '../../testing/downloads';
import { pageTest } from '../../testing/pageTest';
import { DOCUMENTS_POLL_LIMIT_MS, DOCUMENTS_POLL_MS } from './useOrderDocuments';

const S = '\u00A0';
const PATH = `/espace-personnel/mes-commandes/mon-historique/commande?reference_commande=${REFERENCE}&date_commande=${ORDER_DATE}`;

/** The order of the first tests: paid, its one Kbis still to be produced. */
const ORDER: Commande = order({ lignes: [line({ statut: 'A_PRODUIRE' })] });

const { serve, renderAt } = pageTest({ path: PATH });

const documentsSection = () => screen.getByRole('region', { name: 'Vos documents' });

describe('order detail', () => {
  it('shows the order the API gives: status, lines, totals, payment and invoice', async () => {
    const { calls } = serve({ [`GET ${ORDER_PATH}`]: ok(ORDER), [`GET ${DOCS_PATH}`]: refused(503, 'Service indisponible.') });
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Commande n° CMD00000042' })).toBeInTheDocument();
    expect(calls[0]!.url.pathname).toBe('/api/commandes/CMD00000042');
    expect(calls[0]!.url.searchParams.get('date_commande')).toBe('2026-11-20');
    expect(screen.getByText('Payée')).toBeInTheDocument();
    expect(screen.getByText(`Carte bancaire (carte 497010******0014)`, { exact: false })).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Documents de la commande CMD00000042' });
    const row = within(lines).getAllByRole('row')[1]!;
    expect(within(row).getByRole('rowheader')).toHaveTextContent(`Extrait KbisDANONE (SIREN 552 032 534)`);
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Électronique', '1', `3,20${S}€`, 'À produire']);
    expect(screen.getByRole('button', { name: 'Télécharger la facture FA2026-000005' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Adresse de facturation' })).toHaveTextContent('1 rue Haute');
  });

  it('names the payment that paid the order, and says a card payment received once it was paid is given back', async () => {
    const duplicate = { id: 'p1', moyen: 'CARTE_BANCAIRE' as const, statut: 'ACCEPTE', montant: 320, carte: '497010******0014', motif: null, remboursement: 'CREDITE_PORTEFEUILLE' as const, cree_le: '2026-11-20T09:31:00.000Z' };
    const wallet = { id: 'p2', moyen: 'PORTEFEUILLE_ELECTRONIQUE' as const, statut: 'ACCEPTE', montant: 320, carte: null, motif: null, remboursement: null, cree_le: '2026-11-20T09:35:00.000Z' };
    serve({ [`GET ${ORDER_PATH}`]: ok(order({ moyen_paiement: 'PORTEFEUILLE_ELECTRONIQUE', paiements: [duplicate, wallet], lignes: [line({ statut: 'A_PRODUIRE' })] })), [`GET ${DOCS_PATH}`]: refused(503, 'Service indisponible.') });
    renderAt();
    const alert = (await screen.findByRole('heading', { level: 2, name: 'Paiement reçu en double' })).closest('.alert')!;
    expect(screen.getByText('Paiement', { selector: 'dt' }).nextSibling).toHaveTextContent(/^Portefeuille électronique$/);
    expect(alert.textContent).toContain(`Un paiement par carte de 3,20${S}€ (carte 497010******0014) nous est parvenu alors que la commande était déjà réglée.`);
    expect(alert.textContent).toContain(REFUND_STATE_SENTENCES.CREDITE_PORTEFEUILLE);
  });

  it("says an order that is unknown, or another customer's, is not found, never echoing the address", async () => {
    const { callsTo } = serve({ [`GET ${ORDER_PATH}`]: refused(404, 'Commande introuvable.') });
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Commande introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cette commande est introuvable' })).toBeInTheDocument();
    expect(screen.queryByText(/CMD00000042/)).not.toBeInTheDocument();
    expect(callsTo('GET', DOCS_PATH)).toHaveLength(0);
  });

  it('offers to try again when the order cannot be loaded', async () => {
    serve({ [`GET ${ORDER_PATH}`]: refused(503, 'Service indisponible.') });
    renderAt();
    expect(await screen.findByText("La commande n'a pas pu être chargée")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});

describe('the documents of an order', () => {
  let downloads: ReturnType<typeof catchDownloads>;
  beforeEach(() => {
    downloads = catchDownloads();
  });
  afterEach(() => downloads.restore());

  it('offers to ask again for the documents after a server failure, not after a refusal', async () => {
    serve({ [`GET ${ORDER_PATH}`]: ok(ORDER), [`GET ${DOCS_PATH}`]: refused(503, 'Service indisponible.') });
    const { unmount } = renderAt();
    const failed = (await screen.findByText("Vos documents n'ont pas pu être chargés")).closest('.alert')!;
    expect(within(failed as HTMLElement).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    unmount();

    serve({ [`GET ${ORDER_PATH}`]: ok(ORDER), [`GET ${DOCS_PATH}`]: refused(403, "Ces documents ne sont pas les vôtres.") });
    renderAt();
    const refusal = (await screen.findByText("Vos documents n'ont pas pu être chargés")).closest('.alert')!;
    expect(refusal).toHaveTextContent("Ces documents ne sont pas les vôtres.");
    expect(within(refusal as HTMLElement).queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });

  const PERIODIC_LINE = line({ id: 10, diffusion: 'COURRIER', quantite: 1, nombre_envois: 4, frequence_mois: 3, duree_mois: 12, statut: 'EXPEDIE' });
  const KBIS = visualisation();
  const MAILED = visualisation({
    id: 102,
    id_article: 10,
    diffusion: 'COURRIER',
    envoi: 2,
    code_verification: null,
    nom_fichier: 'kbis-552032534-envoi-2.pdf',
    expedition: { statut: 'POSTE', adresse: { ...ADDRESS, destinataire: 'SERVICE JURIDIQUE' }, exemplaires: 2, imprime_le: '2026-11-20T14:00:00.000Z', poste_le: '2026-11-21T08:00:00.000Z' },
  });

  it('lists each produced document with its details, and downloads it, or all of them as a zip', async () => {
    const { callsTo } = serve({
      [`GET ${ORDER_PATH}`]: ok(order({ lignes: [line(), PERIODIC_LINE], adresse_livraison: ADDRESS })),
      [`GET ${DOCS_PATH}`]: ok([KBIS, MAILED]),
      'GET kbis_periodiques': ok([periodicKbis({ id: 31, id_article: 10 }), periodicKbis({ id: 32, id_article: 10, reference_commande: 'CMD00000001' })]),
      'GET visualisations/101': { file: '%PDF-1.7' },
      [`GET ${ORDER_PATH}/zip`]: { file: 'PK' },
    });
    renderAt();
    const section = await screen.findByRole('region', { name: 'Vos documents' });
    expect(await within(section).findByText('2 documents disponibles.')).toHaveAttribute('role', 'status');
    expect(callsTo('GET', DOCS_PATH)[0]!.url.searchParams.get('date_commande')).toBe(ORDER_DATE);

    const [kbis, mailed] = within(section).getAllByRole('article');
    expect(within(kbis!).getByRole('heading', { level: 3, name: 'Extrait Kbis' })).toBeInTheDocument();
    expect(kbis).toHaveTextContent('DANONE (SIREN 552 032 534)');
    // 09:31 UTC in November is 10:31 in Paris, whatever the browser's time zone.
    expect(kbis).toHaveTextContent('20/11/2026 à 10:31 (heure de Paris)');
    expect(within(kbis!).getByRole('link', { name: '7KQ2-M4XP-9TR3-HW6D' })).toHaveAttribute('href', '/verification-document/7KQ2-M4XP-9TR3-HW6D');
    // The fingerprint is shortened, the whole of it a click away.
    const fingerprint = kbis!.querySelector('details')!;
    expect(within(fingerprint).getByText('3f2a9c1d…89e41b07')).toBeInTheDocument();
    expect(within(fingerprint).getByText(FINGERPRINT)).toBeInTheDocument();
    expect(kbis).not.toHaveTextContent('Envoi n°');

    expect(mailed).toHaveTextContent('Envoi n° 2 sur 4');
    expect(mailed).toHaveTextContent('Remis à La Poste, le 21/11/2026 (2 exemplaires)');
    expect(mailed).toHaveTextContent('SERVICE JURIDIQUE');
    expect(within(mailed!).queryByRole('link')).not.toBeInTheDocument();

    fireEvent.click(within(kbis!).getByRole('button', { name: 'Télécharger le PDF : Extrait Kbis, DANONE' }));
    await waitFor(() => expect(downloads.names).toEqual(['kbis-552032534-2026-11-20.pdf']));
    expect(callsTo('GET', 'visualisations/101')).toHaveLength(1);
    expect(within(mailed!).getByRole('button', { name: 'Télécharger le PDF : Extrait Kbis, DANONE, envoi n° 2' })).toBeInTheDocument();

    fireEvent.click(within(section).getByRole('button', { name: 'Télécharger tous les documents (zip)' }));
    await waitFor(() => expect(downloads.names).toEqual(['kbis-552032534-2026-11-20.pdf', 'commande-CMD00000042.zip']));

    // The periodic line links to its periodic Kbis, the one of this order.
    const lines = screen.getByRole('table', { name: 'Documents de la commande CMD00000042' });
    expect(await within(lines).findByRole('link', { name: 'Extrait Kbis' })).toHaveAttribute('href', '/espace-personnel/mes-commandes/mes-kbis-periodiques/31');
  });

  it("dates a New Caledonia order's documents in Nouméa time, the site's clock, and says the TGC is not charged, never VAT", async () => {
    const site = siteStore.getState();
    act(() => siteStore.setState({ variant: 'nc', searchBoost: 'NC' }));
    try {
      const nc = order({ devise: 'XPF', territoire: 'NC', taux_tva: 0, montants: { montant_ht: 31900, frais_envoi: 0, montant_tva: 0, montant_ttc: 31900 } });
      serve({ [`GET ${ORDER_PATH}`]: ok(nc), [`GET ${DOCS_PATH}`]: ok([KBIS]) });
      renderAt();
      const section = await screen.findByRole('region', { name: 'Vos documents' });
      const [kbis] = await within(section).findAllByRole('article');
      // 09:31 UTC is 20:31 in Nouméa (UTC+11).
      expect(kbis).toHaveTextContent('20/11/2026 à 20:31 (heure de Nouméa)');
      expect(kbis).not.toHaveTextContent('heure de Paris');
      expect(screen.getByText('TGC', { selector: 'dt' }).nextSibling).toHaveTextContent(/^Non facturée$/);
      expect(document.body).not.toHaveTextContent('TVA');
    } finally {
      act(() => siteStore.setState(site, true));
    }
  });

  it('says when a document cannot be downloaded', async () => {
    serve({ [`GET ${ORDER_PATH}`]: ok(order()), [`GET ${DOCS_PATH}`]: ok([KBIS]), 'GET visualisations/101': { status: 404, body: {} } });
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Télécharger le PDF : Extrait Kbis, DANONE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce document est introuvable.');
    expect(downloads.names).toEqual([]);
  });

  describe('while they are produced', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('asks again every 2 seconds, announces the documents when they come, then stops asking', async () => {
      let produced = false;
      const { callsTo } = serve({ [`GET ${ORDER_PATH}`]: ok(ORDER), [`GET ${DOCS_PATH}`]: () => ok(produced ? [KBIS] : []) });
      renderAt();
      const section = await screen.findByRole('region', { name: 'Vos documents' });
      const status = await within(section).findByText(/Vos documents sont en cours de production…/);
      expect(status).toHaveAttribute('role', 'status');
      expect(within(section).queryByRole('button', { name: 'Télécharger tous les documents (zip)' })).not.toBeInTheDocument();
      expect(screen.getByRole('table', { name: 'Documents de la commande CMD00000042' })).toHaveTextContent('À produire');

      const asked = callsTo('GET', DOCS_PATH).length;
      await act(() => jest.advanceTimersByTimeAsync(DOCUMENTS_POLL_MS));
      expect(callsTo('GET', DOCS_PATH).length).toBe(asked + 1);

      produced = true;
      await act(() => jest.advanceTimersByTimeAsync(DOCUMENTS_POLL_MS));
      // The same live region says it: screen readers hear the change.
      await waitFor(() => expect(status).toHaveTextContent('1 document disponible.'));
      expect(documentsSection()).toContainElement(status);
      expect(within(section).getByRole('button', { name: 'Télécharger le PDF : Extrait Kbis, DANONE' })).toBeInTheDocument();
      expect(within(section).getByRole('button', { name: 'Télécharger tous les documents (zip)' })).toBeInTheDocument();
      expect(screen.getByRole('table', { name: 'Documents de la commande CMD00000042' })).toHaveTextContent('Disponible');

      const done = callsTo('GET', DOCS_PATH).length;
      await act(() => jest.advanceTimersByTimeAsync(10 * DOCUMENTS_POLL_MS));
      expect(callsTo('GET', DOCS_PATH).length).toBe(done);
    });

    it('gives up after two minutes and lets the customer ask again', async () => {
      let produced = false;
      const { callsTo } = serve({ [`GET ${ORDER_PATH}`]: ok(ORDER), [`GET ${DOCS_PATH}`]: () => ok(produced ? [KBIS] : []) });
      renderAt();
      const status = await screen.findByText(/Vos documents sont en cours de production…/);
      await act(() => jest.advanceTimersByTimeAsync(DOCUMENTS_POLL_LIMIT_MS + DOCUMENTS_POLL_MS));
      await waitFor(() => expect(status).toHaveTextContent('La production de vos documents prend plus de temps que prévu.'));
      const asked = callsTo('GET', DOCS_PATH).length;
      expect(asked).toBeGreaterThanOrEqual(DOCUMENTS_POLL_LIMIT_MS / DOCUMENTS_POLL_MS - 1);
      expect(asked).toBeLessThanOrEqual(DOCUMENTS_POLL_LIMIT_MS / DOCUMENTS_POLL_MS + 2);
      await act(() => jest.advanceTimersByTimeAsync(10 * DOCUMENTS_POLL_MS));
      expect(callsTo('GET', DOCS_PATH)).toHaveLength(asked);

      produced = true;
      fireEvent.click(screen.getByRole('button', { name: 'Vérifier à nouveau' }));
      await waitFor(() => expect(status).toHaveTextContent('1 document disponible.'));
      expect(callsTo('GET', DOCS_PATH)).toHaveLength(asked + 1);
    });
  });

  it('has no documents section for an order awaiting payment, and says when they will come', async () => {
    const { callsTo } = serve({ [`GET ${ORDER_PATH}`]: ok(order({ statut: 'EN_ATTENTE_PAIEMENT', facture: null, paiements: [], lignes: [line({ statut: 'EN_ATTENTE' })] })) });
    renderAt();
    expect(await screen.findByText('Vos documents seront disponibles sur cette page dès que le paiement de la commande aura été reçu.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Vos documents' })).not.toBeInTheDocument();
    expect(callsTo('GET', DOCS_PATH)).toHaveLength(0);
    expect(callsTo('GET', 'kbis_periodiques')).toHaveLength(0);
  });
});

describe('order detail of an order not paid', () => {
  const refusedCard = { id: 'p1', moyen: 'CARTE_BANCAIRE' as const, statut: 'REFUSE', montant: 320, carte: null, motif: 'Paiement refusé par la banque : provision insuffisante.', remboursement: null, cree_le: '2026-11-20T09:31:00.000Z' };

  it('says the last payment failed and offers to pay it again or cancel it, with the time it is kept', async () => {
    const unpaid = order({ statut: 'EN_ATTENTE_PAIEMENT', facture: null, motif: refusedCard.motif, paiements: [refusedCard], lignes: [line({ statut: 'EN_ATTENTE' })] });
    serve({ [`GET ${ORDER_PATH}`]: ok(unpaid) });
    renderAt();
    const alert = (await screen.findByRole('heading', { level: 2, name: "Le dernier paiement n'a pas abouti" })).closest('.alert')!;
    expect(alert).toHaveTextContent('Paiement refusé par la banque : provision insuffisante.');
    expect(alert).not.toHaveTextContent('repasser commande');
    expect(screen.getByText(ABANDON_COMMANDE_AVIS)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Payer la commande ${REFERENCE}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Annuler la commande ${REFERENCE}` })).toBeInTheDocument();
  });

  it('says an abandoned order was given up, its documents in the basket, with nothing to pay', async () => {
    const motif = 'Commande non payée sous 24 heures : elle est abandonnée, ses documents sont restés dans votre panier.';
    serve({ [`GET ${ORDER_PATH}`]: ok(order({ statut: 'ABANDONNEE', facture: null, motif, paiements: [], lignes: [line({ statut: 'ANNULE' })] })) });
    renderAt();
    const alert = (await screen.findByRole('heading', { level: 2, name: 'Commande abandonnée' })).closest('.alert')!;
    expect(alert).toHaveTextContent(motif);
    expect(within(alert as HTMLElement).getByRole('link', { name: 'repasser commande' })).toBeInTheDocument();
    expect(screen.getByText('Abandonnée')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Payer|Annuler/ })).not.toBeInTheDocument();
  });
});
