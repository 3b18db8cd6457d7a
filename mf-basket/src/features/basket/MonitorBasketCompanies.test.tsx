import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ArticlePanier, Panier } from '@portail/shared';
import type { Reply } from '@portail/shared/testing/fetchMock';
import { basketTest } from '../../testing/basketTest';
import { basketOf, signInAlice, signOut, subArticle } from '../../testing/fixtures';
import { basketCompanyIds, monitorCompanies, outcomeMessage } from './monitoring';

const price = { montant_ht: 267, frais_envoi: 0, montant_tva: 53, montant_ttc: 320 };

function article(key: string, idEntreprise: number | null, denomination: string, itemId: number): ArticlePanier {
  return {
    id_entite: key,
    entite: {
      id_entreprise: idEntreprise,
      numero_identification: idEntreprise ? `55203253${itemId}` : null,
      siren: idEntreprise ? `55203253${itemId}` : null,
      denomination,
      critere: idEntreprise ? null : { siren: null, denomination, code_postal: null },
    },
    sous_articles: [
      subArticle({
        id: itemId,
        code_article: idEntreprise ? 'KBIS' : 'ETAT_ENDETTEMENT',
        libelle: idEntreprise ? 'Extrait Kbis' : "État d'endettement",
        diffusions_possibles: ['ELEC'],
        prix: price,
      }),
    ],
  };
}

const basket = (articles: ArticlePanier[]): Panier => basketOf(articles, price);

const THREE = basket([article('E7', 7, 'DANONE', 1), article('E8', 8, 'MICHELIN', 2), article('NDUPONT', null, 'DUPONT', 3), article('E9', 9, 'RENAULT', 4)]);

const { serve: answer, renderBasket } = basketTest();

/** The basket API answering `current`, and the monitoring of its companies answered by `monitoring`. */
function serve(current: Panier, monitoring: (ids: number[]) => Reply) {
  return answer(({ method, url, body }) =>
    method === 'POST' && url.pathname === '/api/paniers/surveillances' ? monitoring((body as { ids_entreprise: number[] }).ids_entreprise) : { status: 200, body: current },
  );
}

const surveillanceOf = (id: number) => ({
  id: 100 + id,
  entreprise: { id, siren: null, denomination: `Entreprise ${id}`, active: true },
  domaines: ['RCS_BILAN_ACTES'],
  groupe_favori: null,
  statut: 'ACTIVE',
  date_debut: '2026-03-12',
  date_fin: null,
  nombre_revelations: 0,
  nombre_non_lues: 0,
});

afterEach(signOut);

/** Opens the basket as Alice with `offers`, checks what its monitoring section says, and presses its `button`; the section. */
async function pressMonitor(offers: string, intro: string, button: string): Promise<HTMLElement> {
  signInAlice(offers);
  const user = userEvent.setup();
  renderBasket();
  const section = await screen.findByRole('region', { name: 'Surveillance' });
  expect(section).toHaveTextContent(intro);
  await user.click(within(section).getByRole('button', { name: button }));
  return section;
}

describe("monitoring the basket's companies", () => {
  it('monitors every company of the basket once for the account, and says how many were added', async () => {
    const { calls } = serve(THREE, (ids) => ({ status: 200, body: { creees: 3, surveillances: ids.map(surveillanceOf) } }));
    const section = await pressMonitor('KBIS,SURV', 'Soyez averti des changements des 3 entreprises de votre panier.', 'Surveiller les entreprises du panier');
    expect(await within(section).findByRole('status')).toHaveTextContent('3 entreprises ajoutées à vos surveillances.');
    const post = calls.filter((c) => c.method === 'POST');
    expect(post).toHaveLength(1);
    expect(post[0]!.url.pathname).toBe('/api/paniers/surveillances');
    expect(post[0]!.body).toEqual({ ids_entreprise: [7, 8, 9], id_compte_client: 5 });
    expect(within(section).getByRole('link', { name: 'Voir mes surveillances' })).toHaveAttribute('href', '/espace-personnel/mes-surveillances');
  });

  it("shows the API's refusal", async () => {
    const refusal = "La surveillance d'entreprises est réservée aux comptes abonnés à l'offre Surveillance.";
    serve(THREE, () => ({ status: 403, body: { statusCode: 403, error: 'Forbidden', message: refusal } }));
    signInAlice('SURV');
    const user = userEvent.setup();
    renderBasket();
    await user.click(await screen.findByRole('button', { name: 'Surveiller les entreprises du panier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('button', { name: 'Surveiller les entreprises du panier' })).toBeEnabled();
  });

  it('is not offered to an account without the monitoring offer, nor for a basket without a company', async () => {
    serve(THREE, () => ({ status: 500, body: {} }));
    signInAlice('KBIS');
    const first = renderBasket();
    await screen.findByRole('region', { name: /DANONE/ });
    expect(screen.queryByRole('region', { name: 'Surveillance' })).toBeNull();
    first.unmount();

    serve(basket([article('NDUPONT', null, 'DUPONT', 3)]), () => ({ status: 500, body: {} }));
    signInAlice('SURV');
    renderBasket();
    await screen.findByRole('region', { name: /DUPONT/ });
    expect(screen.queryByRole('region', { name: 'Surveillance' })).toBeNull();
  });

  it('speaks of one company in the singular', async () => {
    serve(basket([article('E7', 7, 'DANONE', 1)]), (ids) => ({ status: 200, body: { creees: 1, surveillances: ids.map(surveillanceOf) } }));
    const section = await pressMonitor('SURV', "Soyez averti des changements de l'entreprise de votre panier.", "Surveiller l'entreprise du panier");
    expect(await within(section).findByRole('status')).toHaveTextContent(/^1 entreprise ajoutée à vos surveillances\.$/);
  });
});

describe('outcome of a monitoring of the basket', () => {
  it('counts what was added and what was monitored already, singular or plural', () => {
    expect(outcomeMessage({ created: 3, monitored: 3 })).toBe('3 entreprises ajoutées à vos surveillances.');
    expect(outcomeMessage({ created: 1, monitored: 1 })).toBe('1 entreprise ajoutée à vos surveillances.');
    expect(outcomeMessage({ created: 2, monitored: 3 })).toBe('2 entreprises ajoutées à vos surveillances. Une autre y était déjà.');
    expect(outcomeMessage({ created: 1, monitored: 4 })).toBe('1 entreprise ajoutée à vos surveillances. 3 autres y étaient déjà.');
    expect(outcomeMessage({ created: 0, monitored: 2 })).toBe('Les entreprises du panier sont déjà dans vos surveillances.');
    expect(outcomeMessage({ created: 0, monitored: 1 })).toBe("L'entreprise du panier est déjà dans vos surveillances.");
  });

  it('sends a basket of more companies than one call takes in several calls, and adds up their answers', async () => {
    const { calls } = serve(THREE, (ids) => ({ status: 200, body: { creees: ids.length - 1, surveillances: ids.map(surveillanceOf) } }));
    const ids = Array.from({ length: 51 }, (_, i) => i + 1);
    expect(await monitorCompanies(ids, 5)).toEqual({ created: 49, monitored: 51 });
    expect(calls.map((c) => (c.body as { ids_entreprise: number[] }).ids_entreprise.length)).toEqual([50, 1]);
  });

  it('names each company of the basket once, leaving out debtors searched by name', () => {
    expect(basketCompanyIds(basket([article('E7', 7, 'A', 1), article('NX', null, 'X', 2), article('E7b', 7, 'A', 3), article('E2', 2, 'B', 4)]))).toEqual([7, 2]);
  });
});
