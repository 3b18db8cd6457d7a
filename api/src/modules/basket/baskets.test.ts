jest.setTimeout(180_000);
jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

// Baskets over HTTP, on PGlite and on PostgreSQL: guests by the id their browser keeps, customers by
// their selected account; what can be added and what cannot; delivery modes and their prices; the
// merge of a guest's basket into the account's at sign-in.
import { randomUUID } from 'node:crypto';
import { AjoutPanierSchema, ApiErrorSchema, PanierSchema, type Panier } from '@portail/shared/api';
import { TERRITORY_HEADER } from '@portail/shared/http/territory';
import { testBackends } from '../../testing/databases';
import { useCommerce, type Customer } from '../../testing/commerce';

const DANONE = '552032534';

describe.each(testBackends())('baskets on %s', (kind) => {
  const s = useCommerce(kind);
  let danone: { id: number; acte: number; comptes: number; confidentiels: number };
  let unregistered: number;
  let alice: Customer;
  let bruno: Customer;

  const guest = (uid: string, extra = '') => `?uid_invite=${uid}${extra}`;
  const add = (uid: string, body: unknown, extra = '') => s.call(null, 'POST', `/paniers${guest(uid, extra)}`, body);
  const basket = async (uid: string, extra = ''): Promise<Panier> => PanierSchema.parse((await s.call(null, 'GET', `/paniers${guest(uid, extra)}`)).body);
  const subIds = (p: Panier) => p.articles.flatMap((a) => a.sous_articles.map((x) => x.id));

  beforeAll(async () => {
    const [d] = await s.db.query<{ id: number }>('select id from entreprise where siren = $1', [DANONE]);
    const [acte] = await s.db.query<{ id: number }>('select id from depot_acte where entreprise_id = $1', [d!.id]);
    const [comptes] = await s.db.query<{ id: number }>('select id from depot_comptes where entreprise_id = $1', [d!.id]);
    const [secret] = await s.db.query<{ id: number }>(
      `insert into depot_comptes (entreprise_id, date_cloture, date_depot, type, confidentiel) values ($1, '2025-12-31', '2026-04-30', 'SIMPLIFIES', true) returning id`,
      [d!.id],
    );
    danone = { id: d!.id, acte: acte!.id, comptes: comptes!.id, confidentiels: secret!.id };
    const [u] = await s.db.query<{ id: number }>(
      `select id from entreprise e where not exists (select 1 from inscription i where i.entreprise_id = e.id and i.registre in ('RCS', 'RCS_NC')) order by id limit 1`,
    );
    unregistered = u!.id;
    alice = await s.customer('Alice');
    bruno = await s.customer('Bruno');
  });

  it('adds an electronic Kbis for a guest, once, at the regulated price', async () => {
    const uid = randomUUID();
    const first = await add(uid, { type: 'KBIS', id_entreprise: danone.id });
    expect(first.status).toBe(201);
    const added = AjoutPanierSchema.parse(first.body);
    expect(added.resultat).toBe('AJOUTE');
    expect(added.panier).toMatchObject({ nombre_articles: 1, devise: 'EUR', grille_tarifaire: 'STANDARD', envoi_courrier: false });
    expect(added.panier.articles[0]!.entite).toMatchObject({ id_entreprise: danone.id, siren: DANONE, denomination: 'DANONE' });
    expect(added.panier.articles[0]!.sous_articles[0]).toMatchObject({
      code_article: 'KBIS',
      diffusion_electronique: true,
      diffusion_courrier: false,
      quantite_courrier: 0,
      periodique_possible: true,
      diffusions_possibles: ['ELEC', 'COURRIER'],
      prix: { montant_ht: 267, frais_envoi: 0, montant_tva: 53, montant_ttc: 320 },
    });
    const again = await add(uid, { type: 'KBIS', id_entreprise: danone.id });
    expect(again.status).toBe(200);
    expect(AjoutPanierSchema.parse(again.body)).toMatchObject({ resultat: 'DEJA_PRESENT', sous_article_id: added.sous_article_id, panier: { nombre_articles: 1 } });
  });

  it('groups documents by company and describes the filed ones', async () => {
    const uid = randomUUID();
    await add(uid, { type: 'KBIS', id_entreprise: danone.id });
    expect((await add(uid, { type: 'COMPTES_ANNUELS', id_entreprise: danone.id })).status).toBe(201);
    expect((await add(uid, { type: 'ACTE', id_entreprise: danone.id, id_document: danone.acte })).status).toBe(201);
    const p = await basket(uid);
    expect(p.articles).toHaveLength(1);
    const [kbis, comptes, acte] = p.articles[0]!.sous_articles;
    expect(kbis!.code_article).toBe('KBIS');
    // The latest accounts that can be ordered: the confidential ones are passed over.
    expect(comptes).toMatchObject({ code_article: 'COMPTES_ANNUELS', document: { id: danone.comptes, libelle: "Comptes complets de l'exercice clos le 31/12/2024" } });
    expect(acte).toMatchObject({ code_article: 'ACTE', document: { id: danone.acte, libelle: 'Statuts constitutifs, déposé le 10/01/1955 (dépôt n° 1955-00001)' } });
    expect(p.prix_devises).toEqual({ devise: 'EUR', montant_ht: 267 + 373 + 373, frais_envoi: 0, montant_tva: 53 + 75 + 75, montant_ttc: 320 + 448 + 448 });
  });

  it('refuses what cannot be ordered, in French', async () => {
    const uid = randomUUID();
    const confidential = await add(uid, { type: 'COMPTES_ANNUELS', id_entreprise: danone.id, id_document: danone.confidentiels });
    expect(confidential.status).toBe(409);
    expect(ApiErrorSchema.parse(confidential.body).message).toMatch(/déclaration de confidentialité/);
    const notRegistered = await add(uid, { type: 'KBIS', id_entreprise: unregistered });
    expect(notRegistered.status).toBe(409);
    expect(notRegistered.body.message).toMatch(/n'est pas immatriculée au registre du commerce et des sociétés/);
    // Its debt status can still be asked for.
    expect((await add(uid, { type: 'ETAT_ENDETTEMENT', id_entreprise: unregistered })).status).toBe(201);
    expect(await add(uid, { type: 'ACTE', id_entreprise: danone.id, id_document: danone.comptes + 100_000 })).toMatchObject({ status: 404, body: { message: 'Acte introuvable pour cette entreprise.' } });
    expect(await add(uid, { type: 'KBIS', id_entreprise: 2_000_000_000 })).toMatchObject({ status: 404, body: { message: 'Entreprise introuvable.' } });
    expect((await add(uid, { type: 'KBIS', id_entreprise: danone.id, id_document: danone.acte })).status).toBe(400);
    expect((await add(uid, { type: 'BILAN', id_entreprise: danone.id })).body.message).toMatch(/^Le champ type doit valoir KBIS, COMPTES_ANNUELS/);
    expect((await s.call(null, 'GET', '/paniers')).body.message).toBe('Le paramètre uid_invite est obligatoire pour un panier sans connexion.');
    expect((await s.call(null, 'GET', '/paniers?uid_invite=pas-un-uuid')).body.message).toBe('Le paramètre uid_invite doit être un identifiant UUID.');
    expect((await s.call('pas-un-jeton', 'GET', '/paniers')).status).toBe(401);
  });

  it('prices mailed copies, both channels and periodic extracts', async () => {
    const uid = randomUUID();
    const { sous_article_id: id } = AjoutPanierSchema.parse((await add(uid, { type: 'KBIS', id_entreprise: danone.id })).body);
    const patch = (body: unknown) => s.call(null, 'PATCH', `/paniers/sous_articles/${id}${guest(uid)}`, body);
    let p = PanierSchema.parse((await patch({ diffusion_courrier: true, quantite_courrier: 2 })).body);
    // Electronic: 3,20 €; two mailed copies: 2 × (2,13 + 1,18) HT, VAT 1,32 → 7,94 €.
    expect(p.articles[0]!.sous_articles[0]!.prix).toEqual({ montant_ht: 267 + 426, frais_envoi: 236, montant_tva: 53 + 132, montant_ttc: 320 + 794 });
    expect(p.envoi_courrier).toBe(true);
    p = PanierSchema.parse((await patch({ diffusion_electronique: false })).body);
    expect(p.articles[0]!.sous_articles[0]!.prix.montant_ttc).toBe(794);
    // An electronic Kbis every 3 months for a year: 4 deliveries.
    p = PanierSchema.parse((await patch({ diffusion_electronique: true, diffusion_courrier: false, frequence_mois_electronique: 3, duree_mois_electronique: 12 })).body);
    expect(p.articles[0]!.sous_articles[0]).toMatchObject({ quantite_courrier: 0, frequence_mois_electronique: 3, duree_mois_electronique: 12, prix: { montant_ht: 1068, montant_tva: 214, montant_ttc: 1282 } });
    expect((await patch({ diffusion_electronique: false })).body.message).toBe('Choisissez au moins un mode de délivrance : électronique ou courrier.');
    expect((await patch({ frequence_mois_electronique: 2, duree_mois_electronique: 12 })).body.message).toBe("La fréquence d'envoi doit être de 1, 3, 6 ou 12 mois.");
    expect((await patch({ frequence_mois_electronique: 3, duree_mois_electronique: 10 })).body.message).toMatch(/^La durée doit être un multiple de la fréquence/);
    expect((await patch({ frequence_mois_electronique: null })).body.message).toMatch(/se choisissent ensemble/);
    expect((await patch({ quantite_courrier: 11 })).status).toBe(400);
    const acte = AjoutPanierSchema.parse((await add(uid, { type: 'ACTE', id_entreprise: danone.id })).body).sous_article_id;
    const periodicDeed = await s.call(null, 'PATCH', `/paniers/sous_articles/${acte}${guest(uid)}`, { frequence_mois_electronique: 1, duree_mois_electronique: 3 });
    expect(periodicDeed.body.message).toBe("Seul l'extrait Kbis peut être commandé en envois périodiques.");
  });

  it("prices a basket of the New Caledonia site with its grid, in francs", async () => {
    const uid = randomUUID();
    const r = await s.call(null, 'POST', `/paniers${guest(uid)}`, { type: 'KBIS', id_entreprise: danone.id }, { [TERRITORY_HEADER]: 'NC' });
    const p = AjoutPanierSchema.parse(r.body).panier;
    expect(p).toMatchObject({ territoire: 'NC', devise: 'XPF', grille_tarifaire: 'STANDARD_NC', prix_devises: { montant_ttc: 31_900 } });
    expect((await s.call(null, 'GET', `/paniers${guest(uid, '&uid_grille_tarifaire=INCONNUE')}`, undefined, { [TERRITORY_HEADER]: 'NC' })).status).toBe(404);
  });

  it('adds debt-status statements of companies and of debtors known by SIREN or by name', async () => {
    const uid = randomUUID();
    const certified = await s.call(null, 'POST', `/paniers/etat_endettement_certifie${guest(uid)}`, { id_entreprise: danone.id });
    expect(certified.status).toBe(201);
    // A SIREN the registry knows is the company itself: the same statement.
    const bySirenKnown = await s.call(null, 'POST', `/paniers/etat_endettement_debiteur_siren${guest(uid)}`, { siren: '552 032 534' });
    expect(AjoutPanierSchema.parse(bySirenKnown.body).resultat).toBe('DEJA_PRESENT');
    const bySiren = await s.call(null, 'POST', `/paniers/etat_endettement_debiteur_siren${guest(uid)}`, { siren: '732829320' });
    expect(bySiren.status).toBe(201);
    expect((await s.call(null, 'POST', `/paniers/etat_endettement_debiteur_siren${guest(uid)}`, { siren: '732829321' })).body.message).toMatch(/clé de contrôle/);
    const byName = await s.call(null, 'POST', `/paniers/etat_endettement_debiteur_approchant${guest(uid)}`, { denomination: 'Boulangerie  Dupré', code_postal: '69001' });
    expect(byName.status).toBe(201);
    const sameName = await s.call(null, 'POST', `/paniers/etat_endettement_debiteur_approchant${guest(uid)}`, { denomination: 'BOULANGERIE DUPRE', code_postal: '69001' });
    expect(AjoutPanierSchema.parse(sameName.body).resultat).toBe('DEJA_PRESENT');
    expect((await s.call(null, 'POST', `/paniers/etat_endettement_debiteur_approchant${guest(uid)}`, { denomination: 'A' })).status).toBe(400);
    const p = await basket(uid);
    expect(p.articles.map((a) => a.id_entite)).toEqual([`E${danone.id}`, 'S732829320', 'NBOULANGERIE DUPRE 69001']);
    expect(p.articles[1]!.entite).toMatchObject({ id_entreprise: null, siren: '732829320', critere: { siren: '732829320' } });
    expect(p.articles[2]!.entite).toMatchObject({ denomination: 'Boulangerie Dupré', critere: { denomination: 'Boulangerie Dupré', code_postal: '69001' } });
    expect(p.articles.every((a) => a.sous_articles.every((x) => x.code_article === 'ETAT_ENDETTEMENT'))).toBe(true);
  });

  it("adds the Treasury-only statement of a debtor outside the registry, by SIREN or by name, and refuses another type", async () => {
    const uid = randomUUID();
    const bySiren = await s.call(null, 'POST', `/paniers/etat_endettement_debiteur_siren${guest(uid)}`, { siren: '732829320', type: 'ETAT_INSCRIPTIONS_TRESOR' });
    expect(bySiren.status).toBe(201);
    const byName = await s.call(null, 'POST', `/paniers/etat_endettement_debiteur_approchant${guest(uid)}`, { denomination: 'Boulangerie Dupré', type: 'ETAT_INSCRIPTIONS_TRESOR' });
    expect(byName.status).toBe(201);
    const kbis = await s.call(null, 'POST', `/paniers/etat_endettement_debiteur_siren${guest(uid)}`, { siren: '732829320', type: 'KBIS' });
    expect(kbis.status).toBe(400);
    expect(kbis.body.message).toMatch(/type doit valoir ETAT_ENDETTEMENT ou ETAT_INSCRIPTIONS_TRESOR/);
    const p = await basket(uid);
    expect(p.articles.flatMap((a) => a.sous_articles.map((x) => x.code_article))).toEqual(['ETAT_INSCRIPTIONS_TRESOR', 'ETAT_INSCRIPTIONS_TRESOR']);
  });

  it('removes a document, the documents of one company, or everything', async () => {
    const uid = randomUUID();
    const kbis = AjoutPanierSchema.parse((await add(uid, { type: 'KBIS', id_entreprise: danone.id })).body).sous_article_id;
    await add(uid, { type: 'ACTE', id_entreprise: danone.id });
    await s.call(null, 'POST', `/paniers/etat_endettement_debiteur_siren${guest(uid)}`, { siren: '732829320' });
    let p = PanierSchema.parse((await s.call(null, 'DELETE', `/paniers/sous_articles/${kbis}${guest(uid)}`)).body);
    expect(p.nombre_articles).toBe(2);
    expect((await s.call(null, 'DELETE', `/paniers/sous_articles/${kbis}${guest(uid)}`)).status).toBe(404);
    p = PanierSchema.parse((await s.call(null, 'DELETE', `/paniers${guest(uid, `&id_entite=E${danone.id}`)}`)).body);
    expect(p.articles.map((a) => a.id_entite)).toEqual(['S732829320']);
    p = PanierSchema.parse((await s.call(null, 'DELETE', `/paniers${guest(uid)}`)).body);
    expect(p).toMatchObject({ nombre_articles: 0, articles: [], prix_devises: { montant_ttc: 0 } });
  });

  it("merges a guest's basket into the account's at sign-in: no duplicate, mailed copies added up, once", async () => {
    const uid = randomUUID();
    await add(uid, { type: 'KBIS', id_entreprise: danone.id });
    const comptes = AjoutPanierSchema.parse((await add(uid, { type: 'COMPTES_ANNUELS', id_entreprise: danone.id, diffusion: 'COURRIER' })).body).sous_article_id;
    await s.call(null, 'PATCH', `/paniers/sous_articles/${comptes}${guest(uid)}`, { quantite_courrier: 2 });
    // The account already holds the same accounts (one mailed copy) and a deed.
    const own = AjoutPanierSchema.parse((await s.call(alice.token, 'POST', '/paniers', { type: 'COMPTES_ANNUELS', id_entreprise: danone.id, diffusion: 'COURRIER' })).body);
    await s.call(alice.token, 'POST', '/paniers', { type: 'ACTE', id_entreprise: danone.id });
    expect(own.panier.nombre_articles).toBe(1);

    const merged = PanierSchema.parse((await s.call(alice.token, 'POST', `/paniers/connexions${guest(uid)}`)).body);
    const subs = merged.articles.flatMap((a) => a.sous_articles);
    expect(subs.map((x) => x.code_article).sort()).toEqual(['ACTE', 'COMPTES_ANNUELS', 'KBIS']);
    expect(subs.find((x) => x.code_article === 'COMPTES_ANNUELS')).toMatchObject({ diffusion_courrier: true, quantite_courrier: 3 });
    // The guest's basket is gone; a second merge (a retry, another tab) changes nothing.
    expect((await basket(uid)).nombre_articles).toBe(0);
    const again = PanierSchema.parse((await s.call(alice.token, 'POST', `/paniers/connexions${guest(uid)}`)).body);
    expect(again.articles).toEqual(merged.articles);
    expect((await s.call(null, 'POST', `/paniers/connexions${guest(uid)}`)).status).toBe(401);
    expect((await s.call(alice.token, 'POST', '/paniers/connexions')).status).toBe(400);
    await s.call(alice.token, 'DELETE', '/paniers');
  });

  it("keeps each customer's basket to themselves", async () => {
    const mine = AjoutPanierSchema.parse((await s.call(alice.token, 'POST', '/paniers', { type: 'KBIS', id_entreprise: danone.id })).body);
    const id = mine.sous_article_id;
    expect((await s.call(bruno.token, 'PATCH', `/paniers/sous_articles/${id}`, { diffusion_courrier: true })).status).toBe(404);
    expect((await s.call(bruno.token, 'DELETE', `/paniers/sous_articles/${id}`)).status).toBe(404);
    // A guest naming the id cannot reach it either.
    expect((await s.call(null, 'DELETE', `/paniers/sous_articles/${id}${guest(randomUUID())}`)).status).toBe(404);
    expect(PanierSchema.parse((await s.call(bruno.token, 'GET', '/paniers')).body).nombre_articles).toBe(0);
    expect(subIds(PanierSchema.parse((await s.call(alice.token, 'GET', '/paniers')).body))).toEqual([id]);
    await s.call(alice.token, 'DELETE', '/paniers');
  });

  it('documents the basket routes', async () => {
    const doc = (await s.call(null, 'GET', '/docs/json')).body;
    for (const path of ['/api/paniers', '/api/paniers/connexions', '/api/paniers/sous_articles/{id}', '/api/paniers/etat_endettement_certifie', '/api/paniers/etat_endettement_debiteur_siren', '/api/paniers/etat_endettement_debiteur_approchant']) {
      expect(doc.paths[path]).toBeDefined();
    }
  });
});
