import { pdfText } from '../../testing/pdfText';
import { renderAccountsPdf } from './accountsPdf';
import { TEST_ISSUER, expectNewCaledoniaDocument } from './testing';
import type { AccountsData } from './types';

/** Accounts of a company of `territoire`, issued at 2026-12-03T14:00Z: 15:00 in Paris, the 4th at 01:00 in Nouméa. */
function accounts(territoire: 'FR' | 'NC'): AccountsData {
  const nc = territoire === 'NC';
  return {
    territoire,
    emis_le: '2026-12-03T14:00:00.000Z',
    greffe: nc ? { code: '9881', nom: 'Greffe du tribunal mixte de commerce de Nouméa' } : { code: '7501', nom: 'Paris' },
    entreprise: { denomination: 'PACIFIQUE NICKEL SARL', siren: nc ? null : '552100554', forme_juridique: null, siege: null, devise: nc ? 'XPF' : 'EUR' },
    comptes: { date_cloture: '2025-12-31', date_depot: '2026-06-30', type: 'COMPLETS', duree_mois: 12 },
    figures: nc ? { chiffre_affaires: 4_567_890_000, resultat: -123_456_700, effectif: 42 } : { chiffre_affaires: 38_279_012, resultat: 1_234_599, effectif: 42 },
  };
}

describe('renderAccountsPdf', () => {
  it("prints a New Caledonia company's figures in whole CFP francs, issued in Nouméa time, and no VAT", async () => {
    const text = await pdfText(await renderAccountsPdf(accounts('NC'), TEST_ISSUER));
    expect(text).toContain('45 678 900 XPF');
    expect(text).toContain('-1 234 567 XPF');
    expect(text).toContain('Délivré le 04/12/2026 à 01:00 (heure de Nouméa)');
    expectNewCaledoniaDocument(text);
  });

  it("prints a mainland company's figures in euros and cents, issued in Paris time", async () => {
    const text = await pdfText(await renderAccountsPdf(accounts('FR'), TEST_ISSUER));
    expect(text).toContain('382 790,12 €');
    expect(text).toContain('12 345,99 €');
    expect(text).toContain('Délivré le 03/12/2026 à 15:00 (heure de Paris)');
  });
});
