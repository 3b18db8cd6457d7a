import { useId, useState, type FormEvent } from 'react';
import { Button, Dialog, FormField, userMessage, type GroupeFavori } from '@portail/shared';
import { renameFavouriteGroup } from './api';
import { GROUP_NAME_HINT, groupNameProblem, normalizeGroupName } from './groupName';

/** Renames a favourite group; the API's refusal (a name already taken) shows under the field. */
export function GroupNameDialog({ group, onClose, onRenamed }: { group: GroupeFavori; onClose: () => void; onRenamed: (g: GroupeFavori) => void }) {
  const [value, setValue] = useState(group.libelle);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const name = normalizeGroupName(value);
    const problem = groupNameProblem(name);
    if (problem) {
      setError(problem);
      return;
    }
    if (name === group.libelle) {
      onClose();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const renamed = await renameFavouriteGroup(group.id, name);
      onRenamed(renamed);
    } catch (err) {
      setError(userMessage(err));
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      title={`Renommer le groupe « ${group.libelle} »`}
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
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate>
        <FormField label="Nouveau nom du groupe" hint={GROUP_NAME_HINT} value={value} onChange={(e) => setValue(e.currentTarget.value)} error={error ?? undefined} required autoComplete="off" />
      </form>
    </Dialog>
  );
}
