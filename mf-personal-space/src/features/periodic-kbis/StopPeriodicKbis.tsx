import { useId, useRef, useState } from 'react';
import { Alert, Button, Dialog, userMessage, type KbisPeriodique } from '@portail/shared';
import { stopPeriodicKbis } from './api';

/** "Arrêter ce Kbis périodique", confirmed in a dialog whose safe choice has the focus. */
export function StopPeriodicKbis({ kbis, onStopped }: { kbis: KbisPeriodique; onStopped: (updated: KbisPeriodique) => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();

  const close = () => {
    if (busy) return;
    setOpen(false);
    setProblem(null);
  };

  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const updated = await stopPeriodicKbis(kbis.id);
      setBusy(false);
      setOpen(false);
      onStopped(updated);
    } catch (error) {
      setProblem(userMessage(error));
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Arrêter ce Kbis périodique
      </Button>
      <Dialog
        open={open}
        title="Arrêter ce Kbis périodique ?"
        onClose={close}
        dismissible={!busy}
        initialFocusRef={keepRef}
        describedBy={messageId}
        actions={
          <>
            <Button ref={keepRef} variant="secondary" onClick={close} disabled={busy}>
              Non, poursuivre les envois
            </Button>
            <Button onClick={() => void confirm()} disabled={busy}>
              {busy ? 'Arrêt en cours…' : 'Oui, arrêter les envois'}
            </Button>
          </>
        }
      >
        <p id={messageId} className="dialog__message">
          Les envois restants seront annulés. Les envois déjà émis restent disponibles.
        </p>
        {problem && (
          <Alert tone="error" live="assertive">
            {problem}
          </Alert>
        )}
      </Dialog>
    </>
  );
}
