import { useState, type FormEvent } from 'react';
import {
  Button,
  FormField,
  GROUPES_SURVEILLANCE,
  LIBELLES_GROUPE_SURVEILLANCE,
  LIBELLES_TYPE_AVIS,
  SelectField,
  NOTICE_TYPES,
  type GroupeFavori,
  type GroupeSurveillance,
  type TypeAvis,
} from '@portail/shared';
import { useDateRange } from '../../layout/useDateRange';
import type { RevelationFilter } from './calls';
import { FavouriteGroupSelect } from './FavouriteGroupSelect';

const READ_CHOICES = { '': 'Toutes', false: 'Non lues', true: 'Lues' } as const;
type ReadChoice = keyof typeof READ_CHOICES;

export { revelationFilterFrom } from './calls';

export function revelationParams(f: RevelationFilter): URLSearchParams {
  const q = new URLSearchParams();
  if (f.lue !== null) q.set('lue', String(f.lue));
  if (f.type_avis) q.set('type_avis', f.type_avis);
  if (f.groupe) q.set('domaine', f.groupe);
  if (f.favoris) q.set('favoris', 'true');
  if (f.id_groupe_favori !== null) q.set('groupe_favori', String(f.id_groupe_favori));
  if (f.depuis) q.set('depuis', f.depuis);
  if (f.jusqua) q.set('jusqua', f.jusqua);
  if (f.page > 0) q.set('page', String(f.page));
  return q;
}

export const NO_FILTER: Omit<RevelationFilter, 'page'> = {
  lue: null,
  type_avis: null,
  groupe: null,
  favoris: false,
  id_groupe_favori: null,
  depuis: null,
  jusqua: null,
};

export function isFiltered(f: RevelationFilter): boolean {
  return revelationParams({ ...f, page: 0 }).toString() !== '';
}

/** Read state, notice type, domain, favourite groups and period; applied when submitted. */
export function RevelationFilters({
  filter,
  groups,
  onApply,
}: {
  filter: RevelationFilter;
  groups: readonly GroupeFavori[];
  onApply: (f: Omit<RevelationFilter, 'page'>) => void;
}) {
  const [read, setRead] = useState<ReadChoice>(filter.lue === null ? '' : filter.lue ? 'true' : 'false');
  const [type, setType] = useState<string>(filter.type_avis ?? '');
  const [domain, setDomain] = useState<string>(filter.groupe ?? '');
  const [favouriteGroup, setFavouriteGroup] = useState(filter.id_groupe_favori === null ? '' : String(filter.id_groupe_favori));
  const [favouritesOnly, setFavouritesOnly] = useState(filter.favoris);
  const { from, setFrom, to, setTo, error, check } = useDateRange(filter.depuis, filter.jusqua);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!check()) return;
    onApply({
      lue: read === '' ? null : read === 'true',
      type_avis: (type || null) as TypeAvis | null,
      groupe: (domain || null) as GroupeSurveillance | null,
      favoris: favouritesOnly,
      id_groupe_favori: favouriteGroup === '' ? null : Number(favouriteGroup),
      depuis: from || null,
      jusqua: to || null,
    });
  };

  return (
    <form className="monitoring-filters" onSubmit={submit} aria-label="Filtrer mes révélations" noValidate>
      <div className="monitoring-filters__fields">
        <SelectField label="Lecture" value={read} onChange={(v) => setRead(v as ReadChoice)} options={Object.entries(READ_CHOICES).map(([value, label]) => ({ value, label }))} />
        <SelectField
          label="Type d'avis"
          value={type}
          onChange={setType}
          emptyOption="Tous les types"
          options={NOTICE_TYPES.map((t) => ({ value: t, label: LIBELLES_TYPE_AVIS[t] }))}
        />
        <SelectField
          label="Domaine surveillé"
          value={domain}
          onChange={setDomain}
          emptyOption="Tous les domaines"
          options={GROUPES_SURVEILLANCE.map((g) => ({ value: g, label: LIBELLES_GROUPE_SURVEILLANCE[g] }))}
        />
        {groups.length > 0 && (
          <FavouriteGroupSelect groups={groups} value={favouriteGroup} onChange={setFavouriteGroup} emptyLabel="Tous les groupes" />
        )}
        <FormField id="revelations-depuis" type="date" label="Depuis le" value={from} onChange={(e) => setFrom(e.currentTarget.value)} error={error ?? undefined} />
        <FormField id="revelations-jusqua" type="date" label="Jusqu'au" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
      </div>
      <label className="monitoring-filters__check">
        <input type="checkbox" checked={favouritesOnly} onChange={(e) => setFavouritesOnly(e.currentTarget.checked)} />
        Uniquement les entreprises de mes groupes favoris
      </label>
      <div className="btn-group">
        <Button type="submit">Filtrer</Button>
        {isFiltered(filter) && (
          <Button variant="secondary" onClick={() => onApply(NO_FILTER)}>
            Effacer les filtres
          </Button>
        )}
      </div>
    </form>
  );
}
