// The documents of the OpenSearch index as read from the database: a full load reads them by
// ranges of ids, the drain of the outbox by numbers; both reads must give the same documents.
jest.setTimeout(120_000);

import { seedCorpus } from '../../../corpus/seed';
import { TEST_SEED } from '../../../testing/app';
import { openTestDatabase, testBackends, type TestDatabase } from '../../../testing/databases';
import { type VersionedDocument, readDocuments } from './opensearchIndex';

const COMPANIES = 60;

describe.each(testBackends())('the documents of the OpenSearch index on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    await seedCorpus(t.db, { companies: COMPANIES, seed: TEST_SEED });
  });
  afterAll(() => t?.dispose());

  it('are the same read by numbers as read by ranges of ids', async () => {
    const [{ lo, hi } = { lo: 1, hi: 0 }] = await t.db.query<{ lo: number; hi: number }>('select min(id) as lo, max(id) as hi from entreprise');
    const byRanges: VersionedDocument[] = [];
    for (let from = lo; from <= hi; from += 7) byRanges.push(...(await readDocuments(t.db, { from, to: from + 6 })));
    const numbers = byRanges.map((d) => d.doc.numero_identification);
    const byNumbers = await readDocuments(t.db, { numbers: [...numbers].reverse() });

    expect(byRanges).toHaveLength(COMPANIES);
    expect(byNumbers).toEqual(byRanges);
    // The corpus holds what the documents aggregate, so the comparison covers it.
    const docs = byRanges.map((d) => d.doc);
    expect(docs.some((d) => d.nb_etablissements > 1)).toBe(true);
    expect(docs.some((d) => d.enseignes.length > 0)).toBe(true);
    expect(docs.some((d) => d.dirigeants.length > 1)).toBe(true);
  });

  it('count establishments, name the head office and list current executives as the tables hold them', async () => {
    const [company] = await t.db.query<{ id: number; numero: string }>(
      `select e.id, e.numero_identification as numero from entreprise e
        where (select count(*) from etablissement t where t.entreprise_id = e.id) > 1
          and exists (select 1 from fonction f where f.entreprise_id = e.id and f.nature = 'DIRIGEANT' and f.date_fin is null and f.personne_id is not null)
          and not e.diffusion_partielle
        order by e.id limit 1`,
    );
    const [read] = await readDocuments(t.db, { numbers: [company!.numero] });
    const doc = read!.doc;
    const establishments = await t.db.query<{ siret: string; siege: boolean }>(
      'select siret, siege from etablissement where entreprise_id = $1 order by siege desc, actif desc, id',
      [company!.id],
    );
    expect(doc.nb_etablissements).toBe(establishments.length);
    expect(doc.siret_siege).toBe(establishments[0]!.siege ? establishments[0]!.siret : null);
    const people = await t.db.query<{ name: string }>(
      `select concat_ws(' ', p.prenoms, p.nom) as name from fonction f join personne p on p.id = f.personne_id
        where f.entreprise_id = $1 and f.nature = 'DIRIGEANT' and f.date_fin is null`,
      [company!.id],
    );
    for (const { name } of people) expect(doc.dirigeants).toContain(name);
  });

  it('are none for numbers and ranges that name no company', async () => {
    expect(await readDocuments(t.db, { numbers: ['000000000'] })).toEqual([]);
    expect(await readDocuments(t.db, { from: -10, to: 0 })).toEqual([]);
  });
});
