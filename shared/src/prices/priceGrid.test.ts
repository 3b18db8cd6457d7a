import { priceGridCall, siteGridCode, startingPrice } from './priceGrid';
import { kbisArticle as article } from './testing';

describe('price grid', () => {
  it('is STANDARD in mainland France and STANDARD_NC in New Caledonia, by variant or by search boost', () => {
    expect(siteGridCode({ variant: 'fr', searchBoost: null })).toBe('STANDARD');
    expect(siteGridCode({ variant: 'nc', searchBoost: 'NC' })).toBe('STANDARD_NC');
    expect(siteGridCode({ searchBoost: 'NC' })).toBe('STANDARD_NC');
  });

  it('builds the path of a page of the grid', () => {
    expect(priceGridCall('STANDARD_NC', 100)).toEqual({ path: 'grilles_tarifaires/STANDARD_NC/syntheses_articles', params: { limit: 100, offset: 100 } });
  });

  it('starts an article at its electronic price, else at its cheapest format, else nothing', () => {
    const post = article({ diffusion: 'COURRIER', prix_ttc: 397 });
    expect(startingPrice({ items: [post, article({})] }, 'KBIS')?.prix_ttc).toBe(320);
    expect(startingPrice({ items: [post, article({ diffusion: 'COURRIER', prix_ttc: 500 })] }, 'KBIS')?.prix_ttc).toBe(397);
    expect(startingPrice({ items: [post] }, 'ACTE')).toBeNull();
  });
});
