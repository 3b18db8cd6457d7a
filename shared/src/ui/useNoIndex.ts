import { useEffect } from 'react';
import { reportNoIndex } from '../remote/serverData';

/**
 * Keeps search engines off the page while it is shown: a `<meta name="robots" content="noindex">`
 * in the document's head, removed when the page goes; a server render writes it with the page.
 */
export function useNoIndex(): void {
  reportNoIndex();
  useEffect(() => {
    // The server's, written with the page, is replaced by this one, which goes with the page.
    document.head.querySelectorAll('meta[name="robots"][content="noindex"]').forEach((m) => m.remove());
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}
