jest.setTimeout(300_000);
jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

// The public facts of a verification code name the company by its number in its own scheme: a
// document issued on the New Caledonia site for a company that has no SIREN carries its RIDET.
import { VerificationDocumentSchema, VisualisationsSchema } from '@portail/shared/api';
import { TERRITORY_HEADER } from '@portail/shared/http/territory';
import { ManualClock } from '../../jobs/queue';
import { testBackends } from '../../testing/databases';
import { DANONE_SIREN, useCommerce, type Customer } from '../../testing/commerce';

const NC = { [TERRITORY_HEADER]: 'NC' };

describe.each(testBackends())('verification of an issued document on %s', (kind) => {
  const clock = new ManualClock();
  const s = useCommerce(kind, { clock });

  /** A Kbis of `company` ordered and paid on the site of `headers`, issued: its verification code. */
  async function issuedKbis(c: Customer, company: number, headers: Record<string, string>): Promise<string> {
    expect((await s.call(c.token, 'POST', '/paniers', { type: 'KBIS', id_entreprise: company }, headers)).status).toBe(201);
    const order = await s.orderPaidByCard(c, {}, headers);
    await s.app.jobs.runDue();
    const docs = await s.call(c.token, 'GET', `/commandes/${order.reference}/visualisations`, undefined, headers);
    expect(docs.status).toBe(200);
    const [doc] = VisualisationsSchema.parse(docs.body);
    expect(doc?.code_verification).toEqual(expect.any(String));
    return doc!.code_verification!;
  }


  it('names a New Caledonian company by its RIDET, a mainland one by its SIREN', async () => {
    const [nc] = await s.db.query<{ id: number; ridet: string }>(
      "select id, ridet from entreprise where territoire = 'NC' and siren is null and ridet is not null and not diffusion_partielle order by id limit 1",
    );
    expect(nc).toBeDefined();
    const c = await s.customer('Alice');

    const ncCode = await issuedKbis(c, nc!.id, NC);
    const ncDoc = VerificationDocumentSchema.parse((await s.call(null, 'GET', `/verification-document/${ncCode}`)).body);
    expect(ncDoc.entreprise).toMatchObject({ id: nc!.id, siren: null, numero_identification: nc!.ridet, type_identification: 'RIDET' });

    const frCode = await issuedKbis(c, s.danone, {});
    const frDoc = VerificationDocumentSchema.parse((await s.call(null, 'GET', `/verification-document/${frCode}`)).body);
    expect(frDoc.entreprise).toMatchObject({ id: s.danone, siren: DANONE_SIREN, numero_identification: DANONE_SIREN, type_identification: 'SIREN' });
  });
});
