jest.setTimeout(300_000);
jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

// The monitoring service through the whole API, on PGlite and PostgreSQL: surveillances, favourite
// groups, revelations made by change detection with their notices and reports, the read state, the
// monitoring offer, the daily digest; and nothing of one customer's reachable by another.
import {
  AvisSchema,
  CODES_EVENEMENT,
  CatalogueSchema,
  GroupeFavoriListSchema,
  GroupeFavoriSchema,
  RevelationPageSchema,
  SurveillanceEntrepriseSchema,
  SurveillancePageSchema,
  SurveillanceSchema,
  SurveillancesPanierSchema,
  type Surveillance,
} from '@portail/shared/api';
import { useCommerce, type Customer } from '../../testing/commerce';
import { testBackends } from '../../testing/databases';
import { pdfText } from '../../testing/pdfText';
import { NOT_SUBSCRIBED } from './access';
import { detectRevelations, recordEvents, type NewEvent } from './detection';
import { sendDigests } from './digest';

interface Company {
  id: number;
  siren: string;
  denomination: string;
}

describe.each(testBackends())('monitoring on %s', (kind) => {
  const s = useCommerce(kind);
  let alice: Customer;
  let bob: Customer;
  let carol: Customer;
  let companies: Company[];
  let eventKey = 0;

  const call = (c: Customer | null, method: string, path: string, body?: unknown) => s.call(c?.token ?? null, method, path, body);
  const event = (entreprise: Company, over: Partial<NewEvent>): NewEvent => ({
    entreprise_id: entreprise.id,
    code: 'DENOMINATION',
    ancienne_valeur: null,
    nouvelle_valeur: null,
    date_evenement: '2026-03-12',
    source: 'SIRENE',
    cle: `test-${kind}-${(eventKey += 1)}`,
    ...over,
  });
  /** Records events after the surveillances of the moment, then detects them. */
  const reveal = async (events: NewEvent[]) => {
    await new Promise((r) => setTimeout(r, 5));
    await recordEvents(s.db, events);
    return detectRevelations(s.db);
  };
  const watch = async (c: Customer, body: Record<string, unknown>) => {
    const r = await call(c, 'POST', '/surveillance', body);
    expect([200, 201]).toContain(r.status);
    return SurveillanceSchema.parse(r.body);
  };
  /** The customer's surveillance of the company, or null when the account does not monitor it. */
  const watched = async (c: Customer, company: Company) => {
    const r = await call(c, 'GET', `/surveillance/entreprise/${company.id}`);
    expect(r.status).toBe(200);
    const answer = SurveillanceEntrepriseSchema.parse(r.body);
    return answer.surveillee ? answer.surveillance : null;
  };
  const revelations = async (c: Customer, query = '') => {
    const r = await call(c, 'GET', `/revelation${query}`);
    expect(r.status).toBe(200);
    return RevelationPageSchema.parse(r.body);
  };
  const alerts = async (c: Customer) => (await call(c, 'GET', '/revelation/enAlerte')).body as { nombre_non_lues: number; nombre_non_lues_favoris: number };

  beforeAll(async () => {
    alice = await s.customer('Alice', { type_compte: 'ABONNE', offres_de_service: 'KBIS,SURV' });
    bob = await s.customer('Bob', { type_compte: 'ABONNE', offres_de_service: 'SURV' });
    carol = await s.customer('Carol');
    companies = await s.db.query<Company>(
      `select id, siren::text as siren, denomination from entreprise
        where personne_morale and denomination is not null and siren is not null and not diffusion_partielle
        order by id limit 4`,
    );
    expect(companies).toHaveLength(4);
  });

  it('publishes the catalogue of changes without a token', async () => {
    const r = await call(null, 'GET', '/catalogue_impact_dossier');
    expect(r.status).toBe(200);
    const catalogue = CatalogueSchema.parse(r.body);
    expect(catalogue.items.map((i) => i.code)).toEqual(CODES_EVENEMENT);
    expect(catalogue.items.find((i) => i.code === 'COMPTES_DEPOSES')).toEqual({ code: 'COMPTES_DEPOSES', libelle: 'Dépôt des comptes annuels', type_avis: 'BIL', groupes: ['RCS_BILAN_ACTES', 'BIL'] });
    expect((await call(null, 'GET', '/surveillance')).status).toBe(401);
  });

  it('documents the monitoring routes in French', async () => {
    const doc = (await call(null, 'GET', '/docs/json')).body;
    for (const path of [
      '/api/catalogue_impact_dossier',
      '/api/surveillance',
      '/api/surveillance/{id}',
      '/api/surveillance/{id}/domaines',
      '/api/surveillance/rapport',
      '/api/paniers/surveillances',
      '/api/favori/{id}',
      '/api/revelation',
      '/api/revelation/enAlerte',
      '/api/revelation/lecture',
      '/api/revelation/{id}/avis',
    ]) {
      expect({ path, tags: Object.values(doc.paths[path] ?? {}).map((op) => (op as { tags?: string[] }).tags) }).toEqual({ path, tags: expect.arrayContaining([['Surveillance']]) });
    }
  });

  it('keeps monitoring for accounts subscribed to it: writes refused, reads empty', async () => {
    const [a] = companies;
    const refused = await call(carol, 'POST', '/surveillance', { id_entreprise: a!.id });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(NOT_SUBSCRIBED);
    for (const [method, path, body] of [
      ['POST', '/favori', { libelle: 'Clients' }],
      ['POST', '/paniers/surveillances', { ids_entreprise: [a!.id] }],
      ['PUT', '/revelation/lecture', { tout: true, lue: true }],
      ['PUT', '/surveillance/1', { action: 'TERMINER' }],
      ['DELETE', '/surveillance/1', undefined],
    ] as const) {
      expect({ path, status: (await call(carol, method, path, body)).status }).toEqual({ path, status: 403 });
    }
    expect((await call(carol, 'GET', '/surveillance')).body).toEqual({ items: [], total: 0 });
    expect((await call(carol, 'GET', '/revelation')).body).toEqual({ items: [], total: 0, non_lues: 0 });
    expect((await call(carol, 'GET', '/favori')).body).toEqual({ items: [] });
    expect(await alerts(carol)).toEqual({ nombre_non_lues: 0, nombre_non_lues_favoris: 0 });
    const csv = await call(carol, 'GET', '/revelation/rapport?format=csv');
    expect(csv.status).toBe(200);
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(1);
  });

  it('reveals the changes of monitored companies with old and new values, filtered, counted, read and reported', async () => {
    const [a, b] = companies as [Company, Company];
    // One surveillance per company and account: asking again gives the same one.
    const first = await call(alice, 'POST', '/surveillance', { id_entreprise: a.id });
    expect(first.status).toBe(201);
    const survA = SurveillanceSchema.parse(first.body);
    expect(survA).toMatchObject({ entreprise: { id: a.id, siren: a.siren, denomination: a.denomination }, statut: 'ACTIVE', date_fin: null, groupe_favori: null, nombre_revelations: 0 });
    expect(survA.domaines).toEqual(['RCS_BILAN_ACTES', 'BIL', 'ACT', 'PROCEDURES_COLLECTIVES', 'PRIVILEGES_ET_NANTISSEMENTS']);
    const again = await call(alice, 'POST', '/surveillance', { id_entreprise: a.id, domaines: ['BIL'] });
    expect(again.status).toBe(200);
    expect(SurveillanceSchema.parse(again.body).id).toBe(survA.id);

    const group = GroupeFavoriSchema.parse((await call(alice, 'POST', '/favori', { libelle: '  Fournisseurs   clés ' })).body);
    expect(group).toMatchObject({ libelle: 'Fournisseurs clés', nombre_surveillances: 0 });
    const survB = await watch(alice, { id_entreprise: b.id, domaines: ['BIL', 'BIL'], id_groupe_favori: group.id });
    expect(survB).toMatchObject({ domaines: ['BIL'], groupe_favori: { id: group.id, libelle: 'Fournisseurs clés' } });
    await watch(bob, { id_entreprise: a.id, domaines: ['PROCEDURES_COLLECTIVES'] });

    expect(await watched(alice, b)).toMatchObject({ id: survB.id });
    // A company the account does not monitor is an answer, not a 404; an unknown company is one.
    const notWatched = await call(alice, 'GET', `/surveillance/entreprise/${companies[2]!.id}`);
    expect({ status: notWatched.status, body: notWatched.body }).toEqual({ status: 200, body: { surveillee: false } });
    const unknown = await call(alice, 'GET', '/surveillance/entreprise/2000000000');
    expect({ status: unknown.status, message: unknown.body.message }).toEqual({ status: 404, message: 'Entreprise introuvable.' });
    // An account without the monitoring offer reads nothing monitored.
    expect((await call(carol, 'GET', `/surveillance/entreprise/${b.id}`)).body).toEqual({ surveillee: false });
    const list = SurveillancePageSchema.parse((await call(alice, 'GET', '/surveillance')).body);
    expect(list.items.map((i) => i.id)).toEqual([survB.id, survA.id]);
    expect(list.total).toBe(2);
    expect(SurveillancePageSchema.parse((await call(alice, 'GET', `/surveillance?q=${a.siren}`)).body).items.map((i) => i.id)).toEqual([survA.id]);
    const word = b.denomination.split(/\s+/).find((w) => w.length > 3 && !a.denomination.toLowerCase().includes(w.toLowerCase())) ?? b.denomination;
    expect(SurveillancePageSchema.parse((await call(alice, 'GET', `/surveillance?q=${encodeURIComponent(word.toLowerCase())}`)).body).items.map((i) => i.id)).toContain(survB.id);
    expect(SurveillancePageSchema.parse((await call(alice, 'GET', `/surveillance?id_groupe_favori=${group.id}`)).body).items.map((i) => i.id)).toEqual([survB.id]);
    expect((await call(alice, 'GET', '/surveillance?limit=0')).status).toBe(400);

    expect(
      await reveal([
        event(a, { code: 'DENOMINATION', ancienne_valeur: a.denomination, nouvelle_valeur: `${a.denomination} GROUPE`, date_evenement: '2026-03-12' }),
        event(a, { code: 'CAPITAL', ancienne_valeur: '10 000 €', nouvelle_valeur: '50 000 €', date_evenement: '2026-02-01', source: 'RCS' }),
        event(b, { code: 'COMPTES_DEPOSES', nouvelle_valeur: '2025-12-31', date_evenement: '2026-01-15', source: 'GREFFE' }),
        // Not in the domains of alice's surveillance of B, nor of bob's of A.
        event(b, { code: 'DENOMINATION', ancienne_valeur: 'X', nouvelle_valeur: 'Y' }),
      ]),
    ).toEqual({ evenements: 4, revelations: 3 });
    expect((await revelations(bob)).total).toBe(0);

    const page = await revelations(alice);
    expect(page).toMatchObject({ total: 3, non_lues: 3 });
    expect(page.items.map((r) => [r.code, r.entreprise.id, r.lue])).toEqual([
      ['DENOMINATION', a.id, false],
      ['CAPITAL', a.id, false],
      ['COMPTES_DEPOSES', b.id, false],
    ]);
    const [denomination, capital, accounts] = page.items as [(typeof page.items)[0], (typeof page.items)[0], (typeof page.items)[0]];
    expect(denomination).toMatchObject({
      surveillance_id: survA.id,
      libelle: 'Changement de dénomination',
      type_avis: 'RCS',
      ancienne_valeur: a.denomination,
      nouvelle_valeur: `${a.denomination} GROUPE`,
      date_evenement: '2026-03-12',
      source: 'SIRENE',
      favori: false,
    });
    expect(accounts).toMatchObject({ type_avis: 'BIL', favori: true, nouvelle_valeur: '2025-12-31' });
    expect(denomination.revele_le).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    // Filters.
    const ids = async (q: string) => (await revelations(alice, q)).items.map((r) => r.id);
    expect(await ids('?type_avis=BIL')).toEqual([accounts.id]);
    expect(await ids('?groupe=BIL')).toEqual([accounts.id]);
    expect(await ids('?groupe=PROCEDURES_COLLECTIVES')).toEqual([]);
    expect(await ids('?favoris=true')).toEqual([accounts.id]);
    expect(await ids(`?id_surveillance=${survA.id}`)).toEqual([denomination.id, capital.id]);
    expect(await ids(`?id_groupe_favori=${group.id}`)).toEqual([accounts.id]);
    expect(await ids('?depuis=2026-02-01&jusqua=2026-03-01')).toEqual([capital.id]);
    expect(await ids('?limit=1&offset=1')).toEqual([capital.id]);
    expect((await call(alice, 'GET', '/revelation?depuis=2026-03-01&jusqua=2026-02-01')).status).toBe(400);
    expect((await call(alice, 'GET', '/revelation?type_avis=XYZ')).status).toBe(400);
    const grouped = RevelationPageSchema.parse((await call(alice, 'GET', `/revelation/groupefavoris/${group.id}`)).body);
    expect(grouped.items.map((r) => r.id)).toEqual([accounts.id]);
    const byIds = (await call(alice, 'GET', `/revelation/ids?ids=${capital.id},${denomination.id}`)).body;
    expect(byIds.items.map((r: { id: number }) => r.id)).toEqual([denomination.id, capital.id]);
    const surveillanceCounts = SurveillancePageSchema.parse((await call(alice, 'GET', '/surveillance')).body).items.find((i) => i.id === survA.id);
    expect(surveillanceCounts).toMatchObject({ nombre_revelations: 2, nombre_non_lues: 2 });

    // Unread counters, and the read state.
    expect(await alerts(alice)).toEqual({ nombre_non_lues: 3, nombre_non_lues_favoris: 1 });
    const read = await call(alice, 'PUT', '/revelation/lecture', { ids: [accounts.id], lue: true });
    expect(read.body).toEqual({ modifiees: 1, non_lues: 2 });
    expect(await alerts(alice)).toEqual({ nombre_non_lues: 2, nombre_non_lues_favoris: 0 });
    expect(await revelations(alice, '?lue=true')).toMatchObject({ total: 1, non_lues: 2 });
    expect((await revelations(alice, '?lue=false')).items.map((r) => r.id)).toEqual([denomination.id, capital.id]);
    expect((await call(alice, 'PUT', '/revelation/lecture', { ids: [accounts.id], lue: true })).body).toEqual({ modifiees: 0, non_lues: 2 });
    expect((await call(alice, 'PUT', '/revelation/lecture', { ids: [accounts.id], tout: true, lue: true })).status).toBe(400);
    expect((await call(alice, 'PUT', '/revelation/lecture', { lue: true })).status).toBe(400);
    expect((await call(alice, 'PUT', '/revelation/lecture', { tout: true, lue: true })).body).toEqual({ modifiees: 2, non_lues: 0 });
    expect((await call(alice, 'PUT', '/revelation/lecture', { tout: true, lue: false })).body).toEqual({ modifiees: 3, non_lues: 3 });

    // The notice.
    const avis = await call(alice, 'GET', `/revelation/${denomination.id}/avis`);
    expect(avis.status).toBe(200);
    const notice = AvisSchema.parse(avis.body);
    expect(notice.texte).toBe(`La dénomination de ${a.denomination} est passée de « ${a.denomination} » à « ${a.denomination} GROUPE » le 12/03/2026.`);
    expect(notice.entreprise).toMatchObject({ id: a.id, siren: a.siren, denomination: a.denomination });
    expect(notice.revelation.id).toBe(denomination.id);
    expect(AvisSchema.parse((await call(alice, 'GET', `/revelation/${accounts.id}/avis`)).body).texte).toBe(
      `Les comptes annuels de ${b.denomination} (exercice clos le 31/12/2025) ont été déposés le 15/01/2026.`,
    );
    expect(AvisSchema.parse((await call(alice, 'GET', `/revelation/${capital.id}/avis`)).body).texte).toBe(
      `Le capital social de ${a.denomination} est passé de 10 000 € à 50 000 € le 01/02/2026.`,
    );

    // Reports: CSV for spreadsheets, PDF.
    const [account] = await s.db.query<{ numero_client: string }>('select numero_client from compte_client where id = $1', [alice.accountId]);
    const csv = await call(alice, 'GET', `/revelation/rapport?format=csv&id_surveillance=${survA.id}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="revelations-${account!.numero_client}.csv"`);
    expect([...csv.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(csv.bytes).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe("Date du changement;Entreprise;SIREN;Changement;Type d'avis;Ancienne valeur;Nouvelle valeur;Avis;Source;Révélée le;Lue");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`12/03/2026;${a.denomination};${a.siren};Changement de dénomination;Avis de modification;${a.denomination};${a.denomination} GROUPE;`);
    expect(lines[1]).toMatch(/;Répertoire SIRENE \(Insee\);\d{2}\/\d{2}\/\d{4};Non$/);
    expect(lines[2]).toContain('01/02/2026');
    const pdf = await call(alice, 'GET', '/revelation/rapport?format=pdf&favoris=true');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(pdf.bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Révélations de surveillance');
    expect(text).toContain(b.denomination);
    expect(text).not.toContain(`${a.denomination} GROUPE`);
    expect((await call(alice, 'GET', '/revelation/rapport?format=docx')).status).toBe(400);

    const surveillancesCsv = await call(alice, 'GET', '/surveillance/rapport?format=csv');
    expect(surveillancesCsv.headers.get('content-disposition')).toBe(`attachment; filename="surveillances-${account!.numero_client}.csv"`);
    const rows = new TextDecoder().decode(surveillancesCsv.bytes).replace(/^\uFEFF/, '').split('\r\n');
    expect(rows[0]).toBe('Entreprise;SIREN;Entreprise active;Domaines surveillés;Groupe de favoris;Statut;Début;Fin;Révélations;Non lues');
    expect(rows[1]).toMatch(new RegExp(`^${b.denomination.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')};${b.siren};(Oui|Non);Comptes annuels;Fournisseurs clés;Active;\\d{2}/\\d{2}/\\d{4};;1;1$`));
    const surveillancesPdf = await call(alice, 'GET', '/surveillance/rapport?format=pdf');
    expect(Buffer.from(surveillancesPdf.bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
  });

  it("refuses every id of another customer's monitoring (404) and leaves it as it was", async () => {
    const [a, b] = companies as [Company, Company];
    const own = SurveillancePageSchema.parse((await call(alice, 'GET', '/surveillance')).body).items;
    const survA = own.find((i) => i.entreprise.id === a.id)!;
    const group = GroupeFavoriListSchema.parse((await call(alice, 'GET', '/favori')).body).items[0]!;
    const revelation = (await revelations(alice)).items[0]!;
    const bobs = SurveillancePageSchema.parse((await call(bob, 'GET', '/surveillance')).body).items[0]!;
    const before = { surveillances: own, revelations: await revelations(alice), groups: (await call(alice, 'GET', '/favori')).body };

    const attempts: Array<[string, string, unknown?]> = [
      ['GET', `/surveillance/entreprise/${b.id}?id_compte_client=${alice.accountId}`],
      ['GET', `/surveillance?id_groupe_favori=${group.id}`],
      ['GET', `/surveillance?id_compte_client=${alice.accountId}`],
      ['POST', '/surveillance', { id_entreprise: companies[3]!.id, id_compte_client: alice.accountId }],
      ['POST', '/surveillance', { id_entreprise: companies[3]!.id, id_groupe_favori: group.id }],
      ['PUT', `/surveillance/${survA.id}`, { action: 'TERMINER' }],
      ['PUT', `/surveillance/${survA.id}/groupe_favori`, { id_groupe_favori: null }],
      ['PUT', `/surveillance/${bobs.id}/groupe_favori`, { id_groupe_favori: group.id }],
      ['DELETE', `/surveillance/${survA.id}/domaines?lots=BIL`],
      ['DELETE', `/surveillance/${survA.id}`],
      ['GET', `/surveillance/rapport?format=csv&id_compte_client=${alice.accountId}`],
      ['POST', '/paniers/surveillances', { ids_entreprise: [b.id], id_compte_client: alice.accountId }],
      ['GET', `/favori?id_compte_client=${alice.accountId}`],
      ['PUT', `/favori/${group.id}`, { libelle: 'Pris' }],
      ['DELETE', `/favori/${group.id}`],
      ['GET', `/revelation?id_surveillance=${survA.id}`],
      ['GET', `/revelation?id_groupe_favori=${group.id}`],
      ['GET', `/revelation?id_compte_client=${alice.accountId}`],
      ['GET', `/revelation/enAlerte?id_compte_client=${alice.accountId}`],
      ['GET', `/revelation/groupefavoris/${group.id}`],
      ['GET', `/revelation/${revelation.id}/avis`],
      ['GET', `/revelation/rapport?format=pdf&id_surveillance=${survA.id}`],
      ['PUT', '/revelation/lecture', { ids: [revelation.id], lue: true }],
      ['PUT', '/revelation/lecture', { tout: true, lue: true, id_compte_client: alice.accountId }],
    ];
    for (const [method, path, body] of attempts) {
      expect({ method, path, status: (await call(bob, method, path, body)).status }).toEqual({ method, path, status: 404 });
    }
    // Looked up by ids, another's revelations are simply not there.
    expect((await call(bob, 'GET', `/revelation/ids?ids=${revelation.id}`)).body).toEqual({ items: [] });

    expect(SurveillancePageSchema.parse((await call(alice, 'GET', '/surveillance')).body).items).toEqual(before.surveillances);
    expect(await revelations(alice)).toEqual(before.revelations);
    expect((await call(alice, 'GET', '/favori')).body).toEqual(before.groups);
    expect((await watched(bob, a))!.groupe_favori).toBeNull();
    // Bob does not monitor alice's company b: he learns nothing about her surveillance of it.
    expect((await call(bob, 'GET', `/surveillance/entreprise/${b.id}`)).body).toEqual({ surveillee: false });
  });

  it('stops revealing to a finished surveillance and resumes once it continues', async () => {
    const [a] = companies as [Company];
    const survA = (await watched(alice, a))!;
    const finished = await call(alice, 'PUT', `/surveillance/${survA.id}`, { action: 'TERMINER' });
    expect(finished.status).toBe(200);
    expect(finished.body).toMatchObject({ statut: 'TERMINEE', date_fin: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(SurveillancePageSchema.parse((await call(alice, 'GET', '/surveillance?statut=TERMINEE')).body).items.map((i) => i.id)).toEqual([survA.id]);

    const total = (await revelations(alice)).total;
    const bobBefore = (await revelations(bob)).total;
    await reveal([event(a, { code: 'PROCEDURE_OUVERTE', nouvelle_valeur: 'Redressement judiciaire', date_evenement: '2026-04-02', source: 'BODACC' })]);
    expect((await revelations(alice)).total).toBe(total);
    // Bob's surveillance of the same company covers collective procedures.
    expect((await revelations(bob)).total).toBe(bobBefore + 1);

    const continued = await call(alice, 'PUT', `/surveillance/${survA.id}`, { action: 'CONTINUER' });
    expect(continued.body).toMatchObject({ statut: 'ACTIVE', date_fin: null });
    await reveal([event(a, { code: 'ETAT_ADMINISTRATIF', ancienne_valeur: 'A', nouvelle_valeur: 'C', date_evenement: '2026-04-20' })]);
    const after = await revelations(alice);
    expect(after.total).toBe(total + 1);
    expect(after.items[0]).toMatchObject({ code: 'ETAT_ADMINISTRATIF', ancienne_valeur: 'A', nouvelle_valeur: 'C' });
    expect(AvisSchema.parse((await call(alice, 'GET', `/revelation/${after.items[0]!.id}/avis`)).body).texte).toBe(`${a.denomination} a cessé son activité le 20/04/2026.`);

    // Asking to monitor a finished surveillance's company makes it active again.
    await call(alice, 'PUT', `/surveillance/${survA.id}`, { action: 'TERMINER' });
    const back = await call(alice, 'POST', '/surveillance', { id_entreprise: a.id });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ id: survA.id, statut: 'ACTIVE', date_fin: null });
    expect((await call(alice, 'PUT', `/surveillance/${survA.id}`, { action: 'ARRETER' })).status).toBe(400);
  });

  it('removes domains of a surveillance but never the last one', async () => {
    const [a] = companies as [Company];
    const survA = (await watched(alice, a))!;
    const fewer = await call(alice, 'DELETE', `/surveillance/${survA.id}/domaines?lots=BIL&lots=ACT`);
    expect(fewer.status).toBe(200);
    expect(fewer.body.domaines).toEqual(['RCS_BILAN_ACTES', 'PROCEDURES_COLLECTIVES', 'PRIVILEGES_ET_NANTISSEMENTS']);
    const last = await call(alice, 'DELETE', `/surveillance/${survA.id}/domaines?lots=RCS_BILAN_ACTES,PROCEDURES_COLLECTIVES&lots=PRIVILEGES_ET_NANTISSEMENTS`);
    expect(last.status).toBe(400);
    expect(last.body.message).toBe('Une surveillance couvre au moins un domaine : supprimez-la plutôt.');
    expect((await call(alice, 'DELETE', `/surveillance/${survA.id}/domaines?lots=ABC`)).status).toBe(400);
    expect((await call(alice, 'DELETE', `/surveillance/${survA.id}/domaines`)).status).toBe(400);
    expect((await watched(alice, a))!.domaines).toHaveLength(3);
  });

  it('manages favourite groups: unique names, renaming, deleting keeps the surveillances', async () => {
    const created = await call(alice, 'POST', '/favori', { libelle: 'Clients' });
    expect(created.status).toBe(201);
    const clients = GroupeFavoriSchema.parse(created.body);
    const duplicate = await call(alice, 'POST', '/favori', { libelle: 'clients ' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('Un groupe porte déjà ce nom.');
    // Names are the account's own: bob may use the same.
    expect((await call(bob, 'POST', '/favori', { libelle: 'Clients' })).status).toBe(201);
    expect((await call(alice, 'POST', '/favori', { libelle: '' })).status).toBe(400);
    expect((await call(alice, 'POST', '/favori', { libelle: 'x'.repeat(39) })).status).toBe(400);
    expect((await call(alice, 'PUT', `/favori/${clients.id}`, { libelle: 'Fournisseurs clés' })).status).toBe(409);
    const renamed = await call(alice, 'PUT', `/favori/${clients.id}`, { libelle: 'Clients principaux' });
    expect(renamed.body).toEqual({ id: clients.id, libelle: 'Clients principaux', nombre_surveillances: 0 });

    const [a] = companies as [Company];
    const survA = (await watched(alice, a))!;
    const moved = await call(alice, 'PUT', `/surveillance/${survA.id}/groupe_favori`, { id_groupe_favori: clients.id });
    expect(moved.body.groupe_favori).toEqual({ id: clients.id, libelle: 'Clients principaux' });
    const groups = GroupeFavoriListSchema.parse((await call(alice, 'GET', '/favori')).body).items;
    expect(groups.map((g) => [g.libelle, g.nombre_surveillances])).toEqual([
      ['Clients principaux', 1],
      ['Fournisseurs clés', 1],
    ]);
    expect((await alerts(alice)).nombre_non_lues_favoris).toBe((await revelations(alice, '?lue=false&favoris=true')).total);

    const deleted = await call(alice, 'DELETE', `/favori/${clients.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.bytes).toHaveLength(0);
    expect((await call(alice, 'DELETE', `/favori/${clients.id}`)).status).toBe(404);
    const kept = (await watched(alice, a))!;
    expect(kept).toMatchObject({ id: survA.id, groupe_favori: null });
  });

  it("monitors a basket's companies, and deletes a surveillance with its revelations", async () => {
    const [a, , c, d] = companies as [Company, Company, Company, Company];
    const r = await call(alice, 'POST', '/paniers/surveillances', { ids_entreprise: [c.id, a.id, c.id] });
    expect(r.status).toBe(200);
    const basket = SurveillancesPanierSchema.parse(r.body);
    expect(basket.creees).toBe(1);
    expect(basket.surveillances.map((x: Surveillance) => x.entreprise.id)).toEqual([c.id, a.id]);
    expect(basket.surveillances[0]!.domaines).toHaveLength(5);
    const unknown = await call(alice, 'POST', '/paniers/surveillances', { ids_entreprise: [d.id, 2_000_000_000] });
    expect(unknown.status).toBe(404);
    expect(await watched(alice, d)).toBeNull();
    expect((await call(alice, 'POST', '/paniers/surveillances', { ids_entreprise: Array.from({ length: 51 }, (_, i) => i + 1) })).status).toBe(400);
    expect((await call(alice, 'POST', '/paniers/surveillances', { ids_entreprise: [] })).status).toBe(400);

    const survC = basket.surveillances[0]!;
    await reveal([event(c, { code: 'SURETE_INSCRITE', nouvelle_valeur: 'Nantissement du fonds de commerce', date_evenement: '2026-05-04', source: 'GREFFE' })]);
    const [revealed] = (await revelations(alice, `?id_surveillance=${survC.id}`)).items;
    expect(revealed).toMatchObject({ code: 'SURETE_INSCRITE', type_avis: 'PN' });
    expect((await call(alice, 'DELETE', `/surveillance/${survC.id}`)).status).toBe(204);
    expect((await call(alice, 'DELETE', `/surveillance/${survC.id}`)).status).toBe(404);
    expect((await call(alice, 'GET', `/revelation/${revealed!.id}/avis`)).status).toBe(404);
    expect((await call(alice, 'GET', `/revelation?id_surveillance=${survC.id}`)).status).toBe(404);
    const [left] = await s.db.query<{ n: number }>('select count(*)::int as n from revelation where surveillance_id = $1', [survC.id]);
    expect(left!.n).toBe(0);
  });

  it('sends one digest per account and Paris day, from 07:00, with the count and the newest changes', async () => {
    const outbox = async (to: string) =>
      s.db.query<{ subject: string; text_body: string; html_body: string }>('select subject, text_body, html_body from identity_outbox where recipient = $1 order by id', [to]);
    const origin = 'https://portail.example';
    const [aliceRevelations] = await s.db.query<{ n: number }>('select count(*)::int as n from revelation where compte_client_id = $1', [alice.accountId]);

    // 06:59 in Paris (05:59 UTC in winter): too early.
    expect(await sendDigests(s.db, s.identity.mailer, new Date('2026-03-13T05:59:00Z'), origin)).toBe(0);
    expect(await outbox(alice.email)).toEqual([]);

    const sent = await sendDigests(s.db, s.identity.mailer, new Date('2026-03-13T06:00:00Z'), origin);
    expect(sent).toBe(2);
    const [mail] = await outbox(alice.email);
    expect(await outbox(alice.email)).toHaveLength(1);
    expect(await outbox(bob.email)).toHaveLength(1);
    expect(await outbox(carol.email)).toHaveLength(0);
    const [account] = await s.db.query<{ numero_client: string }>('select numero_client from compte_client where id = $1', [alice.accountId]);
    expect(mail!.subject).toBe(`Surveillance d'entreprises : ${aliceRevelations!.n} nouvelles révélations (compte ${account!.numero_client})`);
    expect(mail!.text_body).toContain(`${aliceRevelations!.n} nouvelles révélations concernent les entreprises que surveille le compte client ${account!.numero_client} (ALICE SAS) :`);
    const [a] = companies as [Company];
    expect(mail!.text_body).toContain(`- ${a.denomination} – Changement de dénomination : ${a.denomination} → ${a.denomination} GROUPE (12/03/2026)`);
    expect(mail!.text_body).toContain(`${origin}/espace-personnel/mes-surveillances/mes-revelations`);
    expect(mail!.html_body).toContain(`href="${origin}/espace-personnel/mes-surveillances/mes-revelations"`);

    // Once a day: new revelations wait for the next day's digest.
    await reveal([event(a, { code: 'CAPITAL', ancienne_valeur: '50 000 €', nouvelle_valeur: '80 000 €', date_evenement: '2026-03-13' })]);
    expect(await sendDigests(s.db, s.identity.mailer, new Date('2026-03-13T20:00:00Z'), origin)).toBe(0);
    expect(await outbox(alice.email)).toHaveLength(1);
    // 23:30 UTC on the 13th is already the 14th in Paris.
    expect(await sendDigests(s.db, s.identity.mailer, new Date('2026-03-13T23:30:00Z'), origin)).toBe(0);
    expect(await sendDigests(s.db, s.identity.mailer, new Date('2026-03-14T07:00:00Z'), origin)).toBe(1);
    const next = (await outbox(alice.email))[1]!;
    expect(next.subject).toBe(`Surveillance d'entreprises : une nouvelle révélation (compte ${account!.numero_client})`);
    expect(next.text_body).toContain('Une nouvelle révélation concerne les entreprises');
    expect(next.text_body).toContain(`- ${a.denomination} – Modification du capital social : 50 000 € → 80 000 € (13/03/2026)`);
    expect(next.text_body).not.toContain('Changement de dénomination');
    // Nothing new: no digest.
    expect(await sendDigests(s.db, s.identity.mailer, new Date('2026-03-15T07:00:00Z'), origin)).toBe(0);
    const digests = await s.db.query<{ jour: string; nombre: number }>('select jour::text as jour, nombre from resume_revelations where compte_client_id = $1 order by jour', [alice.accountId]);
    expect(digests).toEqual([
      { jour: '2026-03-13', nombre: aliceRevelations!.n },
      { jour: '2026-03-14', nombre: 1 },
    ]);
  });
});
