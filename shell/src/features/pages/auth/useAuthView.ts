import { useStore } from 'zustand';
import { authStore } from '@portail/shared';

/** Whether the user is signed in, and whether the session is still being restored. */
export function useAuthView() {
  const connected = useStore(authStore, (s) => s.connected);
  const restoring = useStore(authStore, (s) => s.restoring);
  return { connected, restoring };
}
