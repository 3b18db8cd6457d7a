/** @jest-environment node */
import path from 'node:path';
import { Linter } from 'eslint';
import pathLiterals, { matchingPattern, mayWritePaths, pathLiteralMessage, patternRegExp } from './pathLiterals.mjs';

const ROOT = path.resolve(__dirname, '..', '..');
const at = (file: string) => path.join(ROOT, file);

/** The messages of the rule on `code`, as if it were the file `file`. */
function problems(file: string, code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  const config = [
    {
      files: ['**/*.*'],
      plugins: { portail: pathLiterals },
      rules: { 'portail/path-literals': 'error' as const },
      languageOptions: { ecmaVersion: 2023 as const, sourceType: 'module' as const, parserOptions: { ecmaFeatures: { jsx: true } } },
    },
  ];
  return linter.verify(code, config, { filename: at(file) }).map((m) => m.message);
}

describe('the path literals rule', () => {
  it("flags a copy of a page's path, whichever app owns the page", () => {
    expect(problems('mf-search/src/features/links.js', "export const p = (id) => `/dirigeant/${'x'}/${id}`;")).toEqual([pathLiteralMessage('/dirigeant/:slug/:id')]);
    expect(problems('mf-basket/src/Checkout.jsx', 'export const A = () => <a href="/selection-compte-client">Choisir</a>;')).toEqual([pathLiteralMessage('/selection-compte-client')]);
    expect(problems('shell/src/auth.js', "navigate('/connexion?fenetre=bloquee');")).toEqual([pathLiteralMessage('/connexion')]);
    expect(problems('mf-search/src/Case.jsx', 'navigate(`/services/detail-affaire/${encodeURIComponent(n)}`);')).toEqual([pathLiteralMessage('/services/detail-affaire/:id')]);
    expect(problems('shared/src/ui/NotFound.jsx', "export const l = [{ href: '/kbis-documents/' }];")).toEqual([pathLiteralMessage('/kbis-documents')]);
    expect(problems('shell/src/Footer.jsx', 'export const f = (product) => `/mentions-legales-${product}`;')).toEqual([pathLiteralMessage('/mentions-legales-{product}')]);
    expect(problems('mf-records/src/x.js', "export const all = '/entreprise/dupont/552100554/1';")).toEqual([pathLiteralMessage('/entreprise/:slug/:siren/:id')]);
  });

  it('flags the home page only where a link is written, the slash being also the separator', () => {
    expect(problems('shared/src/ui/PageFrame.jsx', "export const c = [{ label: 'Accueil', href: '/' }];")).toEqual([pathLiteralMessage('/')]);
    expect(problems('mf-personal-space/src/x.jsx', 'export const A = () => <Link to="/">Accueil</Link>;')).toEqual([pathLiteralMessage('/')]);
    expect(problems('shell/src/session.js', "navigate('/');")).toEqual([pathLiteralMessage('/')]);
    expect(problems('shared/src/routing/routeTable.js', "export const s = (p) => p.split('/').join('/') || '/';")).toEqual([]);
  });

  it("leaves other paths, the manifests' readers, imports and server routes alone", () => {
    expect(problems('mf-search/src/x.js', "import routes from '@portail/shared/routing/routes/mf-search.json';\nexport const p = routes.caseDetail;")).toEqual([]);
    expect(problems('shared/src/http/client.js', "export const prefix = '/api'; export const a = '/auth/config'; export const m = '/mentions-legales';")).toEqual([]);
    expect(problems('mf-content/src/x.js', 'export const u = (dir) => `/${dir}/`; export const r = { path: "/:page" };')).toEqual([]);
    expect(problems('api/src/modules/users/formalityRoutes.js', "r.get('/formalites', {}, () => null);")).toEqual([]);
    expect(problems('shared/src/sandbox/layout.js', 'export const h = html`<link rel="icon" href="/">`;')).toEqual([]);
  });

  it('lets the manifests, the tests and the journeys through the running site write paths', () => {
    expect(mayWritePaths(at('shared/src/routing/routes/shell.json'))).toBe(true);
    expect(mayWritePaths(at('mf-search/src/features/links.test.ts'))).toBe(true);
    expect(mayWritePaths(at('mf-basket/src/testing/basketTest.tsx'))).toBe(true);
    expect(mayWritePaths(at('e2e/tests/search.spec.ts'))).toBe(true);
    expect(mayWritePaths(at('bench/lib/initialAssets.ts'))).toBe(true);
    expect(mayWritePaths(at('mf-search/src/features/links.ts'))).toBe(false);
    expect(mayWritePaths(at('shell/variants/common.ts'))).toBe(false);
    expect(mayWritePaths(at('api/src/modules/seo/robots.ts'))).toBe(false);
  });

  it('reads a manifest pattern as the paths it stands for', () => {
    expect(patternRegExp('/').test('/')).toBe(true);
    expect(patternRegExp('/tutoriels-videos/:slug?').test('/tutoriels-videos')).toBe(true);
    expect(patternRegExp('/entreprise/*').test('/entreprise')).toBe(true);
    expect(patternRegExp('/contact-{product}').test('/contact-registre')).toBe(true);
    expect(patternRegExp('/services/:slug').test('/services')).toBe(false);
    expect(matchingPattern('/services/recherche-gage-sans-depossession')).toBe('/services/recherche-gage-sans-depossession');
    expect(matchingPattern('//panier/#x')).toBe('/panier');
    expect(matchingPattern('panier')).toBeNull();
  });
});
