import { render } from '@testing-library/react';
import { useNoIndex } from './useNoIndex';

function Page() {
  useNoIndex();
  return <h1>Page</h1>;
}

describe('useNoIndex', () => {
  it('asks robots not to index the page while it is shown, and forgets it when it goes', () => {
    const view = render(<Page />);
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    view.unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it("takes over the server's meta, written with the page, so that it goes with the page too", () => {
    document.head.append(Object.assign(document.createElement('meta'), { name: 'robots', content: 'noindex' }));
    const view = render(<Page />);
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    view.unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
