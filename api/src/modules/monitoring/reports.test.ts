import type { Queryable } from '../../db/types';
import { pdfText } from '../../testing/pdfText';
import { TEST_SELLER } from '../../testing/orderDocuments';
import { surveillancesReport, type ReportContext } from './reports';

/** An account without the monitoring offer: its report lists nothing and reads no table. */
function context(territory?: 'FR' | 'NC'): ReportContext {
  const db = { query: () => Promise.reject(new Error('aucune lecture attendue')) } as unknown as Queryable;
  return { db, account: { id: 1, numero_client: 'C0001234', nom: 'ACME INDUSTRIES', abonne: false }, seller: TEST_SELLER, now: new Date('2026-12-03T14:00:00Z'), territory };
}

describe('monitoring reports', () => {
  it('are dated in Nouméa time when asked from New Caledonia', async () => {
    const text = await pdfText((await surveillancesReport(context('NC'), 'pdf')).bytes);
    expect(text).toContain('Édité le 04/12/2026 à 01:00 (heure de Nouméa)');
    expect(text).not.toContain('heure de Paris');
  });

  it('are dated in Paris time on the mainland, and when no territory is named', async () => {
    for (const territory of ['FR', undefined] as const) {
      const text = await pdfText((await surveillancesReport(context(territory), 'pdf')).bytes);
      expect(text).toContain('Édité le 03/12/2026 à 15:00 (heure de Paris)');
    }
  });
});
