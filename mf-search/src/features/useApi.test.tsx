// The search pages' data hook on a server-rendered page: a call the API did not find is rendered
// on the server as the browser shows it, and the browser does not make it again.
import { act } from '@testing-library/react';
import { NotFoundError, createRemoteApp, isServerRender } from '@portail/shared';
import { renderRemotePage } from '@portail/shared/src/remote/renderRemote';
import { SERVER_RENDERED_ATTRIBUTE } from '@portail/shared/src/remote/createRemoteApp';
import { serverDataElementId } from '@portail/shared/src/remote/serverData';
import { useApi } from './useApi';

const calls: string[] = [];

function Fiche({ code }: { code: string }) {
  const state = useApi(`greffe:${code}`, async () => {
    calls.push(isServerRender() ? 'server' : 'browser');
    throw new NotFoundError({ body: { statusCode: 404, error: 'Not Found', message: 'Greffe introuvable.' } });
  });
  if (state.status === 'error') return <p role="alert">{state.message}{state.retryable ? ' (réessayer)' : ''}</p>;
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

  const container = document.createElement('div');
  container.dataset.remote = 'mf-search';
  container.setAttribute(SERVER_RENDERED_ATTRIBUTE, `${window.location.pathname}${window.location.search}`);
  container.innerHTML = result.html;
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = serverDataElementId('mf-search');
  data.textContent = JSON.stringify(result.data);
  document.body.append(container, data);
  const alert = container.querySelector('[role="alert"]');

  const app = createRemoteApp('mf-search', () => <Fiche code="9999" />);
  const props = { name: 'mf-search', singleSpa: {}, mountParcel: () => undefined, domElement: container };
  let done!: Promise<unknown>;
  await act(async () => {
    done = (app.mount as (p: object) => Promise<unknown>)(props);
  });
  await done;
  expect(container.querySelector('[role="alert"]')).toBe(alert);
  expect(calls).toEqual(['server']);
  await act(async () => {
    done = (app.unmount as (p: object) => Promise<unknown>)(props);
  });
  await done;
});
