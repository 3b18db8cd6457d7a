import { test, expect } from '@playwright/test';
import { menuOf } from '../../shell/variants/common';
import { VARIANTS, VARIANT_IDS } from '@portail/shared/site/variants';

// Each site's menu leads only to pages that site publishes: an editorial page valid on its
// territory (and, for a link to a section, that section), or a page of another app. Asked of the
// real shells, as a visitor's browser would ask.

const base = Number(process.env.PORT_BASE || 0);
const ORIGINS = { fr: `http://localhost:${8080 + base}`, nc: `http://localhost:${8081 + base}` } as const;

for (const site of VARIANT_IDS) {
  test(`the ${site} menu leads only to pages of its own site`, async ({ request }) => {
    test.setTimeout(120_000);
    const links = menuOf(VARIANTS[site].territory).flatMap((section) => [...section.links, section.seeAll]);
    expect(links.length).toBeGreaterThan(8);
    const broken: string[] = [];
    for (const { href } of links) {
      const [pathname = '', anchor] = href.split('#');
      // A render past the shell's deadline comes back bare, its sections unseen: asked again then.
      let status = 0;
      let html = '';
      for (let attempt = 0; attempt < 3 && !html.includes('data-server-rendered'); attempt++) {
        const res = await request.get(`${ORIGINS[site]}${pathname}`, { headers: { Accept: 'text/html' } });
        status = res.status();
        html = await res.text();
        if (status !== 200) break;
      }
      if (status !== 200) broken.push(`${href} : ${status}`);
      else if (anchor && !html.includes(`id="${anchor}"`)) broken.push(`${href} : section absente`);
    }
    expect(broken).toEqual([]);
  });
}
