import { useState } from 'react';
import { Icon, LazyDialog } from '@portail/shared';
import { FilterForm, type FilterFormProps } from './FilterForm';

/**
 * Small screens: a "Filtrer" button showing how many filters are active, opening the filters in a
 * modal dialog (focus kept inside, given back to the button); applying closes it. Hidden from
 * 1000 px, where the filters stand beside the list.
 */
export function FilterDialog({ activeCount, ...form }: FilterFormProps & { activeCount: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn--secondary filter-toggle"
        aria-haspopup="dialog"
        aria-label={activeCount > 0 ? `Filtrer, ${activeCount} filtre${activeCount > 1 ? 's' : ''} actif${activeCount > 1 ? 's' : ''}` : undefined}
        onClick={() => setOpen(true)}
      >
        <Icon name="filter" size={18} />
        Filtrer
        {activeCount > 0 && (
          <span className="filter-toggle__count" aria-hidden="true">
            {activeCount}
          </span>
        )}
      </button>
      <LazyDialog open={open} title="Filtrer les entreprises" onClose={() => setOpen(false)} className="filter-dialog">
        <FilterForm
          {...form}
          onApply={(next) => {
            setOpen(false);
            form.onApply(next);
          }}
        />
      </LazyDialog>
    </>
  );
}
