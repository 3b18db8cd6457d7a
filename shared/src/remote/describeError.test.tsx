// A failure's message on a server-rendered page: a call the API did not find is rendered on the
// server as the browser shows it, and the browser does not make it again.
import { NotFoundError, createRemoteApp, describeError, keyedCall, useResource } from '@portail/shared';
import { PageRouter, dataNeeds, definePages } from '@portail/shared/remote/pageRoutes';
import { createPageRenderer } from '@portail/shared/remote/renderRemote';
import { placeServerPage, runLifecycle } from '@portail/shared/remote/testing';

const calls: string[] = [];
let where = 'browser';

const registryCall = (code: string) =>
  keyedCall(`greffes/${code}`, undefined, async () => {
    calls.push(where);
    throw new NotFoundError({ body: { statusCode: 404, error: 'Not Found', message: 'Greffe introuvable.' } });
  });

function Fiche() {
  const state = useResource(registryCall('9999'));
  if (state.status === 'error' || state.status === 'not-found') {
    const { message, retryable } = describeError(state.error);
    return <p role="alert">{message}{retryable ? ' (réessayer)' : ''}</p>;
  }
  return <p className="loading">Chargement</p>;
}

afterEach(() => {
  document.body.innerHTML = '';
  calls.length = 0;
});

const pages = definePages([{ path: '/greffe', Component: Fiche, needs: dataNeeds(() => ({ registry: registryCall('9999') })) }]);

it('renders a not-found call on the server as the browser would, and hydrates it without calling again', async () => {
  where = 'server';
  const result = (await createPageRenderer('mf-search', pages)({ url: '/greffe', site: { origin: 'https://exemple.fr', searchBoost: null }, deadlineMs: 1_000 }))!;
  where = 'browser';
  window.history.pushState({}, '', '/greffe');
  // The API's own message, and no retry: asking again would not find it either.
  expect(result.html).toContain('<p role="alert">Greffe introuvable.</p>');
  expect(calls).toEqual(['server']);

  const container = placeServerPage('mf-search', result);
  const alert = container.querySelector('[role="alert"]');

  const app = createRemoteApp('mf-search', () => <PageRouter pages={pages} />);
  await runLifecycle(app.mount, container);
  expect(container.querySelector('[role="alert"]')).toBe(alert);
  expect(calls).toEqual(['server']);
  await runLifecycle(app.unmount, container);
});
