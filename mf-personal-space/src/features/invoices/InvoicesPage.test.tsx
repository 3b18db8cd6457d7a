import { screen, within } from '@testing-library/react';
import type { FactureResume } from '@portail/shared';
import { ok } from '@portail/shared/testing/fetchMock';
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
    references_commandes: ['CMD00000042'],
    ...over,
  };
}

const page = (items: FactureResume[]) => ok({ items, total: items.length, limit: 20, offset: 0 });

describe('my invoices', () => {
  it('names what each invoice is for: an order, a month of deferred orders, a period of a subscription', async () => {
    serve({
      'GET factures': page([
        invoice({ id: 3, numero: 'FA2026-000003', type: 'ABONNEMENT', statut: 'A_PAYER', moyen_paiement: 'DIFFERE', references_commandes: [],
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
      'FA2026-000002Facture mensuelle de octobre 2026',
      'FA2026-000001',
    ]);
    expect(within(rows[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['20/11/2026', '—', '34,80\u00A0€', 'À payer Paiement différé (facture mensuelle)', 'Télécharger']);
    expect(within(rows[1]!).getByRole('link', { name: 'CMD00000041' })).toBeInTheDocument();
    expect(within(rows[2]!).getAllByRole('cell')[3]).toHaveTextContent('Payée');
  });

  it('says where invoices come from when there is none yet', async () => {
    serve({ 'GET factures': page([]), 'GET encaissements': page([]) });
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Aucune facture' })).toBeInTheDocument();
    expect(screen.getByText("Chaque commande payée et chaque mois d'abonnement donnent une facture, à retrouver ici.")).toBeInTheDocument();
  });
});
