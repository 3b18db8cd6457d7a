import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The page heading rendered by the owner of the current route. */
export async function expectOwnerHeading(page: Page, owner: string, heading?: RegExp) {
  const h1 = page.locator(`main [data-remote="${owner}"] h1`).first();
  await expect(h1).toBeVisible();
  if (heading) await expect(h1).toHaveText(heading);
  // Exactly one owner renders into the main area.
  const filled = await page.locator('main [data-remote]').evaluateAll((els) =>
    els.filter((e) => e.querySelector('h1')).map((e) => e.getAttribute('data-remote')),
  );
  expect(filled).toEqual([owner]);
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/** The outbox viewer of the embedded default: loopback only, on its own port, never through a shell. */
export const OUTBOX_URL = `http://localhost:${8025 + Number(process.env.PORT_BASE || 0)}/outbox`;
