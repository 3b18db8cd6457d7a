// The setup the basket page tests share: the API answers through the shared `mockFetch`, the
// basket page opens, and after each test the mock and the API client are put back.
import { render } from '@testing-library/react';
import { mockFetch, servePerTest, type Call, type FetchMock, type Reply } from '@portail/shared/testing/fetchMock';
import { BasketApp } from '../BasketApp';

export interface BasketTest {
  /** Answers each API call with `answer` (no answer: 404), in place of the previous answers, until the end of the test. */
  serve: (answer: (call: Call) => Reply | undefined) => FetchMock;
  /** Opens the basket page (/panier). */
  renderBasket: () => ReturnType<typeof render>;
}

/** Registers the hooks of a basket page test; call it at the top of the test file. */
export function basketTest(): BasketTest {
  return {
    serve: servePerTest(mockFetch),
    renderBasket: () => {
      window.history.pushState({}, '', '/panier');
      return render(<BasketApp />);
    },
  };
}
