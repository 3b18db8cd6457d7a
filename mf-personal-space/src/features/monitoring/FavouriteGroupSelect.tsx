import { SelectField, type GroupeFavori } from '@portail/shared';

/** "Groupe favori": one of the account's favourite groups, or none (`emptyLabel`, value ""). */
export function FavouriteGroupSelect({ groups, value, onChange, emptyLabel }: { groups: readonly GroupeFavori[]; value: string; onChange: (value: string) => void; emptyLabel: string }) {
  return (
    <SelectField label="Groupe favori" value={value} onChange={onChange} emptyOption={emptyLabel} options={groups.map((g) => ({ value: String(g.id), label: g.libelle }))} />
  );
}
