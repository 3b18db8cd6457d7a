import { useState, type FormEvent } from 'react';
import { Alert, FormDialog, userMessage, type GroupeFavori, type Surveillance } from '@portail/shared';
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
    <FormDialog
      title={`Groupe de ${surveillance.entreprise.denomination}`}
      busy={busy}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      after={
        problem && (
          <Alert tone="error" live="assertive">
            {problem}
          </Alert>
        )
      }
    >
      <FavouriteGroupSelect groups={groups} value={value} onChange={setValue} emptyLabel="Aucun groupe" />
    </FormDialog>
  );
}
