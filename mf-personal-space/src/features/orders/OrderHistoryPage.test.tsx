import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ABANDON_COMMANDE_AVIS, type CommandePage, type CommandeResume, type StatutCommande } from '@portail/shared';
import { ok, refused } from '@portail/shared/testing/fetchMock';
import { pageTest } from '../../testing/pageTest';
import { order } from '../../testing/fixtures';

const UNPAID = 'CMD00000043';
const PAID = 'CMD00000042';

function summary(reference: string, statut: StatutCommande): CommandeResume {
  const { grille_tarifaire: _g, taux_tva: _t, libelle_facturation: _l, adresse_facturation: _a, adresse_livraison: _d, lignes: _lines, motif: _m, paiements: _p, ...rest } = order({ reference, statut });
  return { ...rest, facture: statut === 'EN_ATTENTE_PAIEMENT' ? null : rest.facture };
}

const page = (items: CommandeResume[]): CommandePage => ({ items, total: items.length, limit: 10, offset: 0 });

/** The history: one order awaiting payment, then `after` once it was acted on. */
const history = (after: StatutCommande) => {
  let acted = false;
  return {
    list: () => ok(page([summary(UNPAID, acted ? after : 'EN_ATTENTE_PAIEMENT'), summary(PAID, 'PAYEE')])),
    acted: () => {
      acted = true;
    },
  };
};

const { serve, renderAt } = pageTest({ path: '/espace-personnel/mes-commandes/mon-historique' });

const rowOf = (reference: string) => screen.getByRole('link', { name: reference }).closest('tr')!;

describe('order history: paying again or cancelling an order awaiting payment', () => {
  it('offers « Payer » and « Annuler » on the unpaid order only, with the time it is kept', async () => {
    const h = history('ANNULEE');
    serve({ 'GET commandes': h.list });
    renderAt();
    await screen.findByRole('link', { name: UNPAID });
    expect(within(rowOf(UNPAID)).getByRole('button', { name: `Payer la commande ${UNPAID}` })).toBeInTheDocument();
    expect(within(rowOf(UNPAID)).getByRole('button', { name: `Annuler la commande ${UNPAID}` })).toBeInTheDocument();
    expect(within(rowOf(PAID)).queryByRole('button', { name: /Payer|Annuler/ })).not.toBeInTheDocument();
    expect(screen.getByText(ABANDON_COMMANDE_AVIS)).toBeInTheDocument();
  });

  it('asks before cancelling, with focus on keeping the order, and gives focus back when kept', async () => {
    const h = history('ANNULEE');
    const { callsTo } = serve({ 'GET commandes': h.list });
    renderAt();
    const cancel = await screen.findByRole('button', { name: `Annuler la commande ${UNPAID}` });
    cancel.focus();
    fireEvent.click(cancel);
    const dialog = await screen.findByRole('dialog', { name: `Annuler la commande ${UNPAID} ?` });
    expect(within(dialog).getByRole('button', { name: 'Non, garder la commande' })).toHaveFocus();
    expect(dialog).toHaveTextContent('Ses documents restent dans votre panier');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Non, garder la commande' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cancel).toHaveFocus();
    expect(callsTo('POST', `commandes/${UNPAID}/annulation`)).toHaveLength(0);
  });

  it('cancels once confirmed, then says so where focus goes and shows the order cancelled', async () => {
    const h = history('ANNULEE');
    const { callsTo } = serve({
      'GET commandes': h.list,
      [`POST commandes/${UNPAID}/annulation`]: () => {
        h.acted();
        return ok(summary(UNPAID, 'ANNULEE'));
      },
    });
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: `Annuler la commande ${UNPAID}` }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Oui, annuler la commande' }));
    const done = await screen.findByText(`La commande ${UNPAID} est annulée ; ses documents sont restés dans votre panier.`);
    await waitFor(() => expect(done).toHaveFocus());
    expect(callsTo('POST', `commandes/${UNPAID}/annulation`)).toHaveLength(1);
    await waitFor(() => expect(within(rowOf(UNPAID)).getByText('Annulée')).toBeInTheDocument());
    expect(within(rowOf(UNPAID)).queryByRole('button', { name: /Payer|Annuler/ })).not.toBeInTheDocument();
  });

  it('opens a new payment of the same order; paid at once (wallet), the order shows paid', async () => {
    const h = history('PAYEE');
    const { callsTo } = serve({
      'GET commandes': h.list,
      'POST paiements/sessions': () => {
        h.acted();
        return {
          status: 201,
          body: { id: '6f1c2a3b-0000-4000-8000-000000000001', objet: 'COMMANDE', moyen: 'PORTEFEUILLE_ELECTRONIQUE', statut: 'ACCEPTE', montant: 320, devise: 'EUR', commande: { reference: UNPAID, date_commande: '2026-11-20', statut: 'PAYEE' }, redirection: null, carte: null, motif: null, remboursement: null, expire_le: '2026-11-20T10:00:00.000Z' },
        };
      },
    });
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: `Payer la commande ${UNPAID}` }));
    expect(await screen.findByText(`La commande ${UNPAID} est payée.`)).toBeInTheDocument();
    expect(callsTo('POST', 'paiements/sessions').map((c) => c.body)).toEqual([{ reference_commande: UNPAID }]);
    await waitFor(() => expect(within(rowOf(UNPAID)).getByText('Payée')).toBeInTheDocument());
  });

  it('says why an order could not be cancelled, keeping its buttons', async () => {
    serve({
      'GET commandes': history('ANNULEE').list,
      [`POST commandes/${UNPAID}/annulation`]: refused(409, 'Le paiement par carte de cette commande a déjà été accepté par le prestataire.'),
    });
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: `Annuler la commande ${UNPAID}` }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Oui, annuler la commande' }));
    expect(await screen.findByText('Le paiement par carte de cette commande a déjà été accepté par le prestataire.')).toBeInTheDocument();
    expect(within(rowOf(UNPAID)).getByRole('button', { name: `Payer la commande ${UNPAID}` })).toBeEnabled();
  });
});
