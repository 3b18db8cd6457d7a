import { useEffect, useState } from 'react';

/** SPEC §2/§9: the header search bar appears on the home page after scrolling more than 100 px. */
export const HOME_SEARCH_SCROLL_THRESHOLD = 100;

export function useScrolledPast(threshold: number, enabled = true): boolean {
  const [past, setPast] = useState(() => !enabled || window.scrollY > threshold);
  useEffect(() => {
    if (!enabled) {
      setPast(true);
      return undefined;
    }
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold, enabled]);
  return past;
}
