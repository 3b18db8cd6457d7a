import { legacyRedirect } from './legacy';

describe('legacyRedirect', () => {
  const forward = 'https://formalites.example/';
  it('maps the legacy links of SPEC §2', () => {
    expect(legacyRedirect('/-/Lien/mmbId/123/mes-formalites.html', forward)).toEqual({
      kind: 'internal',
      path: '/espace-personnel/mes-formalites',
    });
    expect(legacyRedirect('/-/Lien/mmbId/123/infg-ft-formalites-imr-web/forward.xhtml', forward)).toEqual({
      kind: 'external',
      url: forward,
    });
  });
  it('ignores anything else', () => {
    expect(legacyRedirect('/-/Lien/mmbId/123/autre.html', forward)).toBeNull();
    expect(legacyRedirect('/-/Lien/mmbId/', forward)).toBeNull();
    expect(legacyRedirect('/espace-personnel', forward)).toBeNull();
  });
});
