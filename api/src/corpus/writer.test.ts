jest.setTimeout(60_000);

import { type TestDatabase, openTestDatabase, testBackends } from '../testing/databases';
import { type Col, copyText, sqlType } from './writer';

const COLS: readonly Col[] = [
  ['id', 'int'],
  ['nom', 'text'],
  ['actif', 'bool'],
  ['cree', 'date'],
  ['montant', 'bigint'],
  ['enseignes', 'text[]'],
  ['evenements', 'jsonb'],
];

/** Text that COPY's format must escape, and the array and JSON syntax it must keep. */
const ROWS = [
  { id: 1, nom: 'Tab\there, new\nline, CR\r, back\\slash, \\N literally', actif: true, cree: '2024-02-29', montant: 9_007_199_254_740_991, enseignes: ['A "quoted" sign', 'back\\slash', 'comma, inside', '{braces}'], evenements: [{ a: 'x\ty', b: null }] },
  { id: 2, nom: null, actif: false, cree: null, montant: null, enseignes: [], evenements: null },
  { id: 3, nom: '', actif: true, cree: '1900-01-01', montant: -5, enseignes: ['NULL', ''], evenements: { k: 'ü€' } },
];

describe.each(testBackends())('COPY text rows on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    await t.db.exec(`create table copie (${COLS.map(([n, ty]) => `${n} ${sqlType(ty)}`).join(', ')})`);
  });
  afterAll(() => t?.dispose());

  it('round-trips every column type and character that COPY escapes', async () => {
    await t.db.copyFrom('copie', COLS.map(([n]) => n), copyText(COLS, ROWS));
    const back = await t.db.query('select id, nom, actif, cree::text as cree, montant, enseignes, evenements from copie order by id');
    expect(back).toEqual(ROWS);
  });

  it('fails the whole COPY on a malformed row, writing none of it', async () => {
    const before = await t.db.query('select count(*)::int as n from copie');
    await expect(t.db.copyFrom('copie', ['id', 'nom'], '10\tfine\nnot-a-number\tbad\n')).rejects.toThrow(/integer|entier/i);
    expect(await t.db.query('select count(*)::int as n from copie')).toEqual(before);
  });
});
