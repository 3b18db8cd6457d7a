import { createStore } from 'zustand/vanilla';

// Whether the logout confirmation is showing (the shell's own state). Here, not with the session's
// code: the header asks for it, and the session's code downloads only in a session.
export const logoutDialogStore = createStore<{ open: boolean }>()(() => ({ open: false }));

export function requestLogout(): void {
  logoutDialogStore.setState({ open: true });
}
