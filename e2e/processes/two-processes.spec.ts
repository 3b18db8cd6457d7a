import { test, expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { DEMO_CUSTOMER, signIn } from '../tests/helpers';

// The site of playwright.processes.config.ts runs its API as two processes; each answer names the
// one that served it (X-Api-Worker: its node:cluster worker number, 1 and 2 as started). The
// cluster deals out connections, not requests, and the site's proxy may carry many requests over
// one kept-alive connection: these requests go to the API's own port, each on a new connection.

const TOGETHER = 24;
const API = `http://127.0.0.1:${3000 + Number(process.env.PORT_BASE || 0)}`;

function workersOf(responses: APIResponse[]): string[] {
  return [...new Set(responses.map((r) => r.headers()['x-api-worker'] ?? 'aucun'))].sort();
}

async function together(request: APIRequestContext, path: string, headers: Record<string, string> = {}): Promise<APIResponse[]> {
  return Promise.all(Array.from({ length: TOGETHER }, () => request.get(`${API}${path}`, { headers: { ...headers, connection: 'close' } })));
}

test('the API behind the site answers from its two first processes', async ({ request }) => {
  const responses = await together(request, '/api/health');
  for (const r of responses) {
    expect(r.status()).toBe(200);
    expect(await r.json()).toMatchObject({ status: 'ok', database: 'postgres' });
  }
  // Both workers serve, and they are still the two started first: none died during the journeys.
  expect(workersOf(responses)).toEqual(['1', '2']);
});

test('a customer signed in through one process is known to both', async ({ page }) => {
  await page.goto('/tarifs');
  const header = page.getByRole('banner');
  await signIn(page, () => header.getByRole('button', { name: 'Se connecter' }).first().click(), DEMO_CUSTOMER);
  await expect(header.getByTestId('header-avatar')).toHaveText(DEMO_CUSTOMER.initials);
  const token = await page.evaluate(() => {
    const stores = (globalThis as unknown as { __PORTAIL_STORES__: Map<string, { getState(): { jwtToken: { access_token: string } | null } }> })
      .__PORTAIL_STORES__;
    return stores.get('auth')?.getState().jwtToken?.access_token ?? null;
  });
  expect(token).toBeTruthy();

  const responses = await together(page.request, '/api/user', { authorization: `Bearer ${token}` });
  for (const r of responses) {
    expect(r.status()).toBe(200);
    expect(await r.json()).toMatchObject({ email: DEMO_CUSTOMER.email });
  }
  expect(workersOf(responses)).toEqual(['1', '2']);
});
