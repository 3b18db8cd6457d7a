import { TAX_WORDING, taxRateLabel, taxWording } from './tax';

describe('the tax wording of each territory', () => {
  it('speaks of VAT on the mainland', () => {
    expect(taxRateLabel('FR', 20)).toBe('TVA (20\u00A0%)');
    expect(taxWording('FR').notChargedLine).toBe('TVA non applicable');
    expect(taxWording('FR').vatNumberLabel).toBe('N° TVA intracommunautaire');
  });

  it('speaks of the TGC in New Caledonia, never of VAT, and states no more than the price grid establishes', () => {
    const nc = taxWording('NC');
    expect(nc.name).toBe('TGC');
    expect(taxRateLabel('NC', 11)).toBe('TGC (11\u00A0%)');
    expect(nc.notChargedLine).toBe('TGC : non facturée');
    expect(nc.notChargedNote).toContain("n'a pas été vérifiée");
    expect(nc.vatNumberLabel).toBeNull();
    expect(JSON.stringify(TAX_WORDING.NC)).not.toMatch(/TVA|valeur ajoutée/);
  });
});
