import { firstRecordCall } from './preload';

describe('firstRecordCall', () => {
  it('is the company of a company record or of its establishments list', () => {
    expect(firstRecordCall('/entreprise/boulangerie-dupont/552100554/42')).toBe('entreprises/42');
    expect(firstRecordCall('/liste_etablissements/boulangerie-dupont/552100554/42')).toBe('entreprises/42');
    // New Caledonia: a RIDET instead of a SIREN.
    expect(firstRecordCall('/entreprise/nickel-sa/1234567/8')).toBe('entreprises/8');
  });

  it('is the establishment, the executive or the registry of their records', () => {
    expect(firstRecordCall('/etablissement/boulangerie-dupont/55210055400013/7')).toBe('etablissements/7');
    expect(firstRecordCall('/dirigeant/dupont-jean/19')).toBe('personnes_physiques/19');
    expect(firstRecordCall('/fiche-greffe/ajaccio/2a01')).toBe('greffes/2A01');
  });

  it('is nothing for a malformed record URL, which the page answers with its 404', () => {
    expect(firstRecordCall('/entreprise/boulangerie-dupont/55210055/42')).toBeNull();
    expect(firstRecordCall('/entreprise/boulangerie-dupont/552100554/0')).toBeNull();
    expect(firstRecordCall('/etablissement/x/552100554/7')).toBeNull();
    expect(firstRecordCall('/dirigeant/dupont-jean/abc')).toBeNull();
    expect(firstRecordCall('/fiche-greffe/paris/75')).toBeNull();
  });

  it('is the document of a verification code, read in any case, and nothing for a malformed code', () => {
    expect(firstRecordCall('/verification-document/7KQ2-M4XP-9TR3-HW6D')).toBe('verification-document/7KQ2-M4XP-9TR3-HW6D');
    expect(firstRecordCall('/verification-document/7kq2-m4xp-9tr3-hw6d')).toBe('verification-document/7KQ2-M4XP-9TR3-HW6D');
    expect(firstRecordCall('/verification-document/7KQ2-M4XP')).toBeNull();
    expect(firstRecordCall('/verification-document')).toBeNull();
  });

  it('is nothing for the slug routes, which look the record up by number first', () => {
    expect(firstRecordCall('/entreprise/boulangerie-dupont-552100554')).toBeNull();
    expect(firstRecordCall('/entreprise-societe/boulangerie-dupont-552100554')).toBeNull();
  });
});
