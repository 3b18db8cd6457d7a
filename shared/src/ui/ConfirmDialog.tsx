import { useId, useRef, type ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** Heading of the dialog; defaults to the message, which is then not repeated in the body. */
  title?: ReactNode;
  message: ReactNode;
  /** Default "Oui, continuer". */
  confirmLabel?: string;
  /** Default "Non, annuler". */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Called on the cancel button, on Escape and on the close button. */
  onCancel: () => void;
}

/**
 * A yes/no question, e.g. the logout confirmation "Êtes-vous sûr de vouloir vous déconnecter?".
 * The cancel button receives focus on open, as the safe choice.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Oui, continuer',
  cancelLabel = 'Non, annuler',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  const hasTitle = title !== undefined;
  return (
    <Dialog
      open={open}
      title={hasTitle ? title : message}
      onClose={onCancel}
      initialFocusRef={cancelRef}
      describedBy={hasTitle ? messageId : undefined}
      className="dialog--confirm"
      actions={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant="primary" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {hasTitle ? (
        <p id={messageId} className="dialog__message">
          {message}
        </p>
      ) : undefined}
    </Dialog>
  );
}
