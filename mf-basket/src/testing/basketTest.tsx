// The setup the basket page tests share: the API answers through the shared `mockFetch`, the
// basket page opens, and after each test the mock and the API client are put back.
import { render } from '@testing-library/react';
import { resetAuthApi } from '@portail/shared';
import { mockFetch, type Call, type FetchMock, type Reply } from '@portail/shared/testing/fetchMock';
import { BasketApp } from '../BasketApp';

export interface BasketTest {
  /** Answers each API call with `answer` (no answer: 404), in place of the previous answers, until the end of the test. */
  serve: (answer: (call: Call) => Reply | undefined) => FetchMock;
  /** Opens the basket page (/panier). */
  renderBasket: () => ReturnType<typeof render>;
}

/** Registers the hooks of a basket page test; call it at the top of the test file. */
export function basketTest(): BasketTest {
  let api: FetchMock | null = null;
  afterEach(() => {
    api?.restore();
    api = null;
    resetAuthApi();
  });
  return {
    serve: (answer) => {
      api?.restore();
      api = mockFetch(answer);
      return api;
    },
    renderBasket: () => {
      window.history.pushState({}, '', '/panier');
      return render(<BasketApp />);
    },
  };
}
