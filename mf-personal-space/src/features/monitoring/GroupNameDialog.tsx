import type { FormEvent } from 'react';
import { FormDialog, FormField, type GroupeFavori } from '@portail/shared';
import { renameFavouriteGroup } from './api';
import { useGroupNameForm } from './useGroupNameForm';

/** Renames a favourite group; the API's refusal (a name already taken) shows under the field. */
export function GroupNameDialog({ group, onClose, onRenamed }: { group: GroupeFavori; onClose: () => void; onRenamed: (g: GroupeFavori) => void }) {
  const form = useGroupNameForm(group.libelle);

  const submit = async (e: FormEvent) => {
    const name = form.check(e);
    if (name === null) return;
    if (name === group.libelle) {
      onClose();
      return;
    }
    await form.save(async () => onRenamed(await renameFavouriteGroup(group.id, name)));
  };

  return (
    <FormDialog title={`Renommer le groupe « ${group.libelle} »`} busy={form.busy} onClose={onClose} onSubmit={(e) => void submit(e)} noValidate>
      <FormField label="Nouveau nom du groupe" {...form.field} required />
    </FormDialog>
  );
}
