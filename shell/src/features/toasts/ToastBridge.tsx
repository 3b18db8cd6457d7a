import { useEffect } from 'react';
import { on, showToast, ToastViewport } from '@portail/shared';

/** Remotes raise toasts through the event bus; the shell owns the viewport. */
export function ToastBridge() {
  useEffect(() => {
    const sub = on('toast:show').subscribe((t) => showToast(t.type, t.message, t.durationMs));
    return () => sub.unsubscribe();
  }, []);
  return <ToastViewport />;
}
