// The setup the search app's tests share: the API answers through the shared fetch mock, the
// reference lists answered first, the app opens at an address (its lazy pages loaded), and after each test the mock, the
// API client and the site's search boost are put back.
import { render } from '@testing-library/react';
import { siteStore } from '@portail/shared';
import { preloadLazyPages } from '@portail/shared/remote/lazyPage';
import { mockFetch, servePerTest, type Call, type FetchMock, type Reply } from '@portail/shared/testing/fetchMock';
import { SearchApp } from '../SearchApp';
import { withReference } from './fixtures';

type Answer = (call: Call) => Reply | undefined;

export interface SearchTest {
  /** Answers each API call with `answer` alone (no answer: 404), in place of the previous answers, until the end of the test. */
  mockApi: (answer: Answer) => FetchMock;
  /** The same, the reference lists (departments, sectors, NAF codes, provinces) answered first. */
  serve: (answer: Answer) => FetchMock;
  /** Opens the search app at this address. */
  renderAt: (path: string) => ReturnType<typeof render>;
}

/** Registers the hooks of a search app test; call it at the top of the test file. */
export function searchTest(): SearchTest {
  const mockApi = servePerTest(mockFetch);
  // The forms download on demand in the browser: their code is there before the tests render them.
  beforeAll(preloadLazyPages);
  afterEach(() => siteStore.setState({ searchBoost: null }));
  return {
    mockApi,
    serve: (answer) => mockApi(withReference(answer)),
    renderAt: (path) => {
      window.history.pushState({}, '', path);
      return render(<SearchApp />);
    },
  };
}
