import { test, expect, type Page, type Route } from '@playwright/test';
import { expectOwnerHeading } from './helpers';

// When one remote's server is down, hangs or answers 500, the header, the footer and the other
// remotes keep working, and "Réessayer" recovers once the remote is back.

const CONTENT_ORIGIN = `http://localhost:${3005 + Number(process.env.PORT_BASE || 0)}`;

type Fault = 'down' | 'hang' | '500';

async function breakRemote(page: Page, fault: Fault) {
  const handler = async (route: Route) => {
    if (fault === 'down') return route.abort('connectionrefused');
    if (fault === '500') return route.fulfill({ status: 500, body: 'Internal Server Error' });
    // 'hang': its scripts and manifest never answer. Its stylesheet still does: a remote whose
    // server hangs altogether cannot render on the server either, and the shell's server then
    // sends its plain page, which links no stylesheet of the remote.
    if (route.request().url().endsWith('.css')) return route.continue();
    return new Promise<void>(() => undefined);
  };
  await page.route(`${CONTENT_ORIGIN}/**`, handler);
  return () => page.unroute(`${CONTENT_ORIGIN}/**`, handler);
}

for (const fault of ['down', 'hang', '500'] as const) {
  test(`mf-content ${fault}: the rest of the site keeps working and Réessayer recovers`, async ({ page }) => {
    test.setTimeout(90_000);
    const restore = await breakRemote(page, fault);
    // The page arrives rendered by the remote's server; its scripts then fail in the browser.
    await page.goto('/');
    const content = page.locator('main [data-remote="mf-content"]');
    await expect(content.getByRole('heading', { level: 1, name: 'Une erreur est survenue' })).toBeVisible({ timeout: 45_000 });
    await expect(content.getByText('Le module « Contenus » est momentanément indisponible.')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Une erreur est survenue' }).first()).toBeVisible();

    // The chrome and the other remotes still work.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Tarifs' }).click();
    await expectOwnerHeading(page, 'mf-basket', /Tarifs/);
    await page.goBack();
    await expect(content.getByRole('button', { name: 'Réessayer' })).toBeVisible({ timeout: 45_000 });

    await restore();
    await content.getByRole('button', { name: 'Réessayer' }).click();
    await expectOwnerHeading(page, 'mf-content');
    await expect(content.getByText('Une erreur est survenue')).toHaveCount(0);
  });
}

test('a remote that fails once is reloaded once on the target path', async ({ page }) => {
  // Every manifest request of the first page load fails (early preload and load, each with its
  // retry); after the reload they succeed.
  const documents: string[] = [];
  // Top-level navigations only.
  page.on('request', (r) => {
    if (r.resourceType() === 'document' && r.frame() === page.mainFrame()) documents.push(new URL(r.url()).pathname);
  });
  await page.route(`${CONTENT_ORIGIN}/mf-manifest.json`, async (route) => {
    if (documents.length < 2) return route.abort('connectionrefused');
    return route.continue();
  });
  await page.goto('/faq');
  // The server-rendered page shows its heading at once; the reload comes when its remote fails.
  await expect.poll(() => documents).toEqual(['/faq', '/faq']);
  await expectOwnerHeading(page, 'mf-content');
});
