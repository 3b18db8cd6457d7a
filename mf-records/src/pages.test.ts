// The first calls each record page's loader makes: the record itself, which every section waits for.
import { waitFor } from '@testing-library/react';
import { mockFetch, servePerTest } from '@portail/shared/testing/fetchMock';
import { RECORD_PAGES } from './pages';

const serve = servePerTest(mockFetch);

/**
 * The API paths the page at `pathname` asks for first (the API answering 404 to all, the loader
 * goes no further), the price grid of the order panel aside; null when it asks for nothing.
 */
async function firstRecordCall(pathname: string): Promise<string | null> {
  const api = serve(() => undefined);
  RECORD_PAGES.preload({ pathname, search: '' }, { variant: 'fr', product: 'registre', searchBoost: null });
  const records = () => api.calls.filter((c) => !c.path.startsWith('grilles_tarifaires/')).map((c) => c.path);
  // Calls start at once; a tick lets fetch be reached.
  await waitFor(() => expect(records().length).toBeLessThanOrEqual(1));
  await new Promise((resolve) => setTimeout(resolve, 0));
  const paths = records();
  expect(paths.length).toBeLessThanOrEqual(1);
  return paths[0] ?? null;
}

describe('first call of a record page', () => {
  it('is the company of a company record or of its establishments list', async () => {
    expect(await firstRecordCall('/entreprise/boulangerie-dupont/552100554/42')).toBe('entreprises/42');
    expect(await firstRecordCall('/liste_etablissements/boulangerie-dupont/552100554/42')).toBe('entreprises/42');
    // New Caledonia: a RIDET instead of a SIREN.
    expect(await firstRecordCall('/entreprise/nickel-sa/1234567/8')).toBe('entreprises/8');
  });

  it('is the establishment, the executive or the registry of their records', async () => {
    expect(await firstRecordCall('/etablissement/boulangerie-dupont/55210055400013/7')).toBe('etablissements/7');
    expect(await firstRecordCall('/dirigeant/dupont-jean/19')).toBe('personnes_physiques/19');
    expect(await firstRecordCall('/fiche-greffe/ajaccio/2a01')).toBe('greffes/2A01');
  });

  it('is nothing for a malformed record URL, which the page answers with its 404', async () => {
    expect(await firstRecordCall('/entreprise/boulangerie-dupont/55210055/42')).toBeNull();
    expect(await firstRecordCall('/entreprise/boulangerie-dupont/552100554/0')).toBeNull();
    expect(await firstRecordCall('/etablissement/x/552100554/7')).toBeNull();
    expect(await firstRecordCall('/dirigeant/dupont-jean/abc')).toBeNull();
    expect(await firstRecordCall('/fiche-greffe/paris/75')).toBeNull();
  });

  it('is the document of a verification code, read in any case, and nothing for a malformed code', async () => {
    expect(await firstRecordCall('/verification-document/7KQ2-M4XP-9TR3-HW6D')).toBe('verification-document/7KQ2-M4XP-9TR3-HW6D');
    expect(await firstRecordCall('/verification-document/7kq2-m4xp-9tr3-hw6d')).toBe('verification-document/7KQ2-M4XP-9TR3-HW6D');
    expect(await firstRecordCall('/verification-document/7KQ2-M4XP')).toBeNull();
    expect(await firstRecordCall('/verification-document')).toBeNull();
  });

  it('is the lookup by number for the slug routes, and nothing for a slug without a number', async () => {
    expect(await firstRecordCall('/entreprise/boulangerie-dupont-552100554')).toBe('entreprises');
    expect(await firstRecordCall('/entreprise-societe/boulangerie-dupont-552100554')).toBe('entreprises');
    expect(await firstRecordCall('/etablissement/boulangerie-dupont-55210055400013')).toBe('etablissements');
    expect(await firstRecordCall('/dirigeant/dupont-jean-19')).toBe('personnes_physiques/19');
    expect(await firstRecordCall('/entreprise/boulangerie-dupont')).toBeNull();
  });
});
