// The setup the records tests share: the API answers through `mockApi`, the app opens at an
// address, and after each test the mock and the API client are put back; a page is rendered on the
// server and hydrated as the shell's server and page do it.
import { render } from '@testing-library/react';
import { createRemoteApp } from '@portail/shared';
import { servePerTest } from '@portail/shared/testing/fetchMock';
import { placeServerPage, runLifecycle } from '@portail/shared/remote/testing';
import { RecordsApp } from '../RecordsApp';
import { render as renderOnServer } from '../server';
import { mockApi, type Handler, type MockApi } from './mockApi';

export interface RecordsTest {
  /** Answers the API with `handler`, in place of the previous answers, until the end of the test. */
  serve: (handler: Handler) => MockApi;
  /** Opens the records app at this address. */
  renderAt: (path: string) => ReturnType<typeof render>;
}

/** Registers the hooks of a records test; call it at the top of the test file. */
export function recordsTest(): RecordsTest {
  return {
    serve: servePerTest(mockApi),
    renderAt: (path) => {
      window.history.pushState({}, '', path);
      return render(<RecordsApp />);
    },
  };
}

/** The site the shell's server renders for in these tests. */
const SITE = { origin: 'https://www.exemple.fr', searchBoost: null };

/** Renders `url` on the server as the shell's server asks for it; a page the app does not answer fails the test. */
export async function renderOnServerAt(url: string) {
  const result = await renderOnServer({ url, site: SITE, deadlineMs: 1_000 });
  expect(result).not.toBeNull();
  return result!;
}

export interface Hydration {
  /** The node `selector` found in the server's markup, and the one it finds once the app is mounted. */
  serverNode: Element | null;
  mountedNode: Element | null;
  /** What was logged as an error while mounting (a hydration mismatch is). */
  errors: unknown[][];
}

/**
 * Puts a server render in the page as the shell's server composes it (for the current address),
 * mounts the records app on it as the shell does, then unmounts it and removes the page.
 */
export async function hydrateServerRender(result: { html: string; data: unknown }, selector: string): Promise<Hydration> {
  const container = placeServerPage('mf-records', result);
  const serverNode = container.querySelector(selector);
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const app = createRemoteApp('mf-records', RecordsApp);
  try {
    await runLifecycle(app.mount, container);
    return { serverNode, mountedNode: container.querySelector(selector), errors: [...logged.mock.calls] };
  } finally {
    logged.mockRestore();
    await runLifecycle(app.unmount, container);
    container.remove();
  }
}
