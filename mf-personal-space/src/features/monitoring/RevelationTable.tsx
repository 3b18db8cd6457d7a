import { useEffect, useRef } from 'react';
import { Badge, DataTable, LIBELLES_SOURCE_EVENEMENT, LIBELLES_TYPE_AVIS, formatDateFr, type DataTableColumn, type Revelation } from '@portail/shared';
import { Link } from '@portail/shared/routing/RouterLink';
import { CompanyName, ValueChange } from './labels';
import { noticePath } from './paths';

/** "Sélectionner toutes les révélations de la page": checked, unchecked, or mixed. */
function SelectAll({ rows, selected, onChange }: { rows: readonly Revelation[]; selected: ReadonlySet<number>; onChange: (ids: Set<number>) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  const count = rows.filter((r) => selected.has(r.id)).length;
  const all = count === rows.length && rows.length > 0;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return (
    <label className="monitoring-filters__check">
      <input ref={ref} type="checkbox" checked={all} onChange={() => onChange(all ? new Set() : new Set(rows.map((r) => r.id)))} />
      Sélectionner toutes les révélations de la page
    </label>
  );
}

function columns(selected: ReadonlySet<number>, toggle: (id: number) => void): DataTableColumn<Revelation>[] {
  return [
    {
      key: 'selection',
      header: 'Sélection',
      cell: (r) => (
        <input
          type="checkbox"
          checked={selected.has(r.id)}
          onChange={() => toggle(r.id)}
          aria-label={`Sélectionner la révélation « ${r.libelle} » de ${r.entreprise.denomination} du ${formatDateFr(r.date_evenement)}`}
        />
      ),
    },
    {
      key: 'revelation',
      header: 'Révélation',
      rowHeader: true,
      cell: (r) => (
        <span className={r.lue ? 'revelation' : 'revelation revelation--unread'}>
          {!r.lue && (
            <span className="revelation__state">
              <Badge tone="info">Non lue</Badge>
            </span>
          )}
          <Link to={noticePath(r.id)} className="revelation__title">
            {r.libelle}
          </Link>
          <span className="revelation__type">{LIBELLES_TYPE_AVIS[r.type_avis]}</span>
        </span>
      ),
    },
    { key: 'entreprise', header: 'Entreprise', cell: (r) => <CompanyName company={r.entreprise} /> },
    { key: 'changement', header: 'Changement', cell: (r) => <ValueChange before={r.ancienne_valeur} after={r.nouvelle_valeur} /> },
    { key: 'date', header: 'Date', cell: (r) => formatDateFr(r.date_evenement), nowrap: true },
    { key: 'source', header: 'Source', cell: (r) => LIBELLES_SOURCE_EVENEMENT[r.source] },
  ];
}

/** A page of revelations, each to select; the unread ones say so in words. */
export function RevelationTable({
  rows,
  selected,
  onSelect,
}: {
  rows: readonly Revelation[];
  selected: ReadonlySet<number>;
  onSelect: (ids: Set<number>) => void;
}) {
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  };
  return (
    <>
      <SelectAll rows={rows} selected={selected} onChange={onSelect} />
      <div className="table-wrap">
        <DataTable caption="Mes révélations" captionHidden columns={columns(selected, toggle)} rows={rows} rowKey={(r) => r.id} />
      </div>
    </>
  );
}
