// The setup the personal-space page tests share: before each test a person is signed in (and, where
// asked, the shell has selected a customer account); the API answers through `mockFetch`; after each
// test the mock, the API client and the stores are put back as they were.
import { act, render, screen } from '@testing-library/react';
import { authStore, registerAccountManagement, type CustomerAccount } from '@portail/shared';
import { PersonalSpaceApp } from '../PersonalSpaceApp';
import { preloadLazyPages } from '../lazyPage';
import { forgetAccount, selectAccount } from './accounts';
import { mockFetch, refused, servePerTest, type FetchMock, type Route } from '@portail/shared/testing/fetchMock';

export interface Person {
  firstName: string;
  lastName: string;
  preferredUsername: string;
}

export const ALICE: Person = { firstName: 'Alice', lastName: 'Client', preferredUsername: 'alice' };
/** The person of the customer-account fixtures (testing/accounts). */
export const CAMILLE: Person = { firstName: 'Camille', lastName: 'Durand', preferredUsername: 'camille' };

export interface PageTestOptions {
  /** Who is signed in before each test (Alice by default); null: a visitor. */
  person?: Person | null;
  /** The customer account the shell has selected before each test, with the person's details. */
  account?: CustomerAccount;
  /** The page `renderAt()` opens when given none (the personal-space home by default). */
  path?: string;
  /** What every `serve` answers, unless its own routes say otherwise. */
  routes?: Record<string, Route>;
}

export interface PageTest {
  /** Answers the API with these routes (over the common ones), in place of the previous answers. */
  serve: (routes?: Record<string, Route>) => FetchMock;
  /** Opens the personal space at this address. */
  renderAt: (path?: string) => ReturnType<typeof render>;
}

/** Registers the hooks of a personal-space page test; call it at the top of the test file. */
export function pageTest({ person = ALICE, account, path = '/espace-personnel', routes = {} }: PageTestOptions = {}): PageTest {
  const serve = servePerTest((own: Record<string, Route> = {}) => mockFetch({ ...routes, ...own }));

  // The pages the remote downloads on demand are there before the tests render them.
  beforeAll(preloadLazyPages);

  beforeEach(() => {
    if (person) act(() => authStore.setState({ connected: true, ...person }));
    // What the shell's session learns from /auth/config with the embedded provider: the portal's own forms.
    if (person) registerAccountManagement({ mode: 'portal', deletion: true }, null);
    if (account) selectAccount(account);
  });
  afterEach(() => {
    forgetAccount();
    act(() => authStore.setState({ connected: false, firstName: null, lastName: null, preferredUsername: null }));
  });

  return {
    serve,
    renderAt: (at = path) => {
      window.history.pushState({}, '', at);
      return render(<PersonalSpaceApp />);
    },
  };
}

/**
 * Checks that the page of one of the customer's things says it is not found, under its h1 `title`
 * and its h2 `heading`: when the API refuses it at `apiPath` (another account's, or none), and when
 * the address `malformed` names none, whose last segment the API is then never asked about.
 * Returns the API mock, for what the test checks after.
 */
export async function expectOwnedItemNotFound(
  { serve, renderAt }: PageTest,
  { apiPath, title, heading, malformed }: { apiPath: string; title: string; heading: string; malformed: string },
): Promise<FetchMock> {
  const api = serve({ [`GET ${apiPath}`]: refused(404, `${title}.`) });
  const { unmount } = renderAt();
  expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  unmount();
  renderAt(malformed);
  expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  const segment = malformed.slice(malformed.lastIndexOf('/') + 1);
  expect(api.calls.filter((c) => c.path.includes(segment))).toHaveLength(0);
  return api;
}

/** A mock listening to a window event during each test (cleared after it). */
export function listenFor(type: string, implementation?: (event: Event) => void): jest.Mock {
  const listener = jest.fn(implementation);
  beforeEach(() => window.addEventListener(type, listener));
  afterEach(() => {
    window.removeEventListener(type, listener);
    listener.mockClear();
  });
  return listener;
}
