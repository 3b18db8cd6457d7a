import { FormField, type GroupeFavori } from '@portail/shared';

/** "Groupe favori": one of the account's favourite groups, or none (`emptyLabel`, value ""). */
export function FavouriteGroupSelect({ groups, value, onChange, emptyLabel }: { groups: readonly GroupeFavori[]; value: string; onChange: (value: string) => void; emptyLabel: string }) {
  return (
    <FormField label="Groupe favori">
      <select value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">{emptyLabel}</option>
        {groups.map((g) => (
          <option key={g.id} value={g.id}>
            {g.libelle}
          </option>
        ))}
      </select>
    </FormField>
  );
}
