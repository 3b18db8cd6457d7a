import { useEffect, useState } from 'react';

/**
 * The id of the section in view (the first of `ids`, in page order, crossing the band under the
 * header), followed as the page scrolls, through an IntersectionObserver. Null until the browser
 * has said: the server render and its hydration agree, and nothing happens where the observer is
 * missing (older browsers, jsdom).
 */
export function useActiveSection(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(' ');
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.IntersectionObserver !== 'function') return;
    const order = key.split(' ');
    const elements = order.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
    if (elements.length === 0) return;
    const visible = new Set<string>();
    const observer = new window.IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const first = order.find((id) => visible.has(id));
        // Between two sections (a gap in the band), the last one stays current.
        if (first) setActive(first);
      },
      // The band: below the sticky header, in the upper part of the window.
      { rootMargin: '-96px 0px -55% 0px', threshold: 0 },
    );
    elements.forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, [key]);
  return active;
}
