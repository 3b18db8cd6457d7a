import { useState, type FormEvent } from 'react';
import { Button, FieldGrid, FormField, SelectField, type GroupeFavori } from '@portail/shared';
import { Q_MAX, normalizeQuery, type SurveillanceFilter } from './calls';
import { FavouriteGroupSelect } from './FavouriteGroupSelect';

const STATUS_LABELS = { ACTIVE: 'Actives', TERMINEE: 'Terminées', TOUTES: 'Toutes' } as const;
type StatusChoice = keyof typeof STATUS_LABELS;

export { surveillanceFilterFrom } from './calls';

export function surveillanceParams(f: SurveillanceFilter): URLSearchParams {
  const q = new URLSearchParams();
  if (f.statut !== 'ACTIVE') q.set('statut', f.statut ?? 'TOUTES');
  if (f.q) q.set('q', f.q);
  if (f.groupe !== null) q.set('groupe', String(f.groupe));
  if (f.page > 0) q.set('page', String(f.page));
  return q;
}

export function isFiltered(f: SurveillanceFilter): boolean {
  return f.statut !== 'ACTIVE' || f.q !== null || f.groupe !== null;
}

/** State, company (name or SIREN) and favourite group; applied when submitted. */
export function SurveillanceFilters({
  filter,
  groups,
  onApply,
}: {
  filter: SurveillanceFilter;
  groups: readonly GroupeFavori[];
  onApply: (f: Omit<SurveillanceFilter, 'page'>) => void;
}) {
  const [status, setStatus] = useState<StatusChoice>(filter.statut ?? 'TOUTES');
  const [q, setQ] = useState(filter.q ?? '');
  const [group, setGroup] = useState(filter.groupe === null ? '' : String(filter.groupe));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({ statut: status === 'TOUTES' ? null : status, q: normalizeQuery(q), groupe: group === '' ? null : Number(group) });
  };

  return (
    <form className="monitoring-filters" onSubmit={submit} aria-label="Filtrer mes surveillances">
      <FieldGrid
        legend="Surveillances affichées"
        actions={
          <>
            <Button type="submit">Filtrer</Button>
            {isFiltered(filter) && (
              <Button variant="secondary" onClick={() => onApply({ statut: 'ACTIVE', q: null, groupe: null })}>
                Effacer les filtres
              </Button>
            )}
          </>
        }
      >
        <SelectField label="État" value={status} onChange={(v) => setStatus(v as StatusChoice)} options={Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }))} />
        <FormField label="Entreprise" hint="Nom ou numéro SIREN" type="search" value={q} maxLength={Q_MAX} onChange={(e) => setQ(e.currentTarget.value)} autoComplete="off" />
        {groups.length > 0 && (
          <FavouriteGroupSelect groups={groups} value={group} onChange={setGroup} emptyLabel="Tous les groupes" />
        )}
      </FieldGrid>
    </form>
  );
}
