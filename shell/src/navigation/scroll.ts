// SPEC §2: scroll position is restored per page, anchors included. Positions are saved per
// history entry; a back/forward navigation restores, a new navigation goes to the anchor or top.

const positions = new Map<string, number>();

export function entryKey(): string {
  const state = window.history.state as { key?: string } | null;
  return `${state?.key ?? ''}|${window.location.pathname}${window.location.search}`;
}

function scrollToAnchor(hash: string, deadline: number): void {
  const id = decodeURIComponent(hash.slice(1));
  const tryScroll = () => {
    const el = document.getElementById(id) ?? document.getElementsByName(id)[0];
    if (el) {
      el.scrollIntoView();
      return true;
    }
    return false;
  };
  if (tryScroll()) return;
  // The remote may still be rendering: wait for the element to appear.
  const observer = new MutationObserver(() => {
    if (tryScroll() || Date.now() > deadline) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), Math.max(0, deadline - Date.now()));
}

function restore(y: number, deadline: number): void {
  const attempt = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) > 2 && Date.now() < deadline) requestAnimationFrame(attempt);
  };
  attempt();
}

export function installScrollRestoration(): void {
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  let currentKey = entryKey();
  // A page rendered on the server can be scrolled before this code runs: that position counts.
  positions.set(currentKey, window.scrollY);
  let lastWasPop = false;
  window.addEventListener(
    'scroll',
    () => {
      // Once the URL has changed, scrolls come from the old page being replaced: they must not
      // overwrite the position saved for it.
      if (entryKey() === currentKey) positions.set(currentKey, window.scrollY);
    },
    { passive: true },
  );
  window.addEventListener('single-spa:before-routing-event', (e) => {
    const original = (e as CustomEvent<{ originalEvent?: Event & { singleSpa?: boolean } }>).detail?.originalEvent;
    lastWasPop = Boolean(original && original.type === 'popstate' && !original.singleSpa);
  });
  window.addEventListener('single-spa:routing-event', () => {
    const key = entryKey();
    if (key === currentKey) return;
    currentKey = key;
    const deadline = Date.now() + 3_000;
    const saved = positions.get(key);
    if (lastWasPop && saved !== undefined) restore(saved, deadline);
    else if (window.location.hash.length > 1) scrollToAnchor(window.location.hash, deadline);
    else window.scrollTo(0, 0);
  });
  if (window.location.hash.length > 1) scrollToAnchor(window.location.hash, Date.now() + 5_000);
}
