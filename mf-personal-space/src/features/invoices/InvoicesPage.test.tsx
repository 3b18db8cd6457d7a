import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FactureResume, PaiementSession, ReglementFacture } from '@portail/shared';
import { ok, refused } from '@portail/shared/testing/fetchMock';
import { pageTest } from '../../testing/pageTest';

const { serve, renderAt } = pageTest({ path: '/espace-personnel/mes-factures' });

const AMOUNTS = { montant_ht: 2900, frais_envoi: 0, montant_tva: 580, montant_ttc: 3480 };

function invoice(over: Partial<FactureResume>): FactureResume {
  return {
    id: 1,
    numero: 'FA2026-000001',
    type: 'COMMANDE',
    date_emission: '2026-11-20',
    mois: null,
    abonnement: null,
    devise: 'EUR',
    montants: AMOUNTS,
    statut: 'PAYEE',
    moyen_paiement: 'CARTE_BANCAIRE',
    echeance: null,
    en_retard: false,
    references_commandes: ['CMD00000042'],
    ...over,
  };
}

const page = (items: readonly unknown[]) => ok({ items, total: items.length, limit: 20, offset: 0 });

describe('my invoices', () => {
  it('names what each invoice is for: an order, a month of deferred orders, a period of a subscription', async () => {
    serve({
      'GET factures': page([
        invoice({ id: 3, numero: 'FA2026-000003', type: 'ABONNEMENT', statut: 'A_PAYER', moyen_paiement: 'DIFFERE', echeance: '2026-12-20', references_commandes: [],
          abonnement: { code_offre: 'SURV', libelle_offre: 'Surveillance', debut: '2026-11-01', fin: '2026-11-30' } }),
        invoice({ id: 2, numero: 'FA2026-000002', type: 'MENSUELLE', mois: '2026-10-01', statut: 'A_PAYER', moyen_paiement: 'DIFFERE', references_commandes: ['CMD00000040', 'CMD00000041'] }),
        invoice({}),
      ]),
      'GET encaissements': page([]),
    });
    renderAt();
    const table = await screen.findByRole('table', { name: 'Mes factures' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'FA2026-000003Abonnement Surveillance, du 01/11/2026 au 30/11/2026',
      "FA2026-000002Facture mensuelle d'octobre 2026",
      'FA2026-000001',
    ]);
    expect(within(rows[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['20/11/2026', '—', '34,80\u00A0€', 'À payer Paiement différé (facture mensuelle)Échéance le 20/12/2026Payer', 'Télécharger']);
    expect(within(rows[1]!).getByRole('link', { name: 'CMD00000041' })).toBeInTheDocument();
    expect(within(rows[2]!).getAllByRole('cell')[3]).toHaveTextContent('Payée');
  });

  it('says where invoices come from when there is none yet', async () => {
    serve({ 'GET factures': page([]), 'GET encaissements': page([]) });
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Aucune facture' })).toBeInTheDocument();
    expect(screen.getByText("Chaque commande payée et chaque mois d'abonnement donnent une facture, à retrouver ici.")).toBeInTheDocument();
  });

  const UNPAID = invoice({ id: 7, numero: 'FA2026-000007', type: 'MENSUELLE', mois: '2026-10-01', statut: 'A_PAYER', moyen_paiement: 'DIFFERE', echeance: '2026-11-30', references_commandes: ['CMD00000050'] });
  const LATE = invoice({ id: 8, numero: 'FA2026-000008', type: 'MENSUELLE', mois: '2026-09-01', statut: 'A_PAYER', moyen_paiement: 'DIFFERE', echeance: '2026-10-30', en_retard: true, references_commandes: ['CMD00000049'] });

  function settlement(over: Partial<ReglementFacture> = {}): ReglementFacture {
    return {
      id: 7,
      numero: 'FA2026-000007',
      statut: 'A_PAYER',
      montant: 3480,
      devise: 'EUR',
      echeance: '2026-11-30',
      en_retard: false,
      solde_portefeuille: 5000,
      paiement_en_cours: false,
      virement: null,
      virement_motif: "Les virements ne sont pas acceptés dans l'environnement de démonstration : réglez cette facture par carte bancaire ou portefeuille électronique.",
      ...over,
    };
  }

  function session(over: Partial<PaiementSession> = {}): PaiementSession {
    return { id: '6f1c2a3b-0000-4000-8000-000000000007', objet: 'FACTURE', moyen: 'CARTE_BANCAIRE', statut: 'EN_ATTENTE', montant: 3480, devise: 'EUR', commande: null, redirection: null, carte: null, motif: null, remboursement: null, expire_le: '2026-11-28T20:00:00.000Z', ...over };
  }

  const statusOf = async (numero: string) => {
    const table = await screen.findByRole('table', { name: 'Mes factures' });
    const row = within(table).getByRole('rowheader', { name: new RegExp(`^${numero}`) }).closest('tr')!;
    return within(row).getAllByRole('cell')[3]!;
  };

  it('says « En retard » of an unpaid invoice past its due date, « À payer » before it', async () => {
    serve({ 'GET factures': page([LATE, UNPAID, invoice({})]), 'GET encaissements': page([]) });
    renderAt();
    expect(await statusOf('FA2026-000008')).toHaveTextContent(/^En retard Paiement différé \(facture mensuelle\)Échéance le 30\/10\/2026Payer$/);
    expect(await statusOf('FA2026-000007')).toHaveTextContent(/^À payer /);
    const paid = await statusOf('FA2026-000001');
    expect(paid).toHaveTextContent(/^Payée Carte bancaire$/);
    expect(within(paid).queryByRole('button')).not.toBeInTheDocument();
  });

  it('pays an invoice from the wallet when its balance covers it, then shows it « Payée »', async () => {
    let paid = false;
    const { callsTo } = serve({
      'GET factures': () => page([paid ? { ...UNPAID, statut: 'PAYEE', moyen_paiement: 'PORTEFEUILLE_ELECTRONIQUE' } : UNPAID]),
      'GET encaissements': page([]),
      'GET factures/7/reglement': ok(settlement()),
      'POST factures/7/paiements': () => {
        paid = true;
        return { status: 201, body: session({ moyen: 'PORTEFEUILLE_ELECTRONIQUE', statut: 'ACCEPTE' }) };
      },
    });
    renderAt();
    const pay = await screen.findByRole('button', { name: 'Payer la facture FA2026-000007' });
    expect(pay).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(pay);
    const panel = await screen.findByRole('region', { name: 'Régler la facture FA2026-000007' });
    expect(pay).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByText(/^Montant à payer/)).toHaveTextContent(/^Montant à payer : 34,80\s€, avant le 30\/11\/2026\.$/);
    expect(within(panel).getByRole('button', { name: /^Payer 34,80\s€ par carte bancaire$/ })).toBeEnabled();
    // The demonstration takes no transfer: it says so, and shows no account.
    expect(within(panel).getByText(/^Les virements ne sont pas acceptés/)).toBeInTheDocument();
    expect(within(panel).queryByText('IBAN')).not.toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: /^Payer avec mon portefeuille électronique \(solde 50,00\s€\)$/ }));

    expect(await screen.findByRole('heading', { name: 'Facture payée' })).toBeInTheDocument();
    expect(callsTo('POST', 'factures/7/paiements')[0]!.body).toEqual({ moyen_paiement: 'PORTEFEUILLE_ELECTRONIQUE' });
    await waitFor(async () => expect(await statusOf('FA2026-000007')).toHaveTextContent(/^Payée Portefeuille électronique$/));
    expect(screen.queryByRole('region', { name: 'Régler la facture FA2026-000007' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Payer la facture FA2026-000007' })).not.toBeInTheDocument();
  });

  it('offers the card alone when the wallet does not cover the invoice, shows the transfer details, and sends the customer to the provider', async () => {
    const provider = `${window.location.origin}/espace-personnel/mes-factures#page-du-prestataire`;
    const { callsTo } = serve({
      'GET factures': page([UNPAID]),
      'GET encaissements': page([]),
      'GET factures/7/reglement': ok(
        settlement({ solde_portefeuille: 1000, virement: { beneficiaire: 'REGISTRE SAS', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPP', reference: 'RF47 FA20 2600 0007' }, virement_motif: null }),
      ),
      'POST factures/7/paiements': { status: 201, body: session({ redirection: provider }) },
    });
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Payer la facture FA2026-000007' }));
    const panel = await screen.findByRole('region', { name: 'Régler la facture FA2026-000007' });
    expect(within(panel).getByText(/ne couvre pas ce montant/)).toHaveTextContent(/portefeuille électronique \(10,00\s€\)/);
    expect(within(panel).queryByRole('button', { name: /portefeuille/ })).not.toBeInTheDocument();
    const terms = within(panel).getAllByRole('term').map((t) => t.textContent);
    const values = within(panel).getAllByRole('definition').map((d) => d.textContent);
    expect(Object.fromEntries(terms.map((t, i) => [t, values[i]]))).toEqual({
      Bénéficiaire: 'REGISTRE SAS',
      IBAN: 'FR76 3000 6000 0112 3456 7890 189',
      BIC: 'AGRIFRPP',
      'Référence à indiquer': 'RF47 FA20 2600 0007',
    });
    fireEvent.click(within(panel).getByRole('button', { name: /par carte bancaire$/ }));
    await waitFor(() => expect(window.location.hash).toBe('#page-du-prestataire'));
    expect(callsTo('POST', 'factures/7/paiements')[0]!.body).toEqual({ moyen_paiement: 'CARTE_BANCAIRE' });
  });

  it('says why a payment was refused, and leaves the invoice to pay', async () => {
    serve({
      'GET factures': page([UNPAID]),
      'GET encaissements': page([]),
      'GET factures/7/reglement': ok(settlement()),
      'POST factures/7/paiements': refused(409, 'La facture FA2026-000007 est déjà payée.'),
    });
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Payer la facture FA2026-000007' }));
    const panel = await screen.findByRole('region', { name: 'Régler la facture FA2026-000007' });
    fireEvent.click(within(panel).getByRole('button', { name: /portefeuille/ }));
    expect(await within(panel).findByText('La facture FA2026-000007 est déjà payée.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Facture payée' })).not.toBeInTheDocument();
  });

  it('back from the provider, waits for its answer, then shows the invoice « Payée »', async () => {
    let asked = 0;
    serve({
      'GET factures': () => page([asked > 0 ? { ...UNPAID, statut: 'PAYEE', moyen_paiement: 'CARTE_BANCAIRE' } : UNPAID]),
      'GET encaissements': () =>
        page(
          asked > 0
            ? [{ id: 3, numero: 'JU2026-000003', date: '2026-11-28T10:00:00.000Z', moyen: 'CARTE_BANCAIRE', objet: 'FACTURE', montant: 3480, devise: 'EUR', carte: '497010******0014', transaction: 'TX-1', reference_commande: null, facture: { id: 7, numero: 'FA2026-000007' } }]
            : [],
        ),
      'GET paiements/sessions/6f1c2a3b-0000-4000-8000-000000000007': () => {
        asked += 1;
        return ok(session({ statut: 'ACCEPTE', carte: '497010******0014' }));
      },
    });
    renderAt('/espace-personnel/mes-factures?session=6f1c2a3b-0000-4000-8000-000000000007');
    expect(await screen.findByRole('heading', { name: 'Paiement accepté' })).toBeInTheDocument();
    expect(screen.getByText(/^Votre paiement de 34,80\s€ par carte bancaire est confirmé : la facture est payée\.$/)).toBeInTheDocument();
    await waitFor(async () => expect(await statusOf('FA2026-000007')).toHaveTextContent(/^Payée Carte bancaire$/));
    // Its receipt is listed with the payments received, by the invoice it paid.
    expect(await within(await screen.findByRole('table', { name: 'Mes paiements' })).findByRole('rowheader', { name: 'Facture FA2026-000007' })).toBeInTheDocument();
  });
});
