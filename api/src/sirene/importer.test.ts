jest.setTimeout(180_000);
jest.mock('cookie', () => jest.requireActual('../testing/cookie-shim'));

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EntrepriseSchema, SearchResultsSchema } from '@portail/shared/api';
import { buildApp } from '../app';
import type { FastifyInstance } from 'fastify';
import { type TestDatabase, openTestDatabase, testBackends, useTestDatabase } from '../testing/databases';
import { get } from '../testing/app';
import { importSirene, mapUniteLegale } from './importer';
import { PARIS_TODAY } from '../db/days';

const FIX = path.join(__dirname, 'fixtures');
const UL35 = path.join(FIX, 'StockUniteLegale_35colonnes.csv');
const UL33 = path.join(FIX, 'StockUniteLegale_33colonnes.csv');
const ET = path.join(FIX, 'StockEtablissement.csv');
const ET_OLD = path.join(FIX, 'StockEtablissement_ancien.csv');

const SIREN = {
  sa: '901000018',
  sas: '901000026',
  ei: '901000034',
  eip: '901000042',
  ceased: '901000059',
  purged: '901000067',
  rev1: '901000075',
  quote: '901000091',
  o2: '902000025',
  o3: '902000033',
  o4: '902000041',
};

/** Everything the importer writes, to compare before and after a re-import. */
async function snapshot(t: TestDatabase) {
  return {
    e: await t.db.query('select * from entreprise order by id'),
    t: await t.db.query('select * from etablissement order by id'),
  };
}

describe.each(testBackends())('SIRENE import on %s', (kind) => {
  let t: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    app = await buildApp({ db: t.db, rateLimit: false });
  });
  afterAll(async () => {
    await app?.close();
    await t?.dispose();
  });

  const entreprise = async (siren: string) => {
    const { status, body } = await get(app, `/api/entreprises?numero_identification=${siren}`);
    expect(status).toBe(200);
    return EntrepriseSchema.parse(body);
  };

  it('imports the current 35-column legal-unit layout and both establishment layouts, reporting rejects', async () => {
    const r = await importSirene(t.db, { unitesLegales: UL35, etablissements: ET });
    const [ul, et] = r.fichiers;
    expect(ul).toMatchObject({ layout: 'UNITE_LEGALE_35', colonnes: 35, lues: 14, inserees: 9, modifiees: 0, inchangees: 1, rejetees: 4 });
    expect(et).toMatchObject({ layout: 'ETABLISSEMENT', colonnes: 54, lues: 10, inserees: 7, rejetees: 3 });
    expect(ul!.lignesParSeconde).toBeGreaterThan(0);
    const reasons = r.rejets.map((x) => `${path.basename(x.fichier)}:${x.ligne} ${x.raison}`);
    expect(reasons).toEqual([
      'StockUniteLegale_35colonnes.csv:11 SIREN invalide (clé de contrôle)',
      'StockUniteLegale_35colonnes.csv:12 dateCreationUniteLegale invalide',
      'StockUniteLegale_35colonnes.csv:13 SIREN absent ou mal formé (9 chiffres attendus)',
      'StockUniteLegale_35colonnes.csv:14 etatAdministratifUniteLegale inconnu : « X »',
      'StockEtablissement.csv:10 SIRET invalide (clé de contrôle)',
      'StockEtablissement.csv:11 etatAdministratifEtablissement inconnu : « Z »',
      'StockEtablissement.csv:9 Unité légale inconnue : importer StockUniteLegale d’abord',
    ]);
  });

  it('imports the older 33-column layout and the older establishment layout', async () => {
    const r = await importSirene(t.db, { unitesLegales: UL33, etablissements: ET_OLD });
    expect(r.fichiers[0]).toMatchObject({ layout: 'UNITE_LEGALE_33', colonnes: 33, lues: 5, inserees: 4, rejetees: 1 });
    expect(r.fichiers[1]).toMatchObject({ layout: 'ETABLISSEMENT', colonnes: 48, lues: 4, inserees: 4, rejetees: 0 });
    const o4 = await entreprise(SIREN.o4);
    expect(o4).toMatchObject({ denomination: 'TRANSPORTS DE L’ANCIEN FORMAT', sigle: 'TAF', nombre_etablissements: 2 });
    const etabs = await get(app, `/api/entreprises/${o4.id}/etablissements`);
    expect(etabs.body.items[1].adresse).toMatchObject({ pays: 'BELGIQUE', commune: 'BRUXELLES', code_postal: null });
    expect((await entreprise(SIREN.o2)).denomination).toBe('VALMONT ADELE');
  });

  it('re-importing the same files changes nothing', async () => {
    const before = await snapshot(t);
    const r = await importSirene(t.db, { unitesLegales: UL35, etablissements: ET });
    const r2 = await importSirene(t.db, { unitesLegales: UL33, etablissements: ET_OLD });
    for (const f of [...r.fichiers, ...r2.fichiers]) {
      expect(f.inserees).toBe(0);
      expect(f.modifiees).toBe(0);
    }
    expect(r.fichiers[0]!.inchangees).toBe(10);
    expect(await snapshot(t)).toEqual(before);
  });

  it('updates a unit whose row changed', async () => {
    const tmp = path.join(os.tmpdir(), `ul-${process.pid}-${kind}.csv`);
    fs.writeFileSync(tmp, fs.readFileSync(UL35, 'utf8').replace('BOULANGERIE DU MARCHE COUVERT', 'BOULANGERIE DU MARCHE RENOVE'));
    try {
      const r = await importSirene(t.db, { unitesLegales: tmp });
      expect(r.fichiers[0]).toMatchObject({ inserees: 0, modifiees: 1, inchangees: 9, evenements: 1 });
      expect((await entreprise(SIREN.sas)).denomination).toBe('BOULANGERIE DU MARCHE RENOVE');
      const events = await t.db.query('select code, ancienne_valeur, nouvelle_valeur, source from evenement_entreprise');
      expect(events).toEqual([{ code: 'DENOMINATION', ancienne_valeur: 'BOULANGERIE DU MARCHE COUVERT', nouvelle_valeur: 'BOULANGERIE DU MARCHE RENOVE', source: 'SIRENE' }]);
    } finally {
      fs.rmSync(tmp);
    }
  });

  it('maps SIRENE fields to records', async () => {
    const sa = await entreprise(SIREN.sa);
    expect(sa).toMatchObject({
      denomination: 'SOCIETE DES ESSAIS SIRENE',
      sigle: 'SES',
      statut: 'INSEE',
      etat: 'ACTIVE',
      forme_juridique: { code: '5599' },
      activite: { code_naf: '62.01Z' },
      categorie_entreprise: 'PME',
      tranche_effectif: { code: '12' },
      nombre_etablissements: 2,
    });
    expect(sa.siege?.adresse.ligne).toBe('12 bis avenue DES DONNEES OUVERTES, 75012 PARIS 12');
    const ei = await entreprise(SIREN.ei);
    expect(ei).toMatchObject({ denomination: 'DURANDAL LEON', personne_morale: false });
    const ceased = await entreprise(SIREN.ceased);
    expect(ceased).toMatchObject({ etat: 'RADIEE', date_radiation: '2019-12-31', nombre_etablissements_actifs: 0 });
    expect((await entreprise(SIREN.rev1)).activite.code_naf).toBeNull();
    expect((await entreprise(SIREN.quote)).denomination).toBe('LES AMIS, DU "VIEUX" PORT');
    expect((await entreprise(SIREN.purged)).etat).toBe('RADIEE');
  });

  it('never stores nor serves the name or street of a partially diffusible unit', async () => {
    for (const siren of [SIREN.eip, SIREN.o3]) {
      const e = await entreprise(siren);
      expect(e.diffusion_partielle).toBe(true);
      expect(e.denomination).toBeNull();
      expect(e.sigle).toBeNull();
    }
    const eip = await entreprise(SIREN.eip);
    expect(eip.siege?.adresse).toMatchObject({ numero_voie: null, type_voie: null, libelle_voie: null, ligne: '31000 TOULOUSE' });
    const stored = await t.db.query("select * from entreprise e join etablissement t on t.entreprise_id = e.id where e.diffusion_partielle");
    expect(JSON.stringify(stored)).not.toContain('[ND]');
  });

  it('makes imported companies searchable by name and sign', async () => {
    const byName = SearchResultsSchema.parse((await get(app, '/api/recherche/entreprises_etablissements?phrase=essais sirene')).body);
    expect(byName.items[0]?.numero_identification).toBe(SIREN.sa);
    const bySign = SearchResultsSchema.parse((await get(app, '/api/recherche/entreprises_etablissements?phrase=au pain dore')).body);
    expect(bySign.items[0]).toMatchObject({ numero_identification: SIREN.sas, matchedOn: ['sign'] });
  });

  it('refuses a file that is not a SIRENE stock file', async () => {
    const tmp = path.join(os.tmpdir(), `bad-${process.pid}-${kind}.csv`);
    fs.writeFileSync(tmp, 'a,b,c\n1,2,3\n');
    try {
      await expect(importSirene(t.db, { unitesLegales: tmp })).rejects.toThrow(/colonnes manquantes/);
    } finally {
      fs.rmSync(tmp);
    }
  });

  it('copies the head office place onto the company, and leaves no staging table behind', async () => {
    const [sa] = await t.db.query<Record<string, string>>('select siege_code_postal, siege_commune, siege_code_commune, departement from entreprise where siren = $1', [SIREN.sa]);
    expect(sa).toEqual({ siege_code_postal: '75012', siege_commune: 'PARIS 12', siege_code_commune: '75112', departement: '75' });
    // After the imports above, the refused file included.
    expect(await t.db.query("select relname from pg_class where relname like 'sirene\\_import\\_%' and relnamespace in (select oid from pg_namespace where nspname = any (current_schemas(false)))")).toEqual([]);
  });
});

describe('legal unit dates', () => {
  const unit = (dateCreationUniteLegale: string) => ({
    siren: SIREN.sa,
    statutDiffusionUniteLegale: 'O',
    etatAdministratifUniteLegale: 'A',
    categorieJuridiqueUniteLegale: '5710',
    dateCreationUniteLegale,
  });
  it.each(['2024-02-29', '2000-02-29', '1999-12-31', '2023-04-30'])('accepts %s', (d) => {
    expect(mapUniteLegale(unit(d))).toMatchObject({ date_creation: d });
  });
  it.each(['2023-02-29', '1900-02-29', '2023-04-31', '2023-13-01', '2023-00-10', '2023-01-00', '2023-1-10', ' 2023-01-10'])('rejects %s', (d) => {
    expect(mapUniteLegale(unit(d))).toBe('dateCreationUniteLegale invalide');
  });
});

/** A copy of a stock file with some fields of the rows of one identifier changed (unquoted rows only). */
function editedCopy(file: string, name: string, key: string, edits: Record<string, Record<string, string>>): string {
  const [header, ...lines] = fs.readFileSync(file, 'utf8').trimEnd().split('\n');
  const cols = header!.split(',');
  const out = lines.map((line) => {
    const fields = line.split(',');
    const change = edits[fields[cols.indexOf(key)]!];
    if (!change || line.includes('"')) return line;
    for (const [col, value] of Object.entries(change)) fields[cols.indexOf(col)] = value;
    return fields.join(',');
  });
  const tmp = path.join(os.tmpdir(), `${name}-${process.pid}.csv`);
  fs.writeFileSync(tmp, [header, ...out].join('\n') + '\n');
  return tmp;
}

describe.each(testBackends())('SIRENE re-import change events on %s', (kind) => {
  const t = useTestDatabase(kind);
  const files: string[] = [];
  afterAll(() => {
    for (const f of files) fs.rmSync(f, { force: true });
  });

  const events = () =>
    t.db.query<Record<string, unknown>>(
      `select e.siren, v.code, v.type_avis, v.ancienne_valeur, v.nouvelle_valeur, v.date_evenement::text as date_evenement, v.source
         from evenement_entreprise v join entreprise e on e.id = v.entreprise_id order by e.siren, v.code`,
    );

  it('records nothing on a first load', async () => {
    const r = await importSirene(t.db, { unitesLegales: UL35, etablissements: ET });
    expect(r.evenements).toBe(0);
    expect(await events()).toEqual([]);
  });

  it('records one event per changed field of a known company, with its old and new value', async () => {
    const ul = editedCopy(UL35, `ul-changes-${kind}`, 'siren', {
      [SIREN.sa]: { denominationUniteLegale: 'ESSAIS SIRENE ET DONNEES', activitePrincipaleUniteLegale: '62.02A', dateDebut: '2026-01-15' },
      [SIREN.sas]: { etatAdministratifUniteLegale: 'C', dateDebut: '2026-02-01' },
    });
    const et = editedCopy(ET, `et-changes-${kind}`, 'siret', {
      // The head office moves from Paris to the Lyon establishment.
      [`${SIREN.sa}00019`]: { etablissementSiege: 'false', dateDernierTraitementEtablissement: '2026-01-20T08:00:00' },
      [`${SIREN.sa}00027`]: { etablissementSiege: 'true', dateDernierTraitementEtablissement: '2026-01-20T08:00:00' },
      // Its address changes, on a day the file does not give.
      [`${SIREN.sas}00012`]: { numeroVoieEtablissement: '4' },
    });
    files.push(ul, et);
    const r = await importSirene(t.db, { unitesLegales: ul, etablissements: et });
    expect(r.fichiers.map((f) => f.evenements)).toEqual([3, 3]);
    expect(r.evenements).toBe(6);
    const [{ today }] = (await t.db.query<{ today: string }>(`select ${PARIS_TODAY}::text as today`)) as [{ today: string }];
    expect(await events()).toEqual([
      { siren: SIREN.sa, code: 'ACTIVITE', type_avis: 'RCS', ancienne_valeur: '62.01Z (Programmation informatique)', nouvelle_valeur: '62.02A (Conseil en systèmes et logiciels informatiques)', date_evenement: '2026-01-15', source: 'SIRENE' },
      { siren: SIREN.sa, code: 'ADRESSE_SIEGE', type_avis: 'RCS', ancienne_valeur: '12 bis avenue DES DONNEES OUVERTES, 75012 PARIS 12', nouvelle_valeur: '3 rue DE LA REPUBLIQUE, 69002 LYON 2EME', date_evenement: '2026-01-20', source: 'SIRENE' },
      { siren: SIREN.sa, code: 'DENOMINATION', type_avis: 'RCS', ancienne_valeur: 'SOCIETE DES ESSAIS SIRENE', nouvelle_valeur: 'ESSAIS SIRENE ET DONNEES', date_evenement: '2026-01-15', source: 'SIRENE' },
      { siren: SIREN.sa, code: 'SIEGE', type_avis: 'RCS', ancienne_valeur: `${SIREN.sa}00019`, nouvelle_valeur: `${SIREN.sa}00027`, date_evenement: '2026-01-20', source: 'SIRENE' },
      { siren: SIREN.sas, code: 'ADRESSE_SIEGE', type_avis: 'RCS', ancienne_valeur: '1 place DU MARCHE, 35000 RENNES', nouvelle_valeur: '4 place DU MARCHE, 35000 RENNES', date_evenement: today, source: 'SIRENE' },
      { siren: SIREN.sas, code: 'ETAT_ADMINISTRATIF', type_avis: 'RCS', ancienne_valeur: 'Active', nouvelle_valeur: 'Cessée', date_evenement: '2026-02-01', source: 'SIRENE' },
    ]);
    // Detection ran after the import: every event is marked detected.
    expect(r.detection.evenements).toBe(6);
    expect(await t.db.query('select id from evenement_entreprise where detecte_le is null')).toEqual([]);
  });

  it('records nothing when the same changed files are imported again', async () => {
    const r = await importSirene(t.db, { unitesLegales: files[0]!, etablissements: files[1]! });
    expect(r.evenements).toBe(0);
    expect(r.fichiers.every((f) => f.modifiees === 0 && f.inserees === 0)).toBe(true);
    expect(await events()).toHaveLength(6);
  });
});
