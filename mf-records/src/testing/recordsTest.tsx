// The setup the records tests share: the API answers through the shared fetch mock, the app opens at an
// address, and after each test the mock and the API client are put back; a page is rendered on the
// server and hydrated as the shell's server and page do it.
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { createRemoteApp } from '@portail/shared';
import { mockFetch, servePerTest, type FetchMock } from '@portail/shared/testing/fetchMock';
import { placeServerPage, runLifecycle } from '@portail/shared/remote/testing';
import { preloadLazyPages } from '@portail/shared/remote/lazyPage';
import { RecordsApp } from '../RecordsApp';
import { RECORD_PAGES } from '../pages';
import { render as renderOnServer } from '../server';
import type { Handler } from './handlers';

export interface RecordsTest {
  /** Answers the API with `handler`, in place of the previous answers, until the end of the test. */
  serve: (handler: Handler) => FetchMock;
  /** Opens the records app at this address. */
  renderAt: (path: string) => ReturnType<typeof render>;
}

/** Registers the hooks of a records test; call it at the top of the test file. */
export function recordsTest(): RecordsTest {
  // Every page's code, downloaded on demand in the browser, is there: a test renders any page at once.
  beforeAll(preloadLazyPages);
  return {
    serve: servePerTest((handler: Handler) => mockFetch((call) => handler(call.url))),
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
  const app = createRemoteApp('mf-records', RecordsApp, RECORD_PAGES);
  try {
    await runLifecycle(app.mount, container);
    return { serverNode, mountedNode: container.querySelector(selector), errors: [...logged.mock.calls] };
  } finally {
    logged.mockRestore();
    await runLifecycle(app.unmount, container);
    container.remove();
  }
}

/**
 * Checks a rendered page as the shell shows it (inside the shell's only <main>, in French):
 * headings that never skip a level, no style attribute (the Content Security Policy forbids
 * them), and nothing axe-core finds (colour contrast aside: jsdom has no layout). Returns
 * axe-core's results.
 */
export async function checkAccessibility(container: HTMLElement): Promise<axe.AxeResults> {
  const levels = Array.from(container.querySelectorAll('h1, h2, h3, h4')).map((h) => Number(h.tagName[1]));
  levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));
  expect(container.querySelector('[style]')).toBeNull();
  const main = document.createElement('main');
  document.body.append(main);
  main.append(container);
  document.documentElement.lang = 'fr';
  try {
    const results = await axe.run(document, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    return results;
  } finally {
    main.remove();
  }
}
