import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NPAI_REASON } from '@portail/shared/postal/states';
import { ok, refused } from '@portail/shared/testing/fetchMock';
import type { EtapeCourrier, Expedition } from '@portail/shared';
import { ADDRESS, DOCS_PATH, ORDER_DATE, ORDER_PATH, REFERENCE, line, order, visualisation } from '../../testing/fixtures';
import { pageTest } from '../../testing/pageTest';

const PATH = `/espace-personnel/mes-commandes/mon-historique/commande?reference_commande=${REFERENCE}&date_commande=${ORDER_DATE}`;
const { serve, renderAt } = pageTest({ path: PATH });

const MAIL_LINE = line({ diffusion: 'COURRIER', statut: 'EXPEDIE' });
const RESEND_PATH = 'expeditions/101/renvoi';

const step = (envoi: number, etat: EtapeCourrier['etat'], survenu_le: string, motif: string | null = null): EtapeCourrier => ({
  envoi,
  numero_suivi: envoi === 1 ? 'RL000000001FR' : 'RL000000002FR',
  etat,
  motif,
  survenu_le,
});

const FIRST_LETTER = [step(1, 'DEPOSE', '2026-11-20T10:00:00.000Z'), step(1, 'IMPRIME', '2026-11-20T14:00:00.000Z'), step(1, 'REMIS_POSTE', '2026-11-21T08:00:00.000Z')];

function mailed(shipment: Partial<Expedition>) {
  return visualisation({
    diffusion: 'COURRIER',
    code_verification: null,
    expedition: { statut: 'POSTE', adresse: ADDRESS, exemplaires: 1, imprime_le: '2026-11-20T14:00:00.000Z', poste_le: '2026-11-21T08:00:00.000Z', ...shipment },
  });
}

const DELIVERED = mailed({ numero_suivi: 'RL000000001FR', etat_postal: 'DISTRIBUE', renvoi_possible: false, etapes: [...FIRST_LETTER, step(1, 'DISTRIBUE', '2026-11-22T09:15:00.000Z')] });
const RETURNED_ETAPES = [...FIRST_LETTER, step(1, 'RETOURNE', '2026-11-23T16:45:00.000Z', NPAI_REASON)];
const RETURNED = mailed({ numero_suivi: 'RL000000001FR', etat_postal: 'RETOURNE', renvoi_possible: true, etapes: RETURNED_ETAPES });
const CORRECTED = { ...ADDRESS, ligne1: '12 rue Basse' };
/** The same shipment once sent again: a new letter, to print, at the corrected address. */
const RESENT = mailed({ statut: 'A_IMPRIMER', adresse: CORRECTED, imprime_le: null, poste_le: null, numero_suivi: null, etat_postal: null, renvoi_possible: false, etapes: RETURNED_ETAPES });

const tracking = async () => screen.findByRole('region', { name: 'Suivi du courrier' });

describe('the tracking of a document sent by mail', () => {
  it('gives the tracking number, the current step and every dated step, in Paris time for a mainland order', async () => {
    serve({ [`GET ${ORDER_PATH}`]: ok(order({ lignes: [MAIL_LINE], adresse_livraison: ADDRESS })), [`GET ${DOCS_PATH}`]: ok([DELIVERED]) });
    renderAt();
    const region = await tracking();
    expect(region).toHaveTextContent('Numéro de suivi : RL000000001FR');
    expect(within(region).getByText('Étape actuelle :', { exact: false })).toHaveTextContent('Étape actuelle : Distribué');
    expect(within(region).getByRole('heading', { level: 5, name: 'Premier envoi (RL000000001FR)' })).toBeInTheDocument();
    const steps = within(within(region).getByRole('list', { name: 'Étapes : premier envoi' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      "20/11/2026 à 11:00 (heure de Paris)Reçu par l'imprimeur",
      '20/11/2026 à 15:00 (heure de Paris)Imprimé',
      '21/11/2026 à 09:00 (heure de Paris)Remis à La Poste',
      '22/11/2026 à 10:15 (heure de Paris)Distribué',
    ]);
    expect(steps[3]!.querySelector('time')).toHaveAttribute('dateTime', '2026-11-22T09:15:00.000Z');
    // The card's shipment line says the provider's step, dated by it.
    expect(screen.getByRole('article')).toHaveTextContent('Distribué, le 22/11/2026 (1 exemplaire)');
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });

  it("dates a New Caledonia order's steps in Nouméa time", async () => {
    serve({ [`GET ${ORDER_PATH}`]: ok(order({ territoire: 'NC', devise: 'XPF', lignes: [MAIL_LINE] })), [`GET ${DOCS_PATH}`]: ok([DELIVERED]) });
    renderAt();
    const region = await tracking();
    // 09:15 UTC is 20:15 in Nouméa (UTC+11).
    expect(region).toHaveTextContent('22/11/2026 à 20:15 (heure de Nouméa)Distribué');
    expect(region).not.toHaveTextContent('heure de Paris');
  });

  it('shows the printing step before the provider has the letter', async () => {
    serve({ [`GET ${ORDER_PATH}`]: ok(order({ lignes: [MAIL_LINE] })), [`GET ${DOCS_PATH}`]: ok([mailed({ statut: 'A_IMPRIMER', imprime_le: null, poste_le: null })]) });
    renderAt();
    const region = await tracking();
    expect(region).toHaveTextContent("Étape actuelle : En cours d'impression");
    expect(region).not.toHaveTextContent('Numéro de suivi');
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
  });

  it('gives the reason of a returned letter and resends it to the corrected address, then shows its new step', async () => {
    let resent = false;
    const { callsTo } = serve({
      [`GET ${ORDER_PATH}`]: ok(order({ lignes: [MAIL_LINE] })),
      [`GET ${DOCS_PATH}`]: () => ok([resent ? RESENT : RETURNED]),
      [`POST ${RESEND_PATH}`]: () => {
        resent = true;
        return { status: 201, body: { id: 101, adresse: CORRECTED, statut: 'A_IMPRIMER', renvoi_gratuit_utilise: true } };
      },
    });
    renderAt();
    const region = await tracking();
    expect(region).toHaveTextContent("Étape actuelle : NPAI – Retourné à l'expéditeur");
    expect(region).not.toHaveTextContent('Renvoyé gratuitement');
    expect(region).toHaveTextContent(`23/11/2026 à 17:45 (heure de Paris)NPAI – Retourné à l'expéditeurMotif du retour : ${NPAI_REASON}`);
    expect(within(region).getByRole('heading', { level: 4, name: 'Ce courrier nous est revenu' })).toBeInTheDocument();

    // Prefilled with the address it came back from.
    const street = within(region).getByRole('textbox', { name: /^Adresse/ });
    expect(street).toHaveValue('1 rue Haute');
    expect(within(region).getByRole('textbox', { name: /^Destinataire/ })).toHaveValue('ALICE SAS');
    expect(within(region).getByRole('textbox', { name: /^Code postal/ })).toHaveValue('44000');

    // What the API would refuse is said before sending, linked to its field.
    fireEvent.change(street, { target: { value: '' } });
    fireEvent.change(within(region).getByRole('textbox', { name: /^Code postal/ }), { target: { value: '4400' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Renvoyer gratuitement' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: "Veuillez saisir l'adresse." })).toHaveAttribute('href', '#renvoi-101-ligne1');
    expect(within(summary).getByRole('link', { name: 'Le code postal doit comporter 5 chiffres.' })).toBeInTheDocument();
    expect(street).toHaveAttribute('aria-invalid', 'true');
    expect(street).toHaveAccessibleDescription("Veuillez saisir l'adresse.");
    expect(callsTo('POST', RESEND_PATH)).toHaveLength(0);

    fireEvent.change(street, { target: { value: '  12   rue Basse ' } });
    fireEvent.change(within(region).getByRole('textbox', { name: /^Code postal/ }), { target: { value: '44000' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Renvoyer gratuitement' }));

    const done = await within(region).findByText("Le courrier sera réimprimé et renvoyé gratuitement à l'adresse corrigée.");
    expect(done).toHaveFocus();
    expect(callsTo('POST', RESEND_PATH).map((c) => c.body)).toEqual([{ adresse: { ...ADDRESS, ligne1: '12 rue Basse' } }]);
    // The documents are asked again: the new letter is to print, at the corrected address.
    await waitFor(() => expect(region).toHaveTextContent("Étape actuelle : En cours d'impression"));
    expect(callsTo('GET', DOCS_PATH)).toHaveLength(2);
    // Seen again later, the returned letter says it was sent again.
    expect(region).toHaveTextContent(`Motif du retour : ${NPAI_REASON}Renvoyé gratuitement à l'adresse corrigée.`);
    expect(within(region).queryByRole('button', { name: 'Renvoyer gratuitement' })).not.toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('12 rue Basse');
  });

  it("says why the API refused the resend, and keeps the form", async () => {
    serve({
      [`GET ${ORDER_PATH}`]: ok(order({ lignes: [MAIL_LINE] })),
      [`GET ${DOCS_PATH}`]: ok([RETURNED]),
      [`POST ${RESEND_PATH}`]: refused(409, 'Le renvoi gratuit de ce courrier a déjà été utilisé : il ne peut plus être renvoyé.'),
    });
    renderAt();
    const region = await tracking();
    await act(async () => {
      fireEvent.click(within(region).getByRole('button', { name: 'Renvoyer gratuitement' }));
    });
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent("Le courrier n'a pas été renvoyé");
    expect(alert).toHaveTextContent('Le renvoi gratuit de ce courrier a déjà été utilisé');
    expect(within(region).getByRole('button', { name: 'Renvoyer gratuitement' })).toBeEnabled();
  });

  it('groups the steps by letter and says when the resent letter came back too, its free resend used', async () => {
    const twice = mailed({
      numero_suivi: 'RL000000002FR',
      etat_postal: 'RETOURNE',
      renvoi_possible: false,
      adresse: CORRECTED,
      etapes: [...RETURNED_ETAPES, step(2, 'DEPOSE', '2026-11-24T10:00:00.000Z'), step(2, 'REMIS_POSTE', '2026-11-25T08:00:00.000Z'), step(2, 'RETOURNE', '2026-11-27T08:00:00.000Z', NPAI_REASON)],
    });
    serve({ [`GET ${ORDER_PATH}`]: ok(order({ lignes: [MAIL_LINE] })), [`GET ${DOCS_PATH}`]: ok([twice]) });
    renderAt();
    const region = await tracking();
    expect(region).toHaveTextContent('Numéro de suivi : RL000000002FR');
    expect(within(region).getAllByRole('heading', { level: 5 }).map((h) => h.textContent)).toEqual(['Premier envoi (RL000000001FR)', 'Renvoi gratuit (RL000000002FR)']);
    expect(within(within(region).getByRole('list', { name: 'Étapes : renvoi gratuit' })).getAllByRole('listitem')).toHaveLength(3);
    expect(region.textContent!.match(/Renvoyé gratuitement à l'adresse corrigée\./g)).toHaveLength(1);
    expect(within(region).getByRole('heading', { level: 4, name: 'Le courrier renvoyé nous est aussi revenu' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Le renvoi gratuit de ce courrier a déjà été utilisé');
    expect(within(region).queryByRole('button', { name: 'Renvoyer gratuitement' })).not.toBeInTheDocument();
  });
});
