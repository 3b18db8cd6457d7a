import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GUEST_BASKET_STORAGE_KEY, basketStore, eventType, type Panier } from '@portail/shared';
import { basketTest } from '../../testing/basketTest';
import { DANONE_ENTITY, basketOf, subArticle } from '../../testing/fixtures';

const UID = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';

const kbis = (courrier: boolean, quantite = 1) =>
  subArticle({
    id: 11,
    code_article: 'KBIS',
    libelle: 'Extrait Kbis',
    diffusion_electronique: !courrier,
    diffusion_courrier: courrier,
    quantite_courrier: courrier ? quantite : 0,
    periodique_possible: true,
    prix: courrier ? { montant_ht: 213 * quantite, frais_envoi: 118 * quantite, montant_tva: 66 * quantite, montant_ttc: 397 * quantite } : { montant_ht: 267, frais_envoi: 0, montant_tva: 53, montant_ttc: 320 },
  });

function basket(courrier = false, quantite = 1): Panier {
  const item = kbis(courrier, quantite);
  return basketOf([{ id_entite: 'E7', entite: DANONE_ENTITY, sous_articles: [item] }], item.prix, { envoi_courrier: courrier });
}

const { serve, renderBasket } = basketTest();

afterEach(() => {
  window.localStorage.clear();
});

describe('/panier', () => {
  it('shows an empty basket to a visitor who never put anything in one, without calling the API', async () => {
    const { calls } = serve(() => ({ status: 500, body: {} }));
    renderBasket();
    expect(await screen.findByRole('heading', { name: 'Votre panier est vide' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rechercher une entreprise' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("lists a guest's documents by company with their price and the totals, and tells the header the count", async () => {
    window.localStorage.setItem(GUEST_BASKET_STORAGE_KEY, UID);
    const changed = jest.fn();
    window.addEventListener(eventType('basket:changed'), changed);
    const { calls } = serve(() => ({ status: 200, body: basket() }));
    renderBasket();
    const company = await screen.findByRole('region', { name: /DANONE/ });
    window.removeEventListener(eventType('basket:changed'), changed);
    expect(calls[0]!.url.pathname).toBe('/api/paniers');
    expect(calls[0]!.url.searchParams.get('uid_invite')).toBe(UID);
    expect(within(company).getByRole('link', { name: 'DANONE' })).toHaveAttribute('href', expect.stringContaining('552032534'));
    expect(within(company).getByText("SIREN 552 032 534", { exact: false })).toBeInTheDocument();
    expect(within(company).getByRole('heading', { name: 'Extrait Kbis' })).toBeInTheDocument();
    const totals = screen.getByRole('complementary', { name: 'Récapitulatif' });
    expect(totals).toHaveTextContent(`Total HT2,67 €`);
    expect(totals).toHaveTextContent(`TVA (20 %)0,53 €`);
    expect(totals).toHaveTextContent(`Total TTC3,20 €`);
    expect(within(totals).getByRole('button', { name: 'Se connecter pour commander' })).toBeInTheDocument();
    expect((changed.mock.calls.at(-1)![0] as CustomEvent).detail).toEqual({ v: 1, articleCount: 1 });
  });

  it('says on an electronic Kbis paid for by the subscription that it is included, at 0 €', async () => {
    const item = { ...kbis(false), inclus_abonnement: true, prix: { montant_ht: 0, frais_envoi: 0, montant_tva: 0, montant_ttc: 0 } };
    serve(() => ({ status: 200, body: { ...basket(), articles: [{ ...basket().articles[0]!, sous_articles: [item] }], prix_devises: { ...item.prix, devise: 'EUR' } } }));
    window.localStorage.setItem(GUEST_BASKET_STORAGE_KEY, UID);
    renderBasket();
    const company = await screen.findByRole('region', { name: /DANONE/ });
    expect(within(company).getByRole('checkbox', { name: 'Électronique (PDF) – inclus dans votre abonnement' })).toBeChecked();
    expect(within(company).getByText(/0,00\s€ TTC/)).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Récapitulatif' })).toHaveTextContent('Total TTC0,00 €');
  });

  it('does not call an electronic Kbis included when no subscription pays for it', async () => {
    window.localStorage.setItem(GUEST_BASKET_STORAGE_KEY, UID);
    serve(() => ({ status: 200, body: basket() }));
    renderBasket();
    await screen.findByRole('region', { name: /DANONE/ });
    expect(screen.queryByText(/inclus dans votre abonnement/)).not.toBeInTheDocument();
  });

  it('sends a change of delivery and of copies to the API and shows the basket it answers', async () => {
    window.localStorage.setItem(GUEST_BASKET_STORAGE_KEY, UID);
    let current = basket();
    const { calls } = serve(({ method, body }) => {
      if (method === 'PATCH') {
        const b = body as { diffusion_courrier?: boolean; quantite_courrier?: number };
        current = basket(true, b.quantite_courrier ?? 1);
      }
      return { status: 200, body: current };
    });
    const user = userEvent.setup();
    renderBasket();
    await user.click(await screen.findByRole('checkbox', { name: 'Courrier' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url.pathname).toBe('/api/paniers/sous_articles/11');
    expect(patch.body).toEqual({ diffusion_courrier: true });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Exemplaires' }), '3');
    await waitFor(() => expect(screen.getByRole('complementary', { name: 'Récapitulatif' })).toHaveTextContent(`Total TTC11,91 €`));
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)!.body).toEqual({ quantite_courrier: 3 });
    expect(screen.getByRole('complementary', { name: 'Récapitulatif' })).toHaveTextContent(`Frais d'envoi HT3,54 €`);
  });

  it('asks before emptying the basket, then empties it', async () => {
    window.localStorage.setItem(GUEST_BASKET_STORAGE_KEY, UID);
    const { calls } = serve(({ method }) => ({ status: 200, body: method === 'DELETE' ? { ...basket(), nombre_articles: 0, articles: [], prix_devises: { montant_ht: 0, frais_envoi: 0, montant_tva: 0, montant_ttc: 0, devise: 'EUR' } } : basket() }));
    const user = userEvent.setup();
    renderBasket();
    await user.click(await screen.findByRole('button', { name: 'Vider le panier' }));
    const dialog = screen.getByRole('dialog', { name: 'Vider votre panier ?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Oui, vider le panier' }));
    expect(await screen.findByRole('heading', { name: 'Votre panier est vide' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')!.url.searchParams.get('uid_invite')).toBe(UID);
  });

  it('says when the basket cannot be fetched, flags the store, and tries again on request', async () => {
    window.localStorage.setItem(GUEST_BASKET_STORAGE_KEY, UID);
    let fail = true;
    serve(() => (fail ? { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'Service indisponible.' } } : { status: 200, body: basket() }));
    const user = userEvent.setup();
    renderBasket();
    expect(await screen.findByRole('heading', { name: "Votre panier n'a pas pu être chargé" })).toBeInTheDocument();
    expect(basketStore.getState().error).toBe(true);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('region', { name: /DANONE/ })).toBeInTheDocument();
    expect(basketStore.getState().error).toBe(false);
  });

  it("says why the API refused the basket, without a « Réessayer » that would be refused again", async () => {
    window.localStorage.setItem(GUEST_BASKET_STORAGE_KEY, UID);
    serve(() => ({ status: 409, body: { statusCode: 409, error: 'Conflict', message: "Ce panier est celui d'un autre site." } }));
    renderBasket();
    expect(await screen.findByRole('heading', { name: "Votre panier n'a pas pu être chargé" })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("Ce panier est celui d'un autre site.");
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });
});
