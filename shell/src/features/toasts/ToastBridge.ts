import { on, showToast } from '@portail/shared';

/**
 * Remotes raise toasts through the event bus; the shell keeps them in the toast store from the
 * start, so that none is lost before the viewport (rendered with the overlays) is on the page.
 */
export function installToastBridge(): () => void {
  const sub = on('toast:show').subscribe((t) => showToast(t.type, t.message, t.durationMs));
  return () => sub.unsubscribe();
}
