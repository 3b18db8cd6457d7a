jest.setTimeout(180_000);
jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

import {
  ChiffresClesSchema,
  EntrepriseSchema,
  EtablissementDetailSchema,
  EtablissementListSchema,
  FonctionListSchema,
  FonctionPageSchema,
  InscriptionListSchema,
  PersonnePhysiqueSchema,
  ProcedureListSchema,
  DepotsSchema,
  DocumentBeneficiairesSchema,
  SeoCountListSchema,
  SeoEntreprisesSchema,
  isValidSiret,
} from '@portail/shared/api';
import { testBackends } from '../../testing/databases';
import { get, useTestApp } from '../../testing/app';
import { withKey } from '../../testing/fixtures';

describe.each(testBackends())('company records on %s', (kind) => {
  const t = useTestApp(kind, { companies: 600 });

  const idOf = async (numero: string) => {
    const [r] = await t.db.query<{ id: number }>('select id from entreprise where numero_identification = $1', [numero]);
    return r!.id;
  };

  it('serves a company by id with its head office, parsed by the shared schema', async () => {
    const id = await idOf('552032534');
    const { status, body } = await get(t.app, `/api/entreprises/${id}`);
    expect(status).toBe(200);
    const e = EntrepriseSchema.parse(body);
    expect(e).toMatchObject({
      siren: '552032534',
      denomination: 'DANONE',
      type_identification: 'SIREN',
      etat: 'ACTIVE',
      forme_juridique: { code: '5599' },
      activite: { code_naf: '70.10Z', secteur: { code: '70' } },
      denominations_precedentes: ['GROUPE DANONE'],
      greffe: { code: '7501' },
    });
    expect(e.siege?.adresse.ligne).toBe('17 boulevard Haussmann, 75009 Paris');
    expect(isValidSiret(e.siege!.siret!)).toBe(true);
  });

  it('finds a company by SIREN, by SIRET and by SIREN typed with spaces', async () => {
    for (const n of ['552032534', '552 032 534']) {
      const { status, body } = await get(t.app, `/api/entreprises?numero_identification=${encodeURIComponent(n)}`);
      expect(status).toBe(200);
      expect(body.denomination).toBe('DANONE');
    }
    const [etab] = await t.db.query<{ siret: string }>("select siret from etablissement where siret like '552032534%'");
    const bySiret = await get(t.app, `/api/entreprises?numero_identification=${etab!.siret}`);
    expect(bySiret.body.siren).toBe('552032534');
  });

  it('rejects malformed identifiers with a French 400 and unknown ones with a 404', async () => {
    const bad = await get(t.app, '/api/entreprises?numero_identification=552032535');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/clé de contrôle/);
    const short = await get(t.app, '/api/entreprises?numero_identification=12345');
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/9 chiffres/);
    const unknown = await get(t.app, `/api/entreprises?numero_identification=${withKey('99999999')}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Entreprise introuvable.' });
    expect((await get(t.app, '/api/entreprises/999999999')).status).toBe(404);
    expect((await get(t.app, '/api/entreprises/abc')).status).toBe(400);
  });

  it('serves a New Caledonia company by RIDET, its establishment by RIDET + rank', async () => {
    const { status, body } = await get(t.app, '/api/entreprises?numero_identification=1234567');
    expect(status).toBe(200);
    expect(body).toMatchObject({ type_identification: 'RIDET', ridet: '1234567', siren: null, territoire: 'NC', devise: 'XPF' });
    expect(body.greffe.nom).toMatch(/Nouméa/);
    const etab = await get(t.app, '/api/etablissements?numero_identification=1234567000');
    expect(etab.status).toBe(200);
    expect(EtablissementDetailSchema.parse(etab.body).numero).toBe('1234567000');
  });

  it('never serves the name or street of a partially diffusible sole trader', async () => {
    const siren = withKey('91234502');
    const id = await idOf(siren);
    const { body } = await get(t.app, `/api/entreprises/${id}`);
    expect(body.diffusion_partielle).toBe(true);
    expect(body.denomination).toBeNull();
    expect(body.siege.adresse).toMatchObject({ numero_voie: null, libelle_voie: null, code_postal: '69003', ligne: '69003 Lyon' });
    const f = await get(t.app, `/api/entreprises/${id}/fonctions?filtre_natures=DIRIGEANT,BENEFICIAIRE_EFFECTIF`);
    expect(f.body.items).toEqual([]);
    expect(JSON.stringify([body, f.body])).not.toMatch(/ZÉBULON|Secrète/i);
    const [p] = await t.db.query<{ id: number }>("select id from personne where nom = 'ZÉBULON'");
    expect((await get(t.app, `/api/personnes_physiques/${p!.id}`)).status).toBe(404);
    const persons = await get(t.app, '/api/recherche/personnes?nom=zebulon');
    expect(persons.body.total).toBe(0);
  });

  it('lists functions, beneficial owners by default', async () => {
    const [c] = await t.db.query<{ id: number }>(
      `select e.id from entreprise e where exists (select 1 from fonction f where f.entreprise_id = e.id and f.nature = 'BENEFICIAIRE_EFFECTIF')
          and exists (select 1 from fonction f where f.entreprise_id = e.id and f.nature = 'DIRIGEANT') and not e.diffusion_partielle limit 1`,
    );
    const def = FonctionListSchema.parse((await get(t.app, `/api/entreprises/${c!.id}/fonctions`)).body);
    expect(def.items.length).toBeGreaterThan(0);
    expect(def.items.every((f) => f.nature === 'BENEFICIAIRE_EFFECTIF')).toBe(true);
    expect(def.items.every((f) => f.pourcentage_capital !== null && f.personne !== null)).toBe(true);
    const all = FonctionListSchema.parse((await get(t.app, `/api/entreprises/${c!.id}/fonctions?filtre_natures=DIRIGEANT,BENEFICIAIRE_EFFECTIF`)).body);
    expect(all.items.some((f) => f.nature === 'DIRIGEANT')).toBe(true);
    expect(all.items.length).toBeGreaterThan(def.items.length);
    const bad = await get(t.app, `/api/entreprises/${c!.id}/fonctions?filtre_natures=PATRON`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/filtre_natures/);
  });

  it('lists auditors with the SPEC auditor-type codes', async () => {
    const rows = await t.db.query<{ entreprise_id: number }>("select entreprise_id from fonction where nature = 'COMMISSAIRE_AUX_COMPTES' limit 1");
    const r = FonctionListSchema.parse((await get(t.app, `/api/entreprises/${rows[0]!.entreprise_id}/fonctions?filtre_natures=COMMISSAIRE_AUX_COMPTES`)).body);
    expect(r.items.length).toBeGreaterThan(0);
    for (const f of r.items) expect(['CACh', 'CACSUPh', 'CACTITh']).toContain(f.role.code);
  });

  it('pages the functions of a person across companies (limit 25 by default)', async () => {
    const [p] = await t.db.query<{ personne_id: number; n: number }>(
      `select f.personne_id, count(*)::int as n from fonction f join entreprise e on e.id = f.entreprise_id
        where f.personne_id is not null and not e.diffusion_partielle group by 1 order by 2 desc, 1 limit 1`,
    );
    expect(p!.n).toBeGreaterThan(1);
    const page = FonctionPageSchema.parse((await get(t.app, `/api/fonctions?id_personne=${p!.personne_id}`)).body);
    expect(page.limit).toBe(25);
    expect(page.total).toBe(p!.n);
    expect(page.items[0]!.entreprise).toBeDefined();
    const one = FonctionPageSchema.parse((await get(t.app, `/api/fonctions?id_personne=${p!.personne_id}&limit=1&offset=1`)).body);
    expect(one.items).toHaveLength(1);
    expect(one.items[0]!.id).toBe(page.items[1]!.id);
    const person = PersonnePhysiqueSchema.parse((await get(t.app, `/api/personnes_physiques/${p!.personne_id}`)).body);
    expect(person.nombre_fonctions).toBe(p!.n);
    const actives = FonctionPageSchema.parse((await get(t.app, `/api/fonctions?id_personne=${p!.personne_id}&type_entreprise=ACTIVE`)).body);
    expect(actives.items.every((f) => f.entreprise?.etat === 'ACTIVE')).toBe(true);
    expect((await get(t.app, '/api/fonctions?id_personne=1&limit=101')).status).toBe(400);
    expect((await get(t.app, '/api/fonctions?id_personne=1&offset=-1')).status).toBe(400);
  });

  it('serves key figures, filings, registrations and establishments', async () => {
    const id = await idOf('652014051');
    const cc = ChiffresClesSchema.parse((await get(t.app, `/api/entreprises/${id}/chiffres_cles`)).body);
    expect(cc.exercices.map((x) => x.annee)).toEqual([2024, 2023]);
    expect(cc.exercices[0]!.chiffre_affaires).toBe(110_000_000_000);
    const depots = DepotsSchema.parse((await get(t.app, `/api/entreprises/${id}/depots`)).body);
    expect(depots.actes[0]!.type_acte).toBe('Statuts constitutifs');
    const ins = InscriptionListSchema.parse((await get(t.app, `/api/entreprises/${id}/inscription`)).body);
    expect(ins.items[0]).toMatchObject({ registre: 'RCS', type: 'PRINCIPALE', mention: '652 014 051 R.C.S. Évry' });
    const etabs = EtablissementListSchema.parse((await get(t.app, `/api/entreprises/${id}/etablissements`)).body);
    expect(etabs.total).toBe(2);
    expect(etabs.items[0]!.siege).toBe(true);
    expect(etabs.items[1]!.enseignes).toEqual(['CARREFOUR MARKET']);
    const detail = EtablissementDetailSchema.parse((await get(t.app, `/api/etablissements/${etabs.items[1]!.id}`)).body);
    expect(detail.entreprise.denomination).toBe('CARREFOUR');
  });

  it('serves collective procedures of the corpus', async () => {
    const [p] = await t.db.query<{ entreprise_id: number; n: number }>(
      'select entreprise_id, count(*)::int as n from procedure_collective group by 1 limit 1',
    );
    const r = ProcedureListSchema.parse((await get(t.app, `/api/procedure_collective?id_entreprise=${p!.entreprise_id}`)).body);
    expect(r.items).toHaveLength(p!.n);
    expect(r.items[0]!.evenements.length).toBeGreaterThan(0);
    expect((await get(t.app, '/api/procedure_collective?id_entreprise=999999')).status).toBe(404);
    expect((await get(t.app, '/api/procedure_collective')).status).toBe(400);
  });

  it('produces the beneficial-owner document', async () => {
    const id = await idOf('855200887');
    const r = DocumentBeneficiairesSchema.parse((await get(t.app, `/api/beneficiaires_effectifs/document?id_entreprise=${id}&type_document=EXTRAIT_RBE`)).body);
    expect(r.entreprise.denomination).toMatch(/MICHELIN/);
    expect(r.titre).toMatch(/bénéficiaires effectifs/);
  });

  it('lists SEO pages by department, sector and NAF code (limit 50)', async () => {
    const deps = SeoCountListSchema.parse((await get(t.app, '/api/seo/departements')).body);
    const paris = deps.items.find((d) => d.code === '75');
    expect(paris?.libelle).toBe('Paris');
    const secteurs = SeoCountListSchema.parse((await get(t.app, '/api/seo/secteurs?numero_departement=75')).body);
    expect(secteurs.items.some((s) => s.code === '64')).toBe(true);
    const naf = SeoCountListSchema.parse((await get(t.app, '/api/seo/codes_naf?numero_departement=75&secteur_activite=64')).body);
    expect(naf.items.find((n) => n.code === '64.19Z')?.nombre_entreprises).toBeGreaterThanOrEqual(2);
    const list = SeoEntreprisesSchema.parse((await get(t.app, '/api/seo/entreprises?numero_departement=75&code_naf=6419Z')).body);
    expect(list.limit).toBe(50);
    expect(list.items.map((x) => x.numero_identification)).toEqual(expect.arrayContaining(['662042449', '552120222']));
    expect((await get(t.app, '/api/seo/secteurs?numero_departement=XX')).status).toBe(400);
  });

  it('reports health with the backend kind', async () => {
    const { body } = await get(t.app, '/api/health');
    expect(body).toEqual({ status: 'ok', database: kind, entreprises: expect.any(Number) });
    expect(body.entreprises).toBeGreaterThan(600);
  });
});
