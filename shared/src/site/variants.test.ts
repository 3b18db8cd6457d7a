import { DEFAULT_VARIANT, isSearchBoost, isVariantId, SITE_PRODUCTS, siteVariant, VARIANT_IDS, VARIANTS } from './variants';

describe('variants of the portal', () => {
  it('names each site by its key, and no two sites share a product slug, a search boost or a price grid', () => {
    for (const id of VARIANT_IDS) expect(VARIANTS[id].id).toBe(id);
    expect(new Set(SITE_PRODUCTS).size).toBe(VARIANT_IDS.length);
    const boosts = VARIANT_IDS.map((id) => VARIANTS[id].searchBoost).filter((b) => b !== null);
    expect(new Set(boosts).size).toBe(boosts.length);
    expect(new Set(VARIANT_IDS.map((id) => VARIANTS[id].priceGrid)).size).toBe(VARIANT_IDS.length);
  });

  it('knows the variants and their search boosts, nothing else', () => {
    expect(VARIANT_IDS).toEqual(['fr', 'nc']);
    expect(isVariantId('nc')).toBe(true);
    for (const other of ['', 'NC', 'be', 'toString', 'hasOwnProperty', null, undefined, 1]) expect(isVariantId(other)).toBe(false);
    expect(isSearchBoost('NC')).toBe(true);
    for (const other of [null, undefined, '', 'nc', 'FR', 'fr']) expect(isSearchBoost(other)).toBe(false);
  });

  it('finds the site of a page by its variant or its search boost, else the mainland site', () => {
    expect(DEFAULT_VARIANT).toBe('fr');
    expect(siteVariant({ variant: 'nc', searchBoost: 'NC' }).id).toBe('nc');
    expect(siteVariant({ variant: 'nc', searchBoost: null }).id).toBe('nc');
    // A server render the shell gave no variant: the store's default variant, the request's boost.
    expect(siteVariant({ variant: 'fr', searchBoost: 'NC' }).id).toBe('nc');
    expect(siteVariant({ searchBoost: 'NC' }).id).toBe('nc');
    expect(siteVariant({ variant: 'fr', searchBoost: null }).id).toBe('fr');
    expect(siteVariant({ variant: 'xx' }).id).toBe('fr');
    expect(siteVariant({}).id).toBe('fr');
  });
});
