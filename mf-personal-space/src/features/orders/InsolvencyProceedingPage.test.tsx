import { screen, within } from '@testing-library/react';
import type { ProcedureCollective } from '@portail/shared';
import { ORDER_DATE, ORDER_PATH, REFERENCE, STATEMENT_LINE, line, order } from '../../testing/fixtures';
import { ok } from '@portail/shared/testing/fetchMock';
import { pageTest } from '../../testing/pageTest';

const BASE = `/espace-personnel/mes-commandes/mon-historique/commande/${REFERENCE}/procedure-collective/12`;

function procedure(over: Partial<ProcedureCollective> = {}): ProcedureCollective {
  return {
    id: 31,
    entreprise_id: 7,
    type: 'REDRESSEMENT_JUDICIAIRE',
    libelle: 'Redressement judiciaire',
    date_jugement: '2026-03-02',
    date_cessation_paiements: '2026-01-15',
    date_cloture: null,
    statut: 'EN_COURS',
    greffe: { code: '7501', nom: 'Greffe du tribunal de commerce de Paris' },
    mandataire: 'SELARL MJ Exemple',
    evenements: [
      { date: '2026-03-02', libelle: "Jugement d'ouverture" },
      { date: '2026-09-10', libelle: 'Jugement arrêtant le plan de redressement' },
    ],
    ...over,
  };
}

const { serve, renderAt } = pageTest();

describe('collective procedures of an ordered document', () => {
  it("shows each procedure of the line's company with its state, dates, registry and steps", async () => {
    const closed = procedure({ id: 30, type: 'SAUVEGARDE', libelle: 'Sauvegarde', date_jugement: '2019-05-06', date_cessation_paiements: null, date_cloture: '2021-05-06', statut: 'CLOTUREE', mandataire: null, evenements: [] });
    const { callsTo } = serve({ [`GET ${ORDER_PATH}`]: ok(order({ lignes: [line(), STATEMENT_LINE] })), 'GET procedure_collective': ok({ items: [procedure(), closed] }) });
    renderAt(`${BASE}?date_commande=${ORDER_DATE}`);

    expect(await screen.findByRole('heading', { level: 2, name: 'Redressement judiciaire' })).toBeInTheDocument();
    expect(callsTo('GET', 'procedure_collective')[0]!.url.searchParams.get('id_entreprise')).toBe('7');
    expect(document.title).toMatch(/^Procédures collectives – DANONE/);
    expect(screen.getByText('DANONE (SIREN 552 032 534)')).toBeInTheDocument();

    const list = screen.getByRole('list', { name: 'Procédures collectives de DANONE' });
    const [current, past] = within(list).getAllByRole('listitem').filter((li) => li.parentElement === list);
    expect(within(current!).getByText('État').nextSibling).toHaveTextContent('En cours');
    expect(within(current!).getByText("Jugement d'ouverture", { selector: 'dt' }).nextSibling).toHaveTextContent('02/03/2026');
    expect(within(current!).getByText('Cessation des paiements').nextSibling).toHaveTextContent('15/01/2026');
    expect(within(current!).getByText('Greffe').nextSibling).toHaveTextContent('Greffe du tribunal de commerce de Paris');
    expect(within(current!).getByText('Mandataire judiciaire').nextSibling).toHaveTextContent('SELARL MJ Exemple');
    const steps = within(current!).getByRole('heading', { level: 3, name: 'Étapes de la procédure' }).nextElementSibling!;
    expect(within(steps as HTMLElement).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      "02/03/2026 : Jugement d'ouverture",
      '10/09/2026 : Jugement arrêtant le plan de redressement',
    ]);

    expect(within(past!).getByRole('heading', { level: 2, name: 'Sauvegarde' })).toBeInTheDocument();
    expect(within(past!).getByText('État').nextSibling).toHaveTextContent('Clôturée le 06/05/2021');
    expect(within(past!).queryByText('Mandataire judiciaire')).not.toBeInTheDocument();
    expect(within(past!).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la commande' })).toHaveAttribute('href', `/espace-personnel/mes-commandes/mon-historique/commande?reference_commande=${REFERENCE}&date_commande=${ORDER_DATE}`);
  });

  it('says the registry records none when the company has no procedure', async () => {
    serve({ [`GET ${ORDER_PATH}`]: ok(order({ lignes: [STATEMENT_LINE] })), 'GET procedure_collective': ok({ items: [] }) });
    renderAt(`${BASE}?date_commande=${ORDER_DATE}`);
    expect(await screen.findByRole('heading', { name: 'Aucune procédure collective' })).toBeInTheDocument();
    expect(screen.getByText('Le registre ne mentionne aucune procédure collective ouverte contre DANONE.')).toBeInTheDocument();
  });

  it('does not find a line about no registered company, and asks for no procedure', async () => {
    const byName = { ...STATEMENT_LINE, entite: { id_entreprise: null, siren: null, denomination: 'BOULANGERIE', critere: { siren: null, denomination: 'BOULANGERIE', code_postal: '75009' } } };
    const { callsTo } = serve({ [`GET ${ORDER_PATH}`]: ok(order({ lignes: [byName] })) });
    renderAt(`${BASE}?date_commande=${ORDER_DATE}`);
    expect(await screen.findByRole('heading', { name: 'Ce document est introuvable' })).toBeInTheDocument();
    expect(screen.getByText(`La commande ${REFERENCE} ne comprend pas ce document d'entreprise.`)).toBeInTheDocument();
    expect(callsTo('GET', 'procedure_collective')).toHaveLength(0);
  });

  it("does not find another customer's order", async () => {
    serve({});
    renderAt(`${BASE}?date_commande=${ORDER_DATE}`);
    expect(await screen.findByText("Cette commande n'existe pas ou n'a pas été passée par l'un de vos comptes clients.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mes commandes' })).toBeInTheDocument();
  });
});
