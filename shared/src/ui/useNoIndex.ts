import { useEffect } from 'react';

/**
 * Keeps search engines off the page while it is shown: a `<meta name="robots" content="noindex">`
 * in the document's head, removed when the page goes.
 */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}
