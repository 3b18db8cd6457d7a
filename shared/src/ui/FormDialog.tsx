import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface FormDialogProps {
  /** Heading and accessible name of the dialog. */
  title: ReactNode;
  /** While the form is being saved: both buttons are disabled and the dialog cannot be dismissed. */
  busy: boolean;
  /** Called on "Annuler", on Escape, on the close button and on the backdrop (never while busy). */
  onClose: () => void;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  /** The submit button's label; default "Enregistrer". */
  submitLabel?: string;
  /** The submit button's label while busy; default "Enregistrement…". */
  busyLabel?: string;
  /** Leaves the checks to the form's own messages. */
  noValidate?: boolean;
  /** The form's fields. */
  children: ReactNode;
  /** Shown under the form, such as the API's refusal. */
  after?: ReactNode;
}

/** A dialog holding a form, with "Annuler" and a submit button in its actions (outside the form, tied to it by `form`). */
export function FormDialog({
  title,
  busy,
  onClose,
  onSubmit,
  submitLabel = 'Enregistrer',
  busyLabel = 'Enregistrement…',
  noValidate,
  children,
  after,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open
      title={title}
      onClose={() => !busy && onClose()}
      dismissible={!busy}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Annuler
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate={noValidate}>
        {children}
      </form>
      {after}
    </Dialog>
  );
}
