import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DOCS_PATH, ORDER_DATE, ORDER_PATH, REFERENCE, STATEMENT_LINE, debtStatement, line, order, visualisation } from '../../testing/fixtures';
import { ok } from '@portail/shared/testing/fetchMock';
import { catchDownloads } from '../../testing/downloads';
import { pageTest } from '../../testing/pageTest';
import { DOCUMENTS_POLL_MS } from './useOrderDocuments';

const S = '\u00A0';
const BASE = `/espace-personnel/mes-commandes/mon-historique/commande/${REFERENCE}/etat-endettement/12`;

const PAID = order({ lignes: [line(), STATEMENT_LINE] });
const DOCUMENT = visualisation({ id: 201, id_article: 12, code_article: 'ETAT_ENDETTEMENT', libelle: "État d'endettement", code_verification: null, nom_fichier: 'etat-endettement-552032534.pdf' });

const { serve, renderAt } = pageTest();

describe('debt-status statement', () => {
  it('shows what the produced statement states: date, debtor, registrations grouped by kind, and its PDF', async () => {
    const downloads = catchDownloads();
    const { callsTo } = serve({
      [`GET ${ORDER_PATH}`]: ok(PAID),
      [`GET ${DOCS_PATH}`]: ok([DOCUMENT]),
      'GET visualisations/201/etat_endettement': ok(debtStatement()),
      'GET visualisations/201': { file: '%PDF-1.7' },
    });
    renderAt(`${BASE}?date_commande=${ORDER_DATE}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Inscriptions relevées' })).toBeInTheDocument();
    // Only the line's document is asked for.
    expect(callsTo('GET', DOCS_PATH)[0]!.url.searchParams.get('id_article')).toBe('12');
    expect(screen.getByText('Arrêté au').nextSibling).toHaveTextContent('19/11/2026');
    expect(screen.getByText('Débiteur relevé').nextSibling).toHaveTextContent('DANONE (SIREN 552 032 534) – Greffe du tribunal de commerce de Paris');
    expect(screen.getByText('3 inscriptions relevées dans 2 catégories.')).toBeInTheDocument();
    expect(screen.queryByText(/dès qu'il aura été établi/)).not.toBeInTheDocument();

    // In the order of the law's list: the Treasury's privilege, then the pledge of the business.
    const kinds = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(kinds).toEqual(['Privilège du Trésor', 'Nantissement du fonds de commerce']);
    const treasury = screen.getByRole('table', { name: 'Privilège du Trésor : 2 inscriptions' });
    const rows = within(treasury).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['2025T00012', '2025T00040']);
    expect(within(rows[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['14/03/2025', '14/03/2027', 'SIE Paris 9e', `12${S}345,67${S}€`, 'Greffe du tribunal de commerce de Paris']);
    expect(within(rows[1]!).getAllByRole('cell')[3]).toHaveTextContent('Non précisé');
    const pledge = screen.getByRole('table', { name: 'Nantissement du fonds de commerce : 1 inscription' });
    expect(within(pledge).getByRole('rowheader')).toHaveTextContent('2025N00003');
    expect(within(pledge).getAllByRole('cell')[3]!.textContent).toBe(`50${S}000,00${S}€`);

    expect(screen.getByRole('link', { name: 'Procédures collectives du débiteur' })).toHaveAttribute(
      'href',
      `/espace-personnel/mes-commandes/mon-historique/commande/${REFERENCE}/procedure-collective/12?date_commande=${ORDER_DATE}`,
    );

    fireEvent.click(screen.getByRole('button', { name: "Télécharger l'état d'endettement (PDF)" }));
    await waitFor(() => expect(downloads.names).toEqual(['etat-endettement-552032534.pdf']));
    downloads.restore();
  });

  it('says so explicitly when no registration is recorded', async () => {
    serve({
      [`GET ${ORDER_PATH}`]: ok(PAID),
      [`GET ${DOCS_PATH}`]: ok([DOCUMENT]),
      'GET visualisations/201/etat_endettement': ok(debtStatement({ inscriptions: [], debiteurs: [{ ...debtStatement().debiteurs[0]!, nombre_inscriptions: 0 }] })),
    });
    renderAt(`${BASE}?date_commande=${ORDER_DATE}`);
    expect(await screen.findByRole('heading', { level: 3, name: 'Aucune inscription' })).toBeInTheDocument();
    expect(screen.getByText(/Aucune inscription de privilège ou de sûreté ne figure à cet état d'endettement, arrêté au 19\/11\/2026/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists the debtors a search by name found on the /debiteurs page', async () => {
    const byName = line({ id: 12, code_article: 'ETAT_ENDETTEMENT', libelle: "État d'endettement", entite: { id_entreprise: null, siren: null, denomination: 'BOULANGERIE', critere: { siren: null, denomination: 'BOULANGERIE', code_postal: '75009' } } });
    const statement = debtStatement({
      critere: { siren: null, denomination: 'BOULANGERIE', code_postal: '75009' },
      debiteurs: [
        { numero_debiteur: 'D1', id_entreprise: 7, siren: '552032534', denomination: 'BOULANGERIE DU NORD', code_greffe: '7501', greffe: 'Greffe du tribunal de commerce de Paris', nombre_inscriptions: 2 },
        { numero_debiteur: 'D2', id_entreprise: null, siren: null, denomination: 'BOULANGERIE MARTIN', code_greffe: null, greffe: null, nombre_inscriptions: 0 },
      ],
    });
    serve({ [`GET ${ORDER_PATH}`]: ok(order({ lignes: [byName] })), [`GET ${DOCS_PATH}`]: ok([DOCUMENT]), 'GET visualisations/201/etat_endettement': ok(statement) });
    renderAt(`${BASE}/debiteurs?date_commande=${ORDER_DATE}`);
    expect(screen.getByRole('heading', { level: 1, name: "Débiteurs de l'état d'endettement" })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: "Débiteurs couverts par l'état d'endettement" });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [within(r).getByRole('rowheader').textContent, ...within(r).getAllByRole('cell').map((c) => c.textContent)])).toEqual([
      ['BOULANGERIE DU NORD', '552 032 534', 'Greffe du tribunal de commerce de Paris', '2'],
      ['BOULANGERIE MARTIN', 'Non immatriculé', 'Non précisé', '0'],
    ]);
    expect(screen.queryByRole('heading', { name: 'Inscriptions relevées' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Procédures collectives du débiteur' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les inscriptions' })).toHaveAttribute('href', `${BASE}?date_commande=${ORDER_DATE}`);
  });

  describe('while the statement is produced', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('says it is being produced, then shows it once the document exists', async () => {
      let produced = false;
      const producing = order({ lignes: [{ ...STATEMENT_LINE, statut: 'EN_PRODUCTION' }] });
      const { callsTo } = serve({
        [`GET ${ORDER_PATH}`]: ok(producing),
        [`GET ${DOCS_PATH}`]: () => ok(produced ? [DOCUMENT] : []),
        'GET visualisations/201/etat_endettement': ok(debtStatement()),
      });
      renderAt(`${BASE}?date_commande=${ORDER_DATE}`);
      const status = await screen.findByText(/Cet état d'endettement est en cours de production/);
      expect(status).toHaveAttribute('role', 'status');
      expect(screen.getByText('En production')).toBeInTheDocument();
      expect(callsTo('GET', 'visualisations/201/etat_endettement')).toHaveLength(0);

      produced = true;
      await act(() => jest.advanceTimersByTimeAsync(DOCUMENTS_POLL_MS));
      await waitFor(() => expect(status).toHaveTextContent("L'état d'endettement est disponible."));
      expect(await screen.findByRole('table', { name: 'Privilège du Trésor : 2 inscriptions' })).toBeInTheDocument();
      expect(screen.getByText('Disponible')).toBeInTheDocument();
    });
  });

  it('keeps saying that an unpaid statement is not drawn up, without asking for documents', async () => {
    const { callsTo } = serve({ [`GET ${ORDER_PATH}`]: ok(order({ statut: 'EN_ATTENTE_PAIEMENT', lignes: [{ ...STATEMENT_LINE, statut: 'EN_ATTENTE' }] })) });
    renderAt(`${BASE}?date_commande=${ORDER_DATE}`);
    expect(await screen.findByText("Cet état d'endettement n'est pas établi : la commande n'a pas été payée.")).toBeInTheDocument();
    expect(callsTo('GET', DOCS_PATH)).toHaveLength(0);
  });

  it('does not find a line that is not a statement of the order', async () => {
    serve({ [`GET ${ORDER_PATH}`]: ok(PAID) });
    renderAt(`/espace-personnel/mes-commandes/mon-historique/commande/${REFERENCE}/etat-endettement/9?date_commande=${ORDER_DATE}`);
    expect(await screen.findByRole('heading', { level: 2, name: "Cet état d'endettement est introuvable" })).toBeInTheDocument();
  });
});
