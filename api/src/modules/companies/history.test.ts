jest.setTimeout(180_000);
jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

import { FicheAuSchema, HistoriqueSchema, ProvenanceDonneesSchema } from '@portail/shared/api';
import { testBackends } from '../../testing/databases';
import { get, useTestApp } from '../../testing/app';
import { recordEvents } from '../monitoring';
import { deedSnapshot, kbisSnapshot } from '../documents/snapshot';

const MICHELIN = '855200887';

describe.each(testBackends())('company history and record as of a date on %s', (kind) => {
  let id = 0;
  let creation = '';
  let deedId = 0;
  const t = useTestApp(kind, { companies: 0 }, async (t) => {
    const [e] = await t.db.query<{ id: number; date_creation: string }>('select id, date_creation::text as date_creation from entreprise where siren = $1', [MICHELIN]);
    id = e!.id;
    creation = e!.date_creation;
    // The managing partner leaves on 2024-09-01 and another is appointed the same day, filed ten days later.
    await t.db.query("update fonction set date_fin = '2024-09-01' where entreprise_id = $1 and nature = 'DIRIGEANT'", [id]);
    const [p] = await t.db.query<{ id: number }>("insert into personne (cle, nom, prenoms) values ('test-historique', 'LEBRETON', 'Armelle') returning id");
    await t.db.query("insert into fonction (entreprise_id, nature, role, personne_id, date_debut) values ($1, 'DIRIGEANT', 'GERANT', $2, '2024-09-01')", [id, p!.id]);
    const [d] = await t.db.query<{ id: number }>(
      "insert into depot_acte (entreprise_id, date_depot, numero_depot, type_acte, decisions) values ($1, '2024-09-10', '2024-A-777', 'Changement de dirigeant', $2) returning id",
      [id, ['Nomination du représentant légal', 'Démission du représentant légal']],
    );
    deedId = d!.id;
    await recordEvents(t.db, [
      // Recorded by the registry's own events: the same appointment as the row above, listed once.
      { entreprise_id: id, code: 'DIRIGEANT_NOMME', ancienne_valeur: null, nouvelle_valeur: 'Gérant : Armelle LEBRETON', date_evenement: '2024-09-01', source: 'RCS', cle: 'test-historique:nomme' },
      { entreprise_id: id, code: 'DENOMINATION', ancienne_valeur: 'MANUFACTURE MICHELIN', nouvelle_valeur: 'COMPAGNIE GÉNÉRALE DES ÉTABLISSEMENTS MICHELIN', date_evenement: '2025-01-15', source: 'BODACC', cle: 'test-historique:nom' },
      { entreprise_id: id, code: 'CAPITAL', ancienne_valeur: '100 000,00 €', nouvelle_valeur: '200 000,00 €', date_evenement: '2025-02-01', source: 'BODACC', cle: 'test-historique:capital' },
    ]);
  });

  it('lists every dated event newest first, with its old and new value and its source, each change once', async () => {
    const { status, body } = await get(t.app, `/api/entreprises/${id}/historique`);
    expect(status).toBe(200);
    const h = HistoriqueSchema.parse(body);
    const dates = h.evenements.map((e) => e.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(h.evenements.find((e) => e.code === 'CAPITAL')).toMatchObject({ date: '2025-02-01', code: 'CAPITAL', genre: 'CAPITAL', ancienne_valeur: '100 000,00 €', nouvelle_valeur: '200 000,00 €', source: 'BODACC', libelle: 'Modification du capital social' });
    expect(h.evenements.find((e) => e.code === 'DENOMINATION')).toMatchObject({ ancienne_valeur: 'MANUFACTURE MICHELIN', date: '2025-01-15' });
    // From the registry's rows: the deed filed, the departure; the appointment recorded as an event is not listed twice.
    expect(h.evenements.filter((e) => e.code === 'DIRIGEANT_NOMME' && e.date === '2024-09-01')).toHaveLength(1);
    expect(h.evenements.find((e) => e.code === 'DIRIGEANT_PARTI')).toMatchObject({ date: '2024-09-01', ancienne_valeur: 'Gérant : Hortense QUILLEMBOIS' });
    expect(h.evenements.find((e) => e.code === 'ACTE_DEPOSE')).toMatchObject({ date: '2024-09-10', source: 'GREFFE', nouvelle_valeur: expect.stringContaining('Changement de dirigeant') });
    expect(h.genres.find((g) => g.genre === 'DIRIGEANTS')!.nombre).toBe(h.evenements.filter((e) => e.genre === 'DIRIGEANTS').length);
    expect(h.provenance).toMatchObject({ generee: true, sirene_maj: null });
  });

  it('filters by kind, counting every kind of the whole history, and refuses an unknown kind in French', async () => {
    const all = HistoriqueSchema.parse((await get(t.app, `/api/entreprises/${id}/historique`)).body);
    const { status, body } = await get(t.app, `/api/entreprises/${id}/historique?genre=DIRIGEANTS`);
    expect(status).toBe(200);
    const h = HistoriqueSchema.parse(body);
    expect(h.genre).toBe('DIRIGEANTS');
    expect(h.evenements.length).toBeGreaterThanOrEqual(2);
    expect(h.evenements.every((e) => e.genre === 'DIRIGEANTS')).toBe(true);
    expect(h.genres).toEqual(all.genres);
    const bad = await get(t.app, `/api/entreprises/${id}/historique?genre=TOUT`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/genre doit valoir/);
    expect((await get(t.app, '/api/entreprises/99999999/historique')).status).toBe(404);
  });

  it('shows the record as it stood: the name, capital and executives of the day, the deeds filed by then', async () => {
    const before = FicheAuSchema.parse((await get(t.app, `/api/entreprises/${id}/au?date=2024-08-31`)).body);
    expect(before.denomination).toBe('MANUFACTURE MICHELIN');
    expect(before.capital).toBe('100 000,00 €');
    expect(before.dirigeants.map((d) => d.nom)).toEqual(['QUILLEMBOIS, Hortense']);
    expect(before.mentions.join(' ')).not.toContain('Changement de dirigeant');

    const after = FicheAuSchema.parse((await get(t.app, `/api/entreprises/${id}/au?date=2024-12-31`)).body);
    expect(after.dirigeants.map((d) => d.nom)).toEqual(['LEBRETON, Armelle']);
    expect(after.mentions[0]).toContain('Dépôt du 10/09/2024 – Changement de dirigeant');
    expect(after.denomination).toBe('MANUFACTURE MICHELIN');

    const today = FicheAuSchema.parse((await get(t.app, `/api/entreprises/${id}/au?date=2025-02-01`)).body);
    expect(today.denomination).toBe('COMPAGNIE GÉNÉRALE DES ÉTABLISSEMENTS MICHELIN');
    expect(today.etat).toBe('ACTIVE');
  });

  it('refuses a future date, a date before the company existed and a malformed date with a French message', async () => {
    const future = await get(t.app, `/api/entreprises/${id}/au?date=2999-01-01`);
    expect(future.status).toBe(400);
    expect(future.body.message).toContain('dans le futur');
    const [y, m, d] = creation.split('-').map(Number) as [number, number, number];
    const dayBefore = new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
    const early = await get(t.app, `/api/entreprises/${id}/au?date=${dayBefore}`);
    expect(early.status).toBe(400);
    expect(early.body.message).toContain("n'existait pas encore");
    for (const bad of ['2024-02-30', 'hier', '']) {
      const r = await get(t.app, `/api/entreprises/${id}/au?date=${bad}`);
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(/date/);
    }
  });

  it('says whether the site runs the generated corpus, and a SIRENE company says when it was loaded', async () => {
    expect(ProvenanceDonneesSchema.parse((await get(t.app, '/api/provenance-donnees')).body)).toEqual({ corpus_genere: true, sirene: false });
    await t.db.query("update entreprise set source = 'SIRENE', maj = '2026-03-04T10:00:00Z' where siren = '552032534'");
    try {
      expect(ProvenanceDonneesSchema.parse((await get(t.app, '/api/provenance-donnees')).body)).toEqual({ corpus_genere: true, sirene: true });
      const [danone] = await t.db.query<{ id: number }>("select id from entreprise where siren = '552032534'");
      const h = HistoriqueSchema.parse((await get(t.app, `/api/entreprises/${danone!.id}/historique`)).body);
      expect(h.provenance).toMatchObject({ generee: false, sirene_maj: '2026-03-04' });
    } finally {
      await t.db.query("update entreprise set source = 'FIXTURE' where siren = '552032534'");
    }
  });

  it('writes the deed from the registry of the filing day: signed by the executive appointed, naming the one who left', async () => {
    const data = await deedSnapshot(t.db, id, deedId, new Date('2026-05-04T08:00:00Z'));
    expect(data!.redaction).toMatchObject({
      date_acte: '2024-09-01',
      signataires: [{ nom: 'LEBRETON, Armelle', role: 'Gérant' }],
      nomme: { nom: 'Armelle LEBRETON', role: 'Gérant' },
      parti: { nom: 'Hortense QUILLEMBOIS', role: 'Gérant' },
      capital: '100 000,00 €',
      associe_unique: false,
    });
  });

  it('makes up no deed text for a company loaded from a public source: its copy is the filing receipt', async () => {
    await t.db.query("update entreprise set source = 'SIRENE' where id = $1", [id]);
    try {
      const data = await deedSnapshot(t.db, id, deedId, new Date('2026-05-04T08:00:00Z'));
      expect(data!.acte.type_acte).toBe('Changement de dirigeant');
      expect(data!.redaction).toBeUndefined();
    } finally {
      await t.db.query("update entreprise set source = 'FIXTURE' where id = $1", [id]);
    }
  });

  it('gives the Kbis the executives in office on its day through the same reconstruction', async () => {
    const kbis = await kbisSnapshot(t.db, id, new Date('2026-05-04T08:00:00Z'), { code: 'X', url: 'https://example.test/x' });
    expect(kbis!.dirigeants.map((d) => d.nom)).toEqual(['LEBRETON, Armelle']);
  });
});
