import { Readable } from 'node:stream';
import { readCsv, type CsvRecord } from './csv';

async function all(chunks: (string | Buffer)[]): Promise<CsvRecord[]> {
  const out: CsvRecord[] = [];
  for await (const batch of readCsv(Readable.from(chunks))) out.push(...batch);
  return out;
}

describe('readCsv', () => {
  it('reads plain lines, LF and CRLF, and drops the BOM', async () => {
    const r = await all(['\uFEFFsiren,nom\r\n123,A\n456,B']);
    expect(r.map((x) => x.fields)).toEqual([['siren', 'nom'], ['123', 'A'], ['456', 'B']]);
    expect(r.map((x) => x.line)).toEqual([1, 2, 3]);
  });

  it('unquotes fields, doubled quotes and quoted commas and line breaks', async () => {
    const r = await all(['a,b,c\n"x, y","dit ""Bob""",z\n"deux\nlignes",,fin\nlast,1,2\n']);
    expect(r.map((x) => x.fields)).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'dit "Bob"', 'z'],
      ['deux\nlignes', '', 'fin'],
      ['last', '1', '2'],
    ]);
    expect(r.map((x) => x.line)).toEqual([1, 2, 3, 5]);
  });

  it('is not confused by chunk boundaries inside fields, quotes, CRLF or multi-byte characters', async () => {
    const text = 'nom,ville\r\n"Société ""Élan""",Orléans\r\nCafé,"Saint-\r\nÉtienne"\r\nfin,ok';
    const bytes = Buffer.from(text, 'utf8');
    const expected = [['nom', 'ville'], ['Société "Élan"', 'Orléans'], ['Café', 'Saint-\r\nÉtienne'], ['fin', 'ok']];
    for (let size = 1; size <= 7; size++) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      const r = await all(chunks);
      expect(r.map((x) => x.fields)).toEqual(expected);
    }
  });

  it('keeps an unterminated last record', async () => {
    const r = await all(['a,b\n"ouvert,1']);
    expect(r.map((x) => x.fields)).toEqual([['a', 'b'], ['ouvert,1']]);
  });
});
