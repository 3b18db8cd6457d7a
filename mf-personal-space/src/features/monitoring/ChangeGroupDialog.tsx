import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, userMessage, type GroupeFavori, type Surveillance } from '@portail/shared';
import { moveSurveillance } from './api';
import { FavouriteGroupSelect } from './FavouriteGroupSelect';

/** Puts a surveillance in one of the account's favourite groups, or in none. */
export function ChangeGroupDialog({
  surveillance,
  groups,
  onClose,
  onMoved,
}: {
  surveillance: Surveillance;
  groups: readonly GroupeFavori[];
  onClose: () => void;
  onMoved: (updated: Surveillance) => void;
}) {
  const current = surveillance.groupe_favori?.id;
  const [value, setValue] = useState(current !== undefined && groups.some((g) => g.id === current) ? String(current) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      onMoved(await moveSurveillance(surveillance.id, value === '' ? null : Number(value)));
    } catch (err) {
      setProblem(userMessage(err));
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      title={`Groupe de ${surveillance.entreprise.denomination}`}
      onClose={() => !busy && onClose()}
      dismissible={!busy}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Annuler
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {busy ? 'Enregistrement…' : 'Enregistrer'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(e) => void submit(e)}>
        <FavouriteGroupSelect groups={groups} value={value} onChange={setValue} emptyLabel="Aucun groupe" />
      </form>
      {problem && (
        <Alert tone="error" live="assertive">
          {problem}
        </Alert>
      )}
    </Dialog>
  );
}
