import { Suspense, lazy, useState } from 'react';
import type { DialogProps } from './Dialog';

// The dialog's code (portal, focus trap, scroll lock) downloads when it first opens.
const Dialog = lazy(() => import('./Dialog').then((m) => ({ default: m.Dialog })));

/** Whether a dialog has been open at least once: a dialog that downloads on demand stays mounted once it has. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * `Dialog` for a page that opens it on the visitor's demand: its code downloads when it first
 * opens, not with the page. Once opened it stays mounted, so that closing it gives the focus back
 * to the element that opened it.
 */
export function LazyDialog(props: DialogProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
