import { searchWording } from './wording';

describe('searchWording', () => {
  it('invites a RIDET in New Caledonia and a SIREN or SIRET elsewhere', () => {
    expect(searchWording('NC').label).toBe('Rechercher une entreprise, un dirigeant ou un RIDET');
    expect(searchWording('NC').placeholder).not.toMatch(/SIREN/);
    expect(searchWording(null).label).toBe('Rechercher une entreprise, un dirigeant, un SIREN ou un SIRET');
    expect(searchWording(undefined).identifiers).toBe('SIREN ou SIRET');
  });
});
