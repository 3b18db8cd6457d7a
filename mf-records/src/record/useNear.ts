import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element `ref` is put on came within `margin` of the window (where there is no
 * observer: at once): what a record section loads on approach (its chunk, its call) waits for it.
 */
export function useNear(margin = '600px') {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    if (typeof window.IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new window.IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: `${margin} 0px` });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}
