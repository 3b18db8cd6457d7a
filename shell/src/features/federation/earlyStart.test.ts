// The shell's early start of the page: the owner's `./app` loads, then its calls and code start
// for an anonymous visitor on a page the browser renders, and only its code on a page the server
// rendered (its answers came with it) or for a signed-in visitor (its calls carry a token).
const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  preloadRemote: () => Promise.resolve(),
  registerPlugins: () => undefined,
  registerRemotes: () => undefined,
}));

import { SERVER_RENDERED_ATTRIBUTE } from '@portail/shared/remote/serverRendered';
import { SESSION_HINT_COOKIE } from '../../session/sessionHint';

const site = { variant: 'fr', product: 'portail', searchBoost: false } as never;
const registry = { remotes: [{ name: 'mf-records', federationName: 'mf_records', manifest: 'http://r/mf-manifest.json', routes: ['/entreprise/:slug/:siren/:id'] }] };

async function startOn(path: string): Promise<{ preload: jest.Mock; preloadCode: jest.Mock }> {
  window.history.replaceState(null, '', path);
  const app = { preload: jest.fn(), preloadCode: jest.fn(() => Promise.resolve()) };
  loadRemote.mockReset().mockResolvedValue(app);
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => registry })) as unknown as typeof fetch;
  await jest.isolateModulesAsync(async () => {
    void (await import('./early')).beginFederation('/registry.json', {}, site);
  });
  return app;
}

async function settled(): Promise<void> {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => {
  document.body.replaceChildren();
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/`;
});

const RECORD = '/entreprise/boulangerie-dupont/552100554/1';
const here = { pathname: RECORD, search: '?au=2024-06-30' };

it('starts the calls and the code of a page the browser renders, for an anonymous visitor', async () => {
  const app = await startOn(`${RECORD}?au=2024-06-30`);
  await settled();
  expect(loadRemote).toHaveBeenCalledWith('mf-records/app');
  expect(app.preload).toHaveBeenCalledWith(here, site);
  expect(app.preloadCode).not.toHaveBeenCalled();
});

it('starts only the code of a page the server rendered: its answers came with it', async () => {
  const container = document.createElement('div');
  container.setAttribute(SERVER_RENDERED_ATTRIBUTE, `${RECORD}?au=2024-06-30`);
  document.body.append(container);
  const app = await startOn(`${RECORD}?au=2024-06-30`);
  await settled();
  expect(app.preloadCode).toHaveBeenCalledWith(here);
  expect(app.preload).not.toHaveBeenCalled();
});

it('starts only the code for a signed-in visitor, whose calls carry a token', async () => {
  document.cookie = `${SESSION_HINT_COOKIE}=1; Path=/`;
  const app = await startOn(`${RECORD}?au=2024-06-30`);
  await settled();
  expect(app.preloadCode).toHaveBeenCalledWith(here);
  expect(app.preload).not.toHaveBeenCalled();
});

it('starts nothing on a page of the shell', async () => {
  await startOn('/page-inexistante');
  await settled();
  expect(loadRemote).not.toHaveBeenCalled();
});
