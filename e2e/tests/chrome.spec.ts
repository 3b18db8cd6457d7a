import { test, expect } from '@playwright/test';
import { expectOwnerHeading } from './helpers';

test.describe('header', () => {
  test('menu sections, help, basket, sign-in and logo', async ({ page }) => {
    await page.goto('/tarifs');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /Registre des entreprises – accueil/ })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    for (const section of ['Documents officiels', 'Formalités', 'Services']) {
      const toggle = menu.getByRole('button', { name: section });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('link', { name: /^Voir tou/ }).filter({ visible: true })).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(menu.getByRole('link', { name: 'Aide' })).toHaveAttribute('href', '/aides-et-tutoriels');
    await expect(header.getByRole('button', { name: 'Se connecter' }).first()).toBeVisible();

    await menu.getByRole('button', { name: 'Services' }).click();
    await menu.getByRole('link', { name: 'Voir tous les services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expectOwnerHeading(page, 'mf-content');
  });

  test('the page names the site icon, served as SVG, and the colour of its logo', async ({ page, request }) => {
    for (const route of ['/tarifs', '/entreprise/inconnue/000000000/0']) {
      await page.goto(route);
      const href = await page.locator('head link[rel="icon"]').getAttribute('href');
      expect(href).toBe('/favicon.svg');
      await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute('content', '#1f3a93');
    }
    const icon = await request.get('/favicon.svg');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/svg+xml');
    expect(await icon.text()).toContain('fill="#1f3a93"');
  });

  test('basket icon shows a dot when the basket store holds articles', async ({ page }) => {
    await page.goto('/tarifs');
    // The page arrives rendered by the server; the header listens once the shell has started.
    await expect(page.getByRole('link', { name: 'Panier vide' })).toBeVisible();
    await expect(page.getByTestId('basket-dot')).toHaveCount(0);
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('portail:basket:changed', { detail: { v: 1, articleCount: 2 } })),
    );
    await expect(page.getByTestId('basket-dot')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Panier, 2 articles' })).toBeVisible();
  });

  test('the search bar shows on the home page only after scrolling more than 100 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/');
    await expectOwnerHeading(page, 'mf-content');
    const search = page.getByTestId('header-search');
    await expect(search).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 90));
    await page.waitForTimeout(200);
    await expect(search).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(search.getByRole('search')).toBeVisible();
    await page.goto('/tarifs');
    await expect(page.getByTestId('header-search').getByRole('search')).toBeVisible();
  });

  test('a SIREN no company has, typed in the header search, goes to the results by identifier', async ({ page }) => {
    await page.goto('/tarifs');
    const header = page.getByTestId('header-search');
    // Focusing the shell's plain form brings mf-search's widget, which keeps the focus.
    await header.getByRole('searchbox').focus();
    const box = header.getByRole('combobox');
    await expect(box).toBeFocused();
    await box.fill('552 100 554');
    await box.press('Enter');
    await expect(page).toHaveURL(/sirenOrSiret=552100554/);
    await expectOwnerHeading(page, 'mf-search');
  });

  test('mobile: burger menu, basket and sign-in icon', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/tarifs');
    const burger = page.getByRole('button', { name: 'Menu' });
    await expect(burger).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se connecter' }).filter({ visible: true })).toHaveCount(1);
    await expect(page.getByRole('link', { name: /Panier/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeHidden();
    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  });
});

test.describe('footer', () => {
  test('three link groups, cookie preferences, social links and partners', async ({ page }) => {
    await page.goto('/tarifs');
    const footer = page.getByRole('contentinfo');
    for (const group of ['Informations', 'Rechercher', 'Informations légales', 'Réseau des organismes partenaires']) {
      await expect(footer.getByRole('heading', { name: group, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/inscription');
    await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact-registre');
    await expect(footer.getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/mentions-legales-registre');
    await expect(footer.getByRole('list', { name: 'Réseaux sociaux' }).getByRole('link')).not.toHaveCount(0);
    await footer.getByRole('button', { name: 'Préférences cookies' }).click();
    const dialog = page.getByRole('dialog', { name: 'Préférences cookies' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(footer.getByRole('button', { name: 'Préférences cookies' })).toBeFocused();
  });
});

test.describe('behaviour', () => {
  test('toasts vanish after 10 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/tarifs');
    await expectOwnerHeading(page, 'mf-basket');
    // The shell mounts its overlays (the toasts among them) once the first page has rendered.
    await expect(page.getByRole('region', { name: 'Notifications' })).toBeAttached();
    // The page's clock stops here: only fastForward moves it, however long the checks below take.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('portail:toast:show', { detail: { v: 1, type: 'success', message: 'Article ajouté au panier' } })),
    );
    const toast = page.getByText('Article ajouté au panier');
    await expect(toast).toBeVisible();
    await page.clock.fastForward(9_000);
    await expect(toast).toBeVisible();
    await page.clock.fastForward(1_500);
    await expect(toast).toBeHidden();
  });

  test('local storage is cleared when its version tag differs from the build', async ({ page }) => {
    await page.goto('/tarifs');
    await expectOwnerHeading(page, 'mf-basket');
    const version = await page.evaluate(() => localStorage.getItem('portail:version'));
    expect(version).toBeTruthy();
    await page.evaluate(() => {
      localStorage.setItem('portail:version', 'ancienne-version');
      localStorage.setItem('portail:panier-invite', 'abc');
    });
    await page.reload();
    await expectOwnerHeading(page, 'mf-basket');
    expect(await page.evaluate(() => localStorage.getItem('portail:panier-invite'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('portail:version'))).toBe(version);
  });

  test('scroll position is restored per page, anchors included', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/plan-du-site');
    await expectOwnerHeading(page, 'mf-content');
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForTimeout(100);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Tarifs' }).click();
    await expectOwnerHeading(page, 'mf-basket', /Tarifs/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expectOwnerHeading(page, 'mf-content');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(390);

    // A new page with an anchor scrolls to it once the remote has rendered it.
    await page.goto('/tarifs');
    await page.goto('/politique-de-confidentialite-traitement-donnees-personnelles#vos-droits');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const top = await page.evaluate(() => document.getElementById('vos-droits')!.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
  });

  test('prefetch loads the remotes behind the links in batches, but not for bots', async ({ browser }) => {
    for (const [ua, expectPrefetch] of [
      [undefined, true],
      ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', false],
    ] as const) {
      const context = await browser.newContext(ua ? { userAgent: ua } : {});
      const page = await context.newPage();
      const remoteEntries = new Set<string>();
      page.on('request', (r) => {
        if (/\/remoteEntry\.js$/.test(r.url())) remoteEntries.add(new URL(r.url()).port);
      });
      await page.goto('/tarifs');
      await expectOwnerHeading(page, 'mf-basket');
      await page.waitForTimeout(5_000);
      // mf-basket renders the page and mf-search the header widget; the footer links point at
      // mf-content pages, whose remote only a prefetch would fetch.
      const contentPort = String(3005 + Number(process.env.PORT_BASE || 0));
      expect(remoteEntries.has(contentPort)).toBe(expectPrefetch);
      await context.close();
    }
  });
});
