// A failure's message on a server-rendered page: a call the API did not find is rendered on the
// server as the browser shows it, and the browser does not make it again.
import { NotFoundError, createRemoteApp, describeError, isServerRender, useResource } from '@portail/shared';
import { renderRemotePage } from '@portail/shared/remote/renderRemote';
import { placeServerPage, runLifecycle } from '@portail/shared/remote/testing';

const calls: string[] = [];

function Fiche({ code }: { code: string }) {
  const state = useResource(`greffe:${code}`, async () => {
    calls.push(isServerRender() ? 'server' : 'browser');
    throw new NotFoundError({ body: { statusCode: 404, error: 'Not Found', message: 'Greffe introuvable.' } });
  });
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

it('renders a not-found call on the server as the browser would, and hydrates it without calling again', async () => {
  const result = await renderRemotePage('mf-search', () => <Fiche code="9999" />, { url: '/x', site: { origin: 'https://exemple.fr', searchBoost: null }, deadlineMs: 1_000 });
  // The API's own message, and no retry: asking again would not find it either.
  expect(result.html).toContain('<p role="alert">Greffe introuvable.</p>');
  expect(calls).toEqual(['server']);

  const container = placeServerPage('mf-search', result);
  const alert = container.querySelector('[role="alert"]');

  const app = createRemoteApp('mf-search', () => <Fiche code="9999" />);
  await runLifecycle(app.mount, container);
  expect(container.querySelector('[role="alert"]')).toBe(alert);
  expect(calls).toEqual(['server']);
  await runLifecycle(app.unmount, container);
});
