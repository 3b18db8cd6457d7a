jest.setTimeout(180_000);
jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

import { testBackends } from '../../testing/databases';
import { useTestApp } from '../../testing/app';
import { pdfText } from '../../testing/pdfText';
import { sellerFromEnv } from '../orders/seller';
import { renderKbisPdf } from './kbisPdf';
import { kbisSnapshot } from './snapshot';

const NOUMEA = 'Greffe du tribunal mixte de commerce de Nouméa';

describe.each(testBackends())('Kbis of a New Caledonia company on %s', (kind) => {
  const t = useTestApp(kind, { companies: 0 });

  it('names its registry once, states its RIDET, and numbers a secondary establishment with its dotted rank', async () => {
    const [e] = await t.db.query<{ id: number }>("select id from entreprise where ridet = '1234567'");
    await t.db.query(
      `insert into etablissement (entreprise_id, rang, siege, code_naf, numero_voie, type_voie, libelle_voie, code_postal, commune, code_commune, departement, pays, date_creation)
       values ($1, '001', false, '03.11Z', '4', 'rue', 'du Port', '98800', 'Nouméa', '98818', '988', 'NOUVELLE-CALÉDONIE', '2020-03-02')`,
      [e!.id],
    );
    const data = await kbisSnapshot(t.db, e!.id, new Date('2026-05-04T08:00:00Z'), { code: 'ABCD-EFGH', url: 'https://example.test/verification-document/ABCD-EFGH' });
    expect(data!.greffe?.nom).toBe(NOUMEA);
    expect(data!.etablissements_secondaires.map((s) => s.numero)).toEqual(['1234567.001']);

    const text = await pdfText(await renderKbisPdf(data!, { seller: sellerFromEnv({}), verificationUrl: () => data!.url_verification }));
    expect(text.split(NOUMEA)).toHaveLength(2);
    expect(text).not.toMatch(/tribunal de commerce de Greffe/i);
    expect(text).toContain('RIDET 1234567');
    expect(text).toContain('1234567.001');
  });
});
