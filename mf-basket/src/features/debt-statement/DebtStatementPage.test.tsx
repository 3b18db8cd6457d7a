import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GUEST_BASKET_STORAGE_KEY, eventType, siteStore, type Panier, type SearchHit, type SyntheseArticle, type SynthesesArticles } from '@portail/shared';
import { mockFetch, ok, refused, servePerTest, type Call, type Reply } from '@portail/shared/testing/fetchMock';
import { searchHit } from '@portail/shared/search/testing';
import routes from '@portail/shared/routing/routes/mf-basket.json';
import { BasketApp } from '../../BasketApp';
import { preloadLazyPages } from '@portail/shared/remote/lazyPage';
import { DANONE_ENTITY, basketOf, subArticle } from '../../testing/fixtures';

const GRID = '/grilles_tarifaires/STANDARD/syntheses_articles';

const price = (code_article: string, libelle: string, diffusion: 'ELEC' | 'COURRIER', prix_ttc: number): SyntheseArticle => ({
  code_article,
  libelle,
  code_categorie_produit: code_article === 'KBIS' ? 'KBIS' : 'ETAT_ENDETTEMENT',
  libelle_categorie: code_article === 'KBIS' ? 'Extrait Kbis' : "État d'endettement",
  diffusion,
  prix_ht: prix_ttc - 100,
  frais_envoi: diffusion === 'COURRIER' ? 118 : 0,
  taux_tva: 20,
  montant_tva: 100,
  prix_ttc,
  devise: 'EUR',
  source: 'Tarif réglementé.',
});

/** Names and prices that only the grid knows: the page must show them as it reads them. */
const STANDARD: SynthesesArticles = {
  grille: { code: 'STANDARD', libelle: 'Tarif public – France', categorie_client: 'PUBLIC', territoire: 'FR', devise: 'EUR', taux_tva: 20, applicable_depuis: '2024-03-01', source: 'Code de commerce.' },
  total: 5,
  limit: 100,
  offset: 0,
  items: [
    price('KBIS', 'Extrait Kbis', 'ELEC', 320),
    price('ETAT_ENDETTEMENT', 'État complet (toutes inscriptions)', 'ELEC', 449),
    price('ETAT_ENDETTEMENT', 'État complet (toutes inscriptions)', 'COURRIER', 397),
    price('ETAT_INSCRIPTIONS_TRESOR', 'État du seul privilège du Trésor', 'ELEC', 612),
    price('ETAT_INSCRIPTIONS_TRESOR', 'État du seul privilège du Trésor', 'COURRIER', 540),
  ],
};

/** DANONE as the search answers it. */
const DANONE = searchHit({
  id_entreprise: 7,
  numero_identification: '552032534',
  denomination: 'DANONE',
  forme_juridique: { code: '5599', libelle: 'SA à conseil d’administration' },
  activite: { code_naf: '70.10Z', libelle: 'Activités des sièges sociaux', secteur: { code: '70', libelle: 'Activités des sièges sociaux' } },
  adresse: { code_postal: '75009', commune: 'Paris', departement: '75', ligne: '17 boulevard Haussmann 75009 Paris' },
  date_creation: '1899-12-31',
});

const results = (items: SearchHit[], total = items.length) => ok({ total, limit: 10, offset: 0, items });

/** The basket the API answers after an addition: one statement of `entity`. */
function basketWith(code: 'ETAT_ENDETTEMENT' | 'ETAT_INSCRIPTIONS_TRESOR', libelle: string): Panier {
  const prix = { montant_ht: 349, frais_envoi: 0, montant_tva: 100, montant_ttc: 449 };
  return basketOf([{ id_entite: 'E7', entite: DANONE_ENTITY, sous_articles: [subArticle({ id: 31, code_article: code, libelle, prix })] }], prix);
}

const added = (code: 'ETAT_ENDETTEMENT' | 'ETAT_INSCRIPTIONS_TRESOR', libelle: string, resultat = 'AJOUTE'): Reply => ({
  status: resultat === 'AJOUTE' ? 201 : 200,
  body: { resultat, sous_article_id: 31, panier: basketWith(code, libelle) },
});

const serve = servePerTest(mockFetch);

/** Answers the grid, the company search (`search`) and the basket additions (`add`). */
function api(search: (call: Call) => Reply | undefined, add: (call: Call) => Reply | undefined = () => undefined) {
  return serve((call) => {
    if (call.method === 'GET' && `/${call.path}` === GRID) return ok(STANDARD);
    if (call.method === 'GET' && call.path === 'recherche/entreprises_etablissements') return search(call);
    if (call.method === 'POST' && call.path.startsWith('paniers')) return add(call);
    return undefined;
  });
}

function renderPage() {
  window.history.pushState({}, '', routes.debtStatement);
  return render(<BasketApp />);
}

const initialSite = siteStore.getState();

afterEach(() => {
  window.localStorage.clear();
  siteStore.setState(initialSite, true);
});


// The page downloads on demand in the browser: its code is there before the tests render it.
beforeAll(preloadLazyPages);
describe(routes.debtStatement, () => {
  it('finds a company of the registry by SIREN, lists the statements of the price grid with their prices, and adds the one chosen to the basket', async () => {
    const user = userEvent.setup();
    const announced: number[] = [];
    const listen = (e: Event) => announced.push((e as CustomEvent<{ articleCount: number }>).detail.articleCount);
    window.addEventListener(eventType('basket:changed'), listen);
    const { calls, callsTo } = api(
      (call) => (call.url.searchParams.get('numero_identification') === '552032534' ? results([DANONE]) : results([])),
      () => added('ETAT_INSCRIPTIONS_TRESOR', 'État du seul privilège du Trésor'),
    );
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: "Commander un état d'endettement" })).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Numéro SIREN du débiteur/), '552 032 534');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    const search = callsTo('GET', 'recherche/entreprises_etablissements')[0]!;
    expect(Object.fromEntries(search.url.searchParams)).toMatchObject({ numero_identification: '552032534', type_entite: 'ENTREPRISE' });
    expect(await screen.findByText('Une entreprise du registre porte le numéro 552 032 534.')).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Choisir ce débiteur : DANONE' }));

    const step = screen.getByRole('heading', { level: 2, name: "2. Choisissez l'état" });
    expect(step).toHaveFocus();
    const choices = await screen.findByRole('group', { name: 'État demandé' });
    const radios = within(choices).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-labelledby') && document.getElementById(r.getAttribute('aria-labelledby')!)!.textContent)).toEqual([
      'État complet (toutes inscriptions)',
      'État du seul privilège du Trésor',
    ]);
    expect(radios.every((r) => !(r as HTMLInputElement).disabled)).toBe(true);
    expect(within(choices).getByRole('radio', { name: 'État du seul privilège du Trésor' })).toHaveAccessibleDescription(/^6,12\s€ TTC par voie électronique ; 5,40\s€ TTC par courrier \(frais d'envoi compris\)$/);
    expect(screen.getByText(/^Prix :/)).toHaveTextContent(/^Prix : 4,49\s€ TTC, délivré par voie électronique/);

    await user.click(within(choices).getByRole('radio', { name: 'État du seul privilège du Trésor' }));
    expect(screen.getByText(/^Prix :/)).toHaveTextContent(/^Prix : 6,12\s€ TTC/);
    const button = screen.getByRole('button', { name: 'Ajouter au panier' });
    expect(button).toHaveAccessibleDescription(/6,12/);
    await user.click(button);

    expect(await screen.findByText(/^Ajouté au panier : État du seul privilège du Trésor, DANONE\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir le panier' })).toHaveAttribute('href', routes.basket);
    const [post] = callsTo('POST', 'paniers');
    expect(post!.body).toEqual({ type: 'ETAT_INSCRIPTIONS_TRESOR', id_entreprise: 7 });
    // A guest's first addition gives the browser its basket id, sent with the call.
    expect(post!.url.searchParams.get('uid_invite')).toBe(window.localStorage.getItem(GUEST_BASKET_STORAGE_KEY));
    expect(post!.url.searchParams.get('uid_grille_tarifaire')).toBe('STANDARD');
    expect(announced).toEqual([1]);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    window.removeEventListener(eventType('basket:changed'), listen);
  });

  it('orders either statement of a SIREN the registry does not hold, naming the statement chosen', async () => {
    const user = userEvent.setup();
    const { callsTo } = api(
      () => results([]),
      () => added('ETAT_INSCRIPTIONS_TRESOR', 'État du seul privilège du Trésor'),
    );
    renderPage();
    await user.type(screen.getByLabelText(/Numéro SIREN du débiteur/), '732829320');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await user.click(await screen.findByRole('button', { name: 'Choisir le débiteur SIREN 732 829 320' }));

    const choices = await screen.findByRole('group', { name: 'État demandé' });
    const radios = within(choices).getAllByRole('radio');
    expect(radios.every((r) => !(r as HTMLInputElement).disabled)).toBe(true);
    expect(within(choices).getByRole('radio', { name: 'État complet (toutes inscriptions)' })).toBeChecked();
    await user.click(within(choices).getByRole('radio', { name: 'État du seul privilège du Trésor' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));

    expect(await screen.findByText(/^Ajouté au panier : État du seul privilège du Trésor, le débiteur SIREN 732 829 320\./)).toBeInTheDocument();
    expect(callsTo('POST', 'paniers/etat_endettement_debiteur_siren').map((c) => c.body)).toEqual([{ siren: '732829320', type: 'ETAT_INSCRIPTIONS_TRESOR' }]);
    expect(callsTo('POST', 'paniers')).toHaveLength(0);
  });

  it('searches by name within a postcode, and orders for the debtors whose name approaches it when none of the companies found is the one', async () => {
    const user = userEvent.setup();
    const { callsTo } = api(
      () => results([DANONE], 12),
      () => added('ETAT_ENDETTEMENT', 'État complet (toutes inscriptions)', 'DEJA_PRESENT'),
    );
    renderPage();
    await user.click(screen.getByRole('radio', { name: 'Son nom ou sa dénomination' }));
    await user.type(screen.getByLabelText(/Nom ou dénomination du débiteur/), '  Boulangerie   Martin ');
    await user.type(screen.getByLabelText('Code postal (facultatif)'), '75009');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));

    expect(await screen.findByText(/^12 entreprises du registre correspondent à « Boulangerie Martin » \(code postal 75009\) : voici les 1 premières/)).toBeInTheDocument();
    const search = callsTo('GET', 'recherche/entreprises_etablissements')[0]!;
    expect(Object.fromEntries(search.url.searchParams)).toMatchObject({ nom_entreprise: 'Boulangerie Martin', critere_geographique: '75009', type_entite: 'ENTREPRISE', limit: '10' });
    expect(screen.getByRole('heading', { level: 3, name: 'DANONE' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choisir les débiteurs dont le nom approche « Boulangerie Martin »' }));
    await user.click(await screen.findByRole('button', { name: 'Ajouter au panier' }));

    expect(await screen.findByText(/^Déjà dans votre panier : État complet/)).toBeInTheDocument();
    expect(callsTo('POST', 'paniers/etat_endettement_debiteur_approchant').map((c) => c.body)).toEqual([{ denomination: 'Boulangerie Martin', code_postal: '75009', type: 'ETAT_ENDETTEMENT' }]);
  });

  it('says in French what is wrong with the fields before any call, and links each error to its field', async () => {
    const user = userEvent.setup();
    const { calls } = api(() => results([]));
    renderPage();
    await user.type(screen.getByLabelText(/Numéro SIREN du débiteur/), '552032535');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    const field = screen.getByLabelText(/Numéro SIREN du débiteur/);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/sa clé de contrôle ne correspond pas/);
    expect(screen.getByRole('link', { name: /sa clé de contrôle ne correspond pas/ })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Son nom ou sa dénomination' }));
    await user.type(screen.getByLabelText('Code postal (facultatif)'), '750');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(screen.getByLabelText(/Nom ou dénomination du débiteur/)).toHaveAccessibleDescription('Saisissez le nom ou la dénomination du débiteur.');
    expect(screen.getByLabelText('Code postal (facultatif)')).toHaveAccessibleDescription(/Le code postal doit comporter 5 chiffres\./);
    expect(calls.filter((c) => c.path === 'recherche/entreprises_etablissements')).toHaveLength(0);
  });

  it("shows the basket service's refusal in French, and the search's", async () => {
    const user = userEvent.setup();
    let searchFails = true;
    api(
      () => (searchFails ? refused(400, 'Le paramètre nom_entreprise est trop long.') : results([DANONE])),
      () => refused(409, 'Votre panier contient déjà 100 documents : le maximum est atteint.'),
    );
    renderPage();
    await user.type(screen.getByLabelText(/Numéro SIREN du débiteur/), '552032534');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le paramètre nom_entreprise est trop long.');

    searchFails = false;
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await user.click(await screen.findByRole('button', { name: 'Choisir ce débiteur : DANONE' }));
    await user.click(await screen.findByRole('button', { name: 'Ajouter au panier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ajout au panier impossible : Votre panier contient déjà 100 documents : le maximum est atteint.');
    expect(screen.queryByText(/^Ajouté au panier/)).not.toBeInTheDocument();
  });

  it('searches a RIDET on the New Caledonia site, and offers no order by SIREN for a RIDET the registry does not hold', async () => {
    const user = userEvent.setup();
    siteStore.setState({ variant: 'nc', searchBoost: 'NC' });
    const { callsTo } = serve((call) => (call.path === 'recherche/entreprises_etablissements' ? results([]) : undefined));
    renderPage();
    await user.type(screen.getByLabelText(/Numéro RIDET ou SIREN du débiteur/), '1 234 567');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));

    expect(await screen.findByText('Aucune entreprise du registre ne porte le numéro 1 234 567.')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Vérifiez le numéro, ou recherchez le débiteur par son nom.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Choisir/ })).not.toBeInTheDocument();
    const search = callsTo('GET', 'recherche/entreprises_etablissements')[0]!;
    expect(Object.fromEntries(search.url.searchParams)).toMatchObject({ numero_identification: '1234567', boost: 'NC' });
  });
});
