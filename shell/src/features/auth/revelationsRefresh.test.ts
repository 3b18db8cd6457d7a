import { UNREAD_REVELATIONS_REFRESH_MS } from '@portail/shared';
import { REVELATIONS_REFRESH_META, revelationsRefreshMs } from './revelationsRefresh';

function page(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument('Portail');
  if (content !== null) {
    const meta = doc.createElement('meta');
    meta.name = REVELATIONS_REFRESH_META;
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
}

describe('period of the unread revelations count', () => {
  it("is the product's 600000 ms when the page says nothing", () => {
    expect(UNREAD_REVELATIONS_REFRESH_MS).toBe(600_000);
    expect(revelationsRefreshMs(page(null))).toBe(600_000);
  });

  it('is the one the server wrote into the page', () => {
    expect(revelationsRefreshMs(page('2000'))).toBe(2_000);
  });

  it('ignores a value that is not a positive number of milliseconds', () => {
    for (const value of ['', '0', '-5', '1.5', 'vite', '1e3']) expect(revelationsRefreshMs(page(value))).toBe(600_000);
  });
});
