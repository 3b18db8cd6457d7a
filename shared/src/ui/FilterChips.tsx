import type { MouseEvent } from 'react';
import { classNames } from './classNames';
import { Icon } from './Icon';

export interface FilterChip {
  /** Stable key, e.g. the filter's name. */
  id: string;
  /** Name of the filter ("Département"). */
  label: string;
  /** Its value in words ("75 – Paris"). */
  value: string;
  /** The URL without this filter: chips are links, so that they work before scripts run. */
  removeHref: string;
}

export interface FilterChipsProps {
  chips: FilterChip[];
  /** Called on a plain left click instead of following the link. */
  onRemove?: (chip: FilterChip) => void;
  /** A link removing every filter, shown when two chips or more are. */
  clearAll?: { href: string; label?: string; onClear?: () => void };
  /** Accessible name of the list. Default "Filtres actifs". */
  label?: string;
  className?: string;
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The active filters of a list as removable chips ("Retirer le filtre Département : Paris"). Nothing when none is active. */
export function FilterChips({ chips, onRemove, clearAll, label = 'Filtres actifs', className }: FilterChipsProps) {
  if (chips.length === 0) return null;
  return (
    <div className={classNames('filter-chips', className)}>
      <ul className="inline-list" aria-label={label}>
        {chips.map((chip) => (
          <li key={chip.id} className="filter-chips__item">
            <a
              className="filter-chip"
              href={chip.removeHref}
              aria-label={`Retirer le filtre ${chip.label} : ${chip.value}`}
              onClick={(event) => {
                if (!onRemove || !isPlainLeftClick(event)) return;
                event.preventDefault();
                onRemove(chip);
              }}
            >
              <span className="filter-chip__label">{chip.label} :</span> <span className="filter-chip__value">{chip.value}</span>
              <Icon name="close" size={16} className="filter-chip__remove" />
            </a>
          </li>
        ))}
      </ul>
      {clearAll && chips.length > 1 && (
        <a
          className="filter-chips__clear"
          href={clearAll.href}
          onClick={(event) => {
            if (!clearAll.onClear || !isPlainLeftClick(event)) return;
            event.preventDefault();
            clearAll.onClear();
          }}
        >
          {clearAll.label ?? 'Retirer tous les filtres'}
        </a>
      )}
    </div>
  );
}
