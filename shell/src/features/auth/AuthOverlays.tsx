import { useStore } from 'zustand';
import {
  Button,
  ConfirmDialog,
  Dialog,
  LOGOUT_CANCEL,
  LOGOUT_CONFIRM,
  LOGOUT_QUESTION,
  SESSION_LOST_MESSAGE,
  authStore,
} from '@portail/shared';
import { logoutDialogStore } from '../../session/logoutDialog';
import type { AuthSession } from './session';

/** The logout confirmation and the session-lost modal (SPEC §2 "Dialogs"). */
export function AuthOverlays({ session, onSignIn }: { session: Pick<AuthSession, 'logout'>; onSignIn: () => void }) {
  const logoutOpen = useStore(logoutDialogStore, (s) => s.open);
  const sessionLost = useStore(authStore, (s) => s.sessionLost);
  return (
    <>
      <ConfirmDialog
        open={logoutOpen}
        message={LOGOUT_QUESTION}
        cancelLabel={LOGOUT_CANCEL}
        confirmLabel={LOGOUT_CONFIRM}
        onCancel={() => logoutDialogStore.setState({ open: false })}
        onConfirm={() => {
          logoutDialogStore.setState({ open: false });
          void session.logout();
        }}
      />
      <Dialog
        open={sessionLost}
        title={SESSION_LOST_MESSAGE}
        onClose={() => authStore.setState({ sessionLost: false })}
        actions={
          <Button
            onClick={() => {
              authStore.setState({ sessionLost: false });
              onSignIn();
            }}
          >
            Se connecter
          </Button>
        }
      />
    </>
  );
}
