import { expect, test } from '@playwright/test';
import { MEASURED_ROUTES, measureInitialAssets } from '../../bench/lib/initialAssets';
import { budgetOf } from '../../bench/lib/budgets';

// The initial JavaScript of each measured route stays under its ceiling (bench/budgets.json);
// the figure and the gap to the target are recorded beside the test.
for (const route of MEASURED_ROUTES) {
  test(`budget JavaScript : ${route}`, async ({ browser, baseURL }) => {
    const assets = await measureInitialAssets(browser, `${baseURL}${route}`);
    const kib = assets.gzip / 1024;
    const { target, ceiling } = budgetOf(route);
    test.info().annotations.push({ type: 'JS initial (KiB gzip)', description: `${kib.toFixed(1)} (cible ${target}, plafond ${ceiling})` });
    expect(kib, `${route} : ${kib.toFixed(1)} KiB de JavaScript initial, plafond ${ceiling} KiB`).toBeLessThanOrEqual(ceiling);
  });
}
