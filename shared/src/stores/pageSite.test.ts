/** @jest-environment node */
import { renderSite, withServerScope, type ServerRenderScope } from '../remote/serverData';
import { VARIANTS } from '../site/variants';
import { siteStore } from './stores';
import { pageSite } from './useSite';

const scopeFor = (variant: 'fr' | 'nc'): ServerRenderScope => ({
  site: renderSite({ origin: 'https://exemple.fr', searchBoost: VARIANTS[variant].searchBoost, variant }),
  answers: new Map(),
  head: { jsonLd: [] },
});

describe('pageSite on a server', () => {
  it("reads the site of the render pass under way, whatever the site store holds", () => {
    siteStore.setState({ variant: 'fr', product: 'registre', siteName: VARIANTS.fr.siteName, searchBoost: null });
    const nc = withServerScope(scopeFor('nc'), () => pageSite());
    expect(nc).toMatchObject({ variant: 'nc', product: VARIANTS.nc.product, siteName: VARIANTS.nc.siteName, searchBoost: VARIANTS.nc.searchBoost });
    expect(withServerScope(scopeFor('fr'), () => pageSite().siteName)).toBe(VARIANTS.fr.siteName);
  });

  it('refuses to answer outside a render pass rather than give the site store’s site', () => {
    expect(() => pageSite()).toThrow('Site de la page lu hors d’un rendu');
  });
});
