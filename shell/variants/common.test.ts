/** @jest-environment node */
// Each site's menu leads only to pages that site has: an editorial page published on its territory
// (and, for a link to a section, a heading of that page), or a page of another app.
import path from 'node:path';
import { compileContent } from '../../mf-content/src/content/compile/compileContent';
import { appPathMatcher } from '../../mf-content/src/content/compile/appPaths';
import { isOnTerritory, type Territory } from '../../mf-content/src/content/model';
import { menuOf } from './common';

const isAppPath = appPathMatcher();
const { pages, errors } = compileContent({ dir: path.join(__dirname, '../../mf-content/content'), isAppPath });

/** Why a menu link leads nowhere on the territory's site; null when it leads to a page. */
function brokenOn(territory: Territory, href: string): string | null {
  const [pathname = '', anchor] = href.split('#');
  const target = pathname.replace(/(.)\/$/, '$1');
  const page = pages.find((p) => p.path === target);
  if (!page) return isAppPath(target) ? null : 'aucune page';
  if (!isOnTerritory(page, territory)) return `page absente du site ${territory}`;
  if (anchor && !page.toc.some((h) => h.id === anchor)) return `section #${anchor} absente`;
  return null;
}

describe('menus of the two sites', () => {
  it('compile their editorial pages', () => {
    expect(errors).toEqual([]);
  });

  it.each(['FR', 'NC'] as const)('link only to pages of the %s site', (territory) => {
    const links = menuOf(territory).flatMap((s) => [...s.links, s.seeAll]);
    expect(links.length).toBeGreaterThan(8);
    expect(links.map((l) => [l.href, brokenOn(territory, l.href)])).toEqual(links.map((l) => [l.href, null]));
  });

  it('lead New Caledonia to its own formalities, not to the mainland one-stop shop', () => {
    const formalities = menuOf('NC').find((s) => s.id === 'formalites')!;
    expect(formalities.seeAll.href).toBe('/formalites/nouvelle-caledonie');
    expect(menuOf('FR').find((s) => s.id === 'formalites')!.seeAll.href).toBe('/formalites');
  });
});
