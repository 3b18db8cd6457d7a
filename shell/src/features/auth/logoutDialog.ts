import { createStore } from 'zustand/vanilla';

// Whether the logout confirmation is showing (the shell's own state).
export const logoutDialogStore = createStore<{ open: boolean }>()(() => ({ open: false }));

export function requestLogout(): void {
  logoutDialogStore.setState({ open: true });
}
