import { useState, type FormEvent } from 'react';
import { Button, Card, ConfirmDialog, FormField, userMessage, type GroupeFavori } from '@portail/shared';
import { ActionNotice, type Notice } from './ActionNotice';
import { createFavouriteGroup, deleteFavouriteGroup } from './api';
import { GroupNameDialog } from './GroupNameDialog';
import { useGroupNameForm } from './useGroupNameForm';

function countLabel(n: number): string {
  return n === 0 ? 'aucune surveillance' : `${n} surveillance${n > 1 ? 's' : ''}`;
}

function CreateGroupForm({ onCreated }: { onCreated: (g: GroupeFavori) => void }) {
  const form = useGroupNameForm('');

  const submit = async (e: FormEvent) => {
    const name = form.check(e);
    if (name === null) return;
    await form.save(async () => {
      const created = await createFavouriteGroup(name);
      form.setValue('');
      onCreated(created);
    });
  };

  return (
    <form className="group-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Créer un groupe favori">
      <FormField label="Nom du nouveau groupe" {...form.field} />
      <Button type="submit" disabled={form.busy}>
        {form.busy ? 'Création…' : 'Créer le groupe'}
      </Button>
    </form>
  );
}

export interface FavouriteGroupsProps {
  groups: readonly GroupeFavori[];
  onCreated: (g: GroupeFavori) => void;
  onRenamed: (g: GroupeFavori) => void;
  onDeleted: (g: GroupeFavori) => void;
}

/** The account's favourite groups: each with its number of surveillances, to rename or delete, and a form to create one. */
export function FavouriteGroups({ groups, onCreated, onRenamed, onDeleted }: FavouriteGroupsProps) {
  const [renaming, setRenaming] = useState<GroupeFavori | null>(null);
  const [deleting, setDeleting] = useState<GroupeFavori | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const remove = async (group: GroupeFavori) => {
    setDeleting(null);
    try {
      await deleteFavouriteGroup(group.id);
      onDeleted(group);
      setNotice({ tone: 'success', text: `Le groupe « ${group.libelle} » a été supprimé.`, focus: true });
    } catch (err) {
      setNotice({ tone: 'error', text: userMessage(err), focus: true });
    }
  };

  return (
    <Card title="Mes groupes favoris" className="favourite-groups">
      <p>Rangez vos surveillances dans des groupes pour retrouver plus vite leurs révélations.</p>
      <ActionNotice notice={notice} />
      {groups.length === 0 ? (
        <p>Vous n'avez pas encore de groupe favori.</p>
      ) : (
        <ul className="row-list" aria-label="Groupes favoris">
          {groups.map((g) => (
            <li key={g.id} className="row-list__item favourite-groups__item">
              <span className="favourite-groups__name">
                <strong>{g.libelle}</strong> <span className="favourite-groups__count">({countLabel(g.nombre_surveillances)})</span>
              </span>
              <span className="btn-group">
                <Button variant="secondary" aria-label={`Renommer le groupe ${g.libelle}`} onClick={() => setRenaming(g)}>
                  Renommer
                </Button>
                <Button variant="secondary" aria-label={`Supprimer le groupe ${g.libelle}`} onClick={() => setDeleting(g)}>
                  Supprimer
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <CreateGroupForm
        onCreated={(g) => {
          onCreated(g);
          setNotice({ tone: 'success', text: `Le groupe « ${g.libelle} » a été créé.` });
        }}
      />
      {renaming && (
        <GroupNameDialog
          group={renaming}
          onClose={() => setRenaming(null)}
          onRenamed={(g) => {
            setRenaming(null);
            onRenamed(g);
            setNotice({ tone: 'success', text: `Le groupe « ${renaming.libelle} » s'appelle désormais « ${g.libelle} ».` });
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `Supprimer le groupe « ${deleting.libelle} » ?` : ''}
        message={
          deleting && deleting.nombre_surveillances > 0
            ? `Ses surveillances (${countLabel(deleting.nombre_surveillances)}) sont conservées, sans groupe.`
            : 'Il ne contient aucune surveillance.'
        }
        confirmLabel="Oui, supprimer le groupe"
        cancelLabel="Non, le conserver"
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
