jest.setTimeout(180_000);
jest.mock('cookie', () => jest.requireActual('../../testing/cookie-shim'));

import { testBackends } from '../../testing/databases';
import { useTestApp } from '../../testing/app';
import { pdfText } from '../../testing/pdfText';
import { sellerFromEnv } from '../orders/seller';
import { renderKbisPdf } from './kbisPdf';
import { kbisSnapshot } from './snapshot';
import { TEST_ISSUER, expectNewCaledoniaDocument } from './testing';
import type { KbisData } from './types';

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
    // Issued at 08:00 UTC: 19:00 in Nouméa, the company's clock.
    expect(data!.territoire).toBe('NC');
    expect(text).toContain('à jour au 04/05/2026 à 19:00 (heure de Nouméa)');
    expect(text).not.toContain('heure de Paris');
    expect(text).not.toContain('TVA');
  });
});

/** A Kbis of `territoire`, issued at 2026-12-03T14:00Z: the 3rd at 15:00 in Paris, the 4th at 01:00 in Nouméa. */
function kbis(territoire: 'FR' | 'NC'): KbisData {
  const nc = territoire === 'NC';
  return {
    territoire,
    code_verification: 'ABCD-EFGH-JKLM-NPQR',
    url_verification: 'https://example.test/verification-document/ABCD-EFGH-JKLM-NPQR',
    emis_le: '2026-12-03T14:00:00.000Z',
    greffe: nc ? { code: '9881', nom: 'Greffe du tribunal mixte de commerce de Nouméa' } : { code: '7501', nom: 'Paris' },
    mention: nc ? 'RCS Nouméa 1234567' : '552 100 554 R.C.S. Paris',
    registre: nc ? 'Registre du commerce et des sociétés de Nouvelle-Calédonie' : 'Registre du commerce et des sociétés',
    entreprise: {
      id: 1,
      denomination: nc ? 'PACIFIQUE NICKEL SARL' : 'BOULANGERIE DUPONT',
      sigle: null,
      siren: nc ? null : '552100554',
      numero_identification: nc ? '1234567' : '552100554',
      personne_morale: true,
      forme_juridique: 'Société à responsabilité limitée (sans autre indication)',
      capital: nc ? { montant: 123_456_700, devise: 'XPF' } : { montant: 1_500_050, devise: 'EUR' },
      date_immatriculation: '2010-03-12',
      date_creation: '2010-03-01',
      date_radiation: null,
      duree: null,
      activite: 'Boulangerie et boulangerie-pâtisserie (NAF 10.71C)',
      siege: nc ? '4 rue du Port 98800 Nouméa' : '1 rue de la Paix 75002 Paris',
      date_debut_activite: '2010-03-01',
    },
    dirigeants: [{ role: 'Gérant', nom: 'MARTIN, Jeanne', detail: null, depuis: '2010-03-01' }],
    commissaires: [],
    etablissements_secondaires: [],
    mentions: [],
    procedures: [],
  };
}

describe('Kbis dates and amounts by territory', () => {
  it("dates a New Caledonia company's Kbis in Nouméa time, on Nouméa's day, with its capital in whole francs and no VAT", async () => {
    const text = await pdfText(await renderKbisPdf(kbis('NC'), TEST_ISSUER));
    expect(text).toContain('à jour au 04/12/2026 à 01:00 (heure de Nouméa)');
    expect(text).toContain('Délivré le 04/12/2026 à 01:00 (heure de Nouméa)');
    expect(text).toContain('Capital social 1 234 567 XPF');
    expectNewCaledoniaDocument(text);
  });

  it("dates a mainland company's Kbis in Paris time, with its capital in euros and cents", async () => {
    const text = await pdfText(await renderKbisPdf(kbis('FR'), TEST_ISSUER));
    expect(text).toContain('à jour au 03/12/2026 à 15:00 (heure de Paris)');
    expect(text).toContain('Délivré le 03/12/2026 à 15:00 (heure de Paris)');
    expect(text).toContain('Capital social 15 000,50 €');
    expect(text).not.toContain('Nouméa');
  });

  it('keeps Paris time for a snapshot taken before snapshots kept their territory', async () => {
    const { territoire: _none, ...older } = kbis('FR');
    const text = await pdfText(await renderKbisPdf(older, TEST_ISSUER));
    expect(text).toContain('à jour au 03/12/2026 à 15:00 (heure de Paris)');
  });
});
