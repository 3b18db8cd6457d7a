import { greffeTitle } from './pdfSections';

describe('greffeTitle', () => {
  it('names the registry office the same way whether or not its name already says it', () => {
    expect(greffeTitle({ nom: 'Paris' })).toBe('Greffe du tribunal de commerce de Paris');
    expect(greffeTitle({ nom: 'Greffe du tribunal de commerce de Lyon' })).toBe('Greffe du tribunal de commerce de Lyon');
    expect(greffeTitle({ nom: 'greffe du tribunal de commerce de Nantes' })).toBe('Greffe du tribunal de commerce de Nantes');
    expect(greffeTitle({ nom: 'Greffe du tribunal mixte de commerce de Nouméa' })).toBe('Greffe du tribunal mixte de commerce de Nouméa');
    expect(greffeTitle({ nom: 'Greffe de la chambre commerciale du tribunal judiciaire de Metz' })).toBe('Greffe de la chambre commerciale du tribunal judiciaire de Metz');
  });

  it('falls back when the office is not known', () => {
    expect(greffeTitle(null)).toBe('Greffe');
    expect(greffeTitle(null, 'Registre du commerce et des sociétés')).toBe('Registre du commerce et des sociétés');
  });
});
