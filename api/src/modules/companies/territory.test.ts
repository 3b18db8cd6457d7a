jest.setTimeout(180_000);
jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

// New Caledonia as its own territory: its companies searched and listed by province and commune,
// its RIDET found however it is written, its one registry.
import { GreffeListSchema, NC_PROVINCES, ProvinceListSchema, SeoCountListSchema, SeoEntreprisesSchema } from '@portail/shared/api';
import { testBackends } from '../../testing/databases';
import { get, searchCompanies, useTestApp } from '../../testing/app';

describe.each(testBackends())('New Caledonia by province, commune and RIDET on %s', (kind) => {
  const t = useTestApp(kind, { companies: 600 });

  const search = (query: Record<string, string>) => searchCompanies(t.app, query);

  /** Active Caledonian companies per head-office commune (INSEE code) and postcode. */
  const activeByCommune = async () =>
    t.db.query<{ commune: string; cp: string; n: number }>(
      "select siege_code_commune as commune, siege_code_postal as cp, count(*)::int as n from entreprise where active and territoire = 'NC' group by 1, 2",
    );

  it('serves the three provinces with their communes, each commune known by its own postcode', async () => {
    const { items } = ProvinceListSchema.parse((await get(t.app, '/api/reference/provinces')).body);
    expect(items.map((p) => [p.code, p.nom])).toEqual([
      ['PS', 'Province Sud'],
      ['PN', 'Province Nord'],
      ['PIL', 'Province des Îles Loyauté'],
    ]);
    const communes = items.flatMap((p) => p.communes);
    expect(communes).toHaveLength(33);
    expect(new Set(communes.map((c) => c.code_postal)).size).toBe(33);
    expect(items[0]!.communes).toContainEqual({ code: '98818', nom: 'Nouméa', code_postal: '98800' });
    expect(items[2]!.communes.map((c) => c.nom)).toEqual(['Lifou', 'Maré', 'Ouvéa']);
  });

  it('searches by province: the companies whose head office is in one of its communes', async () => {
    const counts = await activeByCommune();
    for (const p of NC_PROVINCES) {
      const expected = counts.filter((c) => p.communes.includes(c.commune)).reduce((n, c) => n + c.n, 0);
      const found = await search({ critere_geographique: p.code.toLowerCase(), etat: 'ACTIVE', limit: '100' });
      expect(found.total).toBe(expected);
      expect(found.items.every((h) => h.territoire === 'NC')).toBe(true);
    }
    const south = await search({ critere_geographique: 'PS', phrase: 'NOUMÉA PÊCHE LAGON' });
    expect(south.items[0]?.numero_identification).toBe('1234567');
    expect((await search({ critere_geographique: 'PN', phrase: 'NOUMÉA PÊCHE LAGON' })).items.map((h) => h.numero_identification)).not.toContain('1234567');
    const refused = await get(t.app, '/api/recherche/entreprises_etablissements?critere_geographique=PX');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/province de Nouvelle-Calédonie/);
  });

  it('lists companies by province and by commune: communes with counts, sectors, codes and companies', async () => {
    const counts = await activeByCommune();
    const communes = SeoCountListSchema.parse((await get(t.app, '/api/seo/communes')).body);
    expect(communes.items.map((c) => [c.code, c.nombre_entreprises]).sort()).toEqual(counts.map((c) => [c.cp, c.n]).sort());
    expect(communes.items.find((c) => c.code === '98800')?.libelle).toBe('Nouméa');

    const sud = NC_PROVINCES[0]!;
    const inSouth = counts.filter((c) => sud.communes.includes(c.commune)).reduce((n, c) => n + c.n, 0);
    const sectors = SeoCountListSchema.parse((await get(t.app, '/api/seo/secteurs?numero_departement=PS')).body);
    expect(sectors.items.reduce((n, s) => n + s.nombre_entreprises, 0)).toBeLessThanOrEqual(inSouth);
    expect(sectors.items.map((s) => s.code)).toContain('03');
    const codes = SeoCountListSchema.parse((await get(t.app, '/api/seo/codes_naf?numero_departement=98800&secteur_activite=03')).body);
    expect(codes.items.map((c) => c.code)).toContain('03.11Z');
    const list = SeoEntreprisesSchema.parse((await get(t.app, '/api/seo/entreprises?numero_departement=98800&code_naf=03.11Z')).body);
    expect(list.items.map((e) => e.numero_identification)).toContain('1234567');
    expect(list.items.every((e) => e.code_postal === '98800')).toBe(true);

    expect((await get(t.app, '/api/seo/secteurs?numero_departement=98899')).status).toBe(404);
  });

  it('finds the company by its RIDET and the establishment by RIDET and rank, as Caledonians write them', async () => {
    for (const typed of ['1234567', '1 234 567']) {
      for (const key of ['phrase', 'numero_identification']) {
        const found = await search({ [key]: typed });
        expect(found.items.map((h) => [h.type_entite, h.numero_identification])).toEqual([['ENTREPRISE', '1234567']]);
      }
    }
    for (const typed of ['1234567.000', '1 234 567.000', '1234567000']) {
      for (const key of ['phrase', 'numero_identification']) {
        const found = await search({ [key]: typed });
        expect(found.items.map((h) => [h.type_entite, h.siret])).toEqual([['ETABLISSEMENT', '1234567000']]);
      }
    }
  });

  it("lists New Caledonia's registry alone on its site, and never among the others", async () => {
    const nc = GreffeListSchema.parse((await get(t.app, '/api/greffes?territoire=NC')).body);
    expect(nc.items.map((g) => g.nom)).toEqual(['Greffe du tribunal mixte de commerce de Nouméa']);
    const fr = GreffeListSchema.parse((await get(t.app, '/api/greffes?territoire=FR&q=noumea')).body);
    expect(fr.total).toBe(0);
  });
});
