import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { useStore } from 'zustand';
import { authStore } from '@portail/shared';
import { logoutDialogStore } from '../../session/logoutDialog';

const AuthOverlays = lazy(() => import(/* webpackChunkName: "auth-overlays" */ './AuthOverlays').then((m) => ({ default: m.AuthOverlays })));

/**
 * The logout confirmation and the session-lost modal, whose code downloads the first time one of
 * them opens: most visitors never see either. Once loaded they stay mounted, so that a dialog
 * closes as it opened.
 */
export function OverlaysOnDemand(props: ComponentProps<typeof AuthOverlays>) {
  const logoutOpen = useStore(logoutDialogStore, (s) => s.open);
  const sessionLost = useStore(authStore, (s) => s.sessionLost);
  const [wanted, setWanted] = useState(false);
  if ((logoutOpen || sessionLost) && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <AuthOverlays {...props} />
    </Suspense>
  ) : null;
}
