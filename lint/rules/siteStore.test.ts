/** @jest-environment node */
import path from 'node:path';
import { Linter } from 'eslint';
import siteStore, { SITE_STORE_MESSAGE, mayReadSiteStore } from './siteStore.mjs';

const ROOT = path.resolve(__dirname, '..', '..');
const at = (file: string) => path.join(ROOT, file);

/** The messages of the rule on `code`, as if it were the file `file`. */
function problems(file: string, code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  const config = [{ files: ['**/*.*'], plugins: { portail: siteStore }, rules: { 'portail/site-store': 'error' as const }, languageOptions: { ecmaVersion: 2023 as const, sourceType: 'module' as const } }];
  return linter.verify(code, config, { filename: at(file) }).map((m) => m.message);
}

describe('the site store rule', () => {
  it("flags a remote's module that reads the site store, however it gets it", () => {
    expect(problems('mf-search/src/api/searchApi.js', "import { siteStore } from '@portail/shared';\nexport const boost = () => siteStore.getState().searchBoost;")).toEqual([
      SITE_STORE_MESSAGE,
      SITE_STORE_MESSAGE,
    ]);
    expect(problems('mf-basket/src/features/prices/api.js', "import { siteStore as site } from '@portail/shared';\nexport const grid = () => site.getState();")).toEqual([SITE_STORE_MESSAGE]);
    expect(problems('mf-records/src/record/api.js', "import * as shared from '@portail/shared';\nexport const s = () => shared.siteStore.getState();")).toEqual([SITE_STORE_MESSAGE]);
    expect(problems('shared/src/remote/renderRemote.js', "import { defineStore } from '../stores/registry';\nexport const s = defineStore('site', () => ({}));")).toEqual([SITE_STORE_MESSAGE]);
  });

  it('flags the shared code the server renders with', () => {
    expect(problems('shared/src/remote/pageRoutes.js', "import { siteStore } from '@portail/shared';")).toEqual([SITE_STORE_MESSAGE]);
    expect(problems('shared/src/ui/NotFound.js', "import { siteStore } from '../stores/stores';")).toEqual([SITE_STORE_MESSAGE]);
  });

  it('lets the site be read through useSite and pageSite', () => {
    expect(problems('mf-search/src/api/searchApi.js', "import { pageSite, useSite } from '@portail/shared';\nexport const boost = () => pageSite().searchBoost;")).toEqual([]);
    expect(problems('mf-content/src/x.js', "import { defineStore } from '@portail/shared';\nexport const s = defineStore('toasts', () => ({}));")).toEqual([]);
  });

  it('leaves the store to its definition, its one reader, the browser shell and the tests', () => {
    expect(mayReadSiteStore(at('shared/src/stores/stores.ts'))).toBe(true);
    expect(mayReadSiteStore(at('shared/src/stores/useSite.ts'))).toBe(true);
    expect(mayReadSiteStore(at('shell/src/bootstrap.tsx'))).toBe(true);
    expect(mayReadSiteStore(at('mf-basket/src/features/prices/PricesPage.test.tsx'))).toBe(true);
    expect(mayReadSiteStore(at('mf-basket/src/testing/basket.ts'))).toBe(true);
    expect(mayReadSiteStore(at('shared/src/remote/testing.tsx'))).toBe(true);
    expect(mayReadSiteStore(at('shared/src/stores/registry.ts'))).toBe(false);
    expect(mayReadSiteStore(at('shared/src/remote/renderRemote.tsx'))).toBe(false);
    expect(mayReadSiteStore(at('mf-content/src/features/editorial/ContentFrame.tsx'))).toBe(false);
  });
});
