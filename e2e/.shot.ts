import { chromium } from '@playwright/test';
const [url, width, y, out, h] = process.argv.slice(2);
(async () => {
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const p = await b.newPage({ viewport: { width: Number(width), height: Number(h || 900) } });
  await p.goto(url);
  await p.locator('main [data-remote] h1').first().waitFor();
  await p.waitForLoadState('networkidle');
  await p.evaluate((y) => window.scrollTo(0, y), Number(y));
  await p.waitForTimeout(300);
  await p.screenshot({ path: out });
  await b.close();
})();
