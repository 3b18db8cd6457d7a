import { RouteTable, SHELL_ROUTES, fillPattern, matchPattern, normalisePath, expandPattern } from './routeTable';
import { SHELL_PAGES, routeOwnership } from './routes';
import type { RemoteName } from './routeTable';

const table = RouteTable.fromRegistry(
  Object.entries(routeOwnership()).map(([name, r]) => ({ name: name as RemoteName, routes: r })),
  { product: 'registre' },
);

describe('fillPattern', () => {
  it('gives the path of a page from its pattern, its values encoded', () => {
    expect(fillPattern('/espace-personnel/mes-commandes/mes-kbis-periodiques/:id', { id: 12 })).toBe('/espace-personnel/mes-commandes/mes-kbis-periodiques/12');
    expect(fillPattern('/a/:ref/b/:line', { ref: 'C 1/2', line: '7' })).toBe('/a/C%201%2F2/b/7');
    expect(fillPattern('/fiche/:slug/:page?', { slug: 'x' })).toBe('/fiche/x');
    expect(matchPattern('/a/:ref', fillPattern('/a/:ref', { ref: 'é/è' }))).toEqual({ ref: 'é/è' });
  });

  it('refuses a pattern whose required value is missing', () => {
    expect(() => fillPattern('/a/:id', {})).toThrow('« id »');
  });
});

describe('matchPattern', () => {
  it('matches literal, parameter and wildcard segments', () => {
    expect(matchPattern('/entreprise/:slug/:siren/:id', '/entreprise/dupont/552100554/12')).toEqual({
      slug: 'dupont',
      siren: '552100554',
      id: '12',
    });
    expect(matchPattern('/entreprise/*', '/entreprise/a/b')).toEqual({ '*': 'a/b' });
    expect(matchPattern('/entreprise/*', '/entreprise')).toEqual({ '*': '' });
    expect(matchPattern('/panier', '/panier/x')).toBeNull();
    expect(matchPattern('/services/:slug', '/services')).toBeNull();
    expect(matchPattern('/tutoriels-videos/:slug?', '/tutoriels-videos')).toEqual({});
  });

  it('decodes parameters and tolerates malformed escapes', () => {
    expect(matchPattern('/dirigeant/:slug/:id', '/dirigeant/l%C3%A9a/1')).toEqual({ slug: 'léa', id: '1' });
    expect(matchPattern('/dirigeant/:slug/:id', '/dirigeant/%E0%A4%A/1')).toEqual({ slug: '%E0%A4%A', id: '1' });
  });
});

describe('normalisePath', () => {
  // Query, hash, duplicate and trailing slashes are dropped; nothing left is the root.
  it.each([['/services/?a=1#x', '/services'], ['//kbis-documents//extrait/', '/kbis-documents/extrait'], ['', '/']])('normalises %p to %p', (path, normal) => {
    expect(normalisePath(path)).toBe(normal);
  });
});

describe('route ownership (SPEC §2)', () => {
  const cases: [string, string | null][] = [
    ['/', 'mf-content'],
    ['/connexion', 'shell'],
    ['/post-connexion', 'shell'],
    ['/404', 'shell'],
    ['/-/Lien/mmbId/42/mes-formalites.html', 'shell'],
    ['/services/', 'mf-content'],
    ['/services/surveillance', 'mf-content'],
    ['/services/recherche-gage-sans-depossession', 'mf-search'],
    ['/services/consulter-une-affaire', 'mf-search'],
    ['/services/detail-affaire/12', 'mf-search'],
    ['/formalites/telecharger-formulaires-formalites-entreprise/', 'mf-content'],
    ['/recherche-entreprise-dirigeant/resultats-de-recherche', 'mf-search'],
    ['/recherche-par-departement', 'mf-search'],
    ['/recherche-par-departement/75/47/47.11F', 'mf-search'],
    ['/entreprise/dupont/552100554/1', 'mf-records'],
    ['/fiche-greffe/paris/7501', 'mf-records'],
    ['/verification-document', 'mf-records'],
    ['/verification-document/7KQ2-M4XP-9TR3-HW6D', 'mf-records'],
    ['/panier', 'mf-basket'],
    ['/tarifs', 'mf-basket'],
    ['/espace-personnel/mes-factures', 'mf-personal-space'],
    ['/contact-registre', 'mf-content'],
    ['/mentions-legales-registre', 'mf-content'],
    ['/contact-autre', null],
    ['/panier/x', null],
    ['/inconnu', null],
  ];
  it.each(cases)('%s -> %s', (path, owner) => {
    expect(table.ownerOf(path)).toBe(owner);
  });

  it("gives the shell the pages of its own manifest, each of which it owns", () => {
    expect(SHELL_ROUTES).toEqual(Object.values(SHELL_PAGES));
    for (const pattern of SHELL_ROUTES) expect(table.resolve(pattern.replace('*', 'x'))?.pattern).toBe(pattern);
  });

  it('gives every pattern exactly one owner', () => {
    const seen = new Map<string, string>();
    for (const [name, list] of [...Object.entries(routeOwnership()), ['shell', SHELL_ROUTES] as const]) {
      for (const p of list) {
        expect(seen.get(p)).toBeUndefined();
        seen.set(p, name);
      }
    }
  });

  it('expands variant placeholders', () => {
    expect(expandPattern('/contact-{product}', { product: 'nouvelle-caledonie' })).toBe('/contact-nouvelle-caledonie');
    expect(expandPattern('/x-{unknown}', {})).toBe('/x-{unknown}');
  });
});
