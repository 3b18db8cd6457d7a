/** @jest-environment node */
// The home page's task cards lead, on each site, to pages that site publishes.
import { siteContent } from '../../content/testing';
import { appPathMatcher } from '../../content/compile/appPaths';
import { TERRITORIES, isOnTerritory } from '../../content/model';
import { HOME_TASKS } from './tasks';

const isAppPath = appPathMatcher();

describe('home tasks', () => {
  it.each(TERRITORIES)('of the %s site lead to its pages', (territory) => {
    for (const task of HOME_TASKS[territory]) {
      // An editorial page (or the site's own version of it), else a page of another app.
      const versions = siteContent().pages.filter((p) => p.path === task.href);
      expect([task.href, versions.length ? versions.some((p) => isOnTerritory(p, territory)) : isAppPath(task.href)]).toEqual([task.href, true]);
    }
  });
});
