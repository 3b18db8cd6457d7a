import { useId } from 'react';

export const ORDER_OPTIONS = [
  { value: '', label: 'Pertinence' },
  { value: 'denomination', label: 'Dénomination (A à Z)' },
] as const;

/** The order of the list, with its visible label; changing it reloads the list in that order. */
export function SortSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id} className="sort-select__label">
        Trier par
      </label>
      <select id={id} className="sort-select__control" value={value} onChange={(e) => onChange(e.target.value)}>
        {ORDER_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
