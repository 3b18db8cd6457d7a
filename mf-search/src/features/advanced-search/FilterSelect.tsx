import type { ChangeEvent } from 'react';
import { FormField, type ResourceState } from '@portail/shared';
import { AREA_WORDING, divisionLabel, useTerritory, type Area, type AreaWording, type Naf } from '../../reference/lists';
import { LoadFailure } from '../../states';
import { COMPANY_TYPES, FIELD_LABELS, STATUS_OPTIONS } from './criteria';

export type FilterSelectField = 'department' | 'activityDomain' | 'legalForm' | 'status' | 'companyType';

/** An option; `group`, the label of the group it is shown in (a province for its communes). */
type Option = { value: string; label: string; group?: string };

/** A place as an option: a province heads its group, its communes follow in it. */
function areaOption(a: Area, areas: readonly Area[]): Option {
  if (a.kind === 'province') return { value: a.code, label: `Toute la ${a.label}`, group: a.label };
  const province = a.province ? areas.find((p) => p.code === a.province) : undefined;
  return province ? { value: a.code, label: a.label, group: province.label } : { value: a.code, label: a.label };
}

/** Each filter's "no filter" choice and its options. */
function choices(
  field: FilterSelectField,
  { legalForms = [], departments, divisions }: Pick<FilterSelectProps, 'legalForms' | 'departments' | 'divisions'>,
  places: AreaWording,
): { all: string; options: readonly Option[] } {
  switch (field) {
    case 'department':
      return { all: places.all, options: departments?.status === 'ready' ? departments.data.map((a) => areaOption(a, departments.data)) : [] };
    case 'activityDomain':
      return { all: "Tous les domaines d'activité", options: divisions?.status === 'ready' ? divisions.data.map((d) => ({ value: d.code, label: divisionLabel(d) })) : [] };
    case 'legalForm':
      return { all: 'Toutes les formes juridiques', options: legalForms.map((f) => ({ value: f.code, label: f.libelle })) };
    case 'status':
      return { all: 'Actives et radiées', options: STATUS_OPTIONS };
    case 'companyType':
      return { all: 'Entreprises et établissements', options: COMPANY_TYPES };
  }
}

export interface FilterSelectProps {
  field: FilterSelectField;
  value: string;
  onChange: (e: ChangeEvent<HTMLSelectElement>) => void;
  /** The legal forms the API knows (for the legal-form filter). */
  legalForms?: { code: string; libelle: string }[];
  /** The places of the site's territory, the API's (for the department filter: departments, or provinces and communes). */
  departments?: ResourceState<Area[]>;
  /** The API's activity sectors (for the activity filter). */
  divisions?: ResourceState<Naf[]>;
}

/**
 * A company filter as a labelled select: the advanced search and the results' filters share it. A
 * list from the API says that it is loading, or why it failed (with "Réessayer" when trying again
 * may help); meanwhile the chosen value keeps its option, by its code.
 */
export function FilterSelect({ field, value, onChange, ...lists }: FilterSelectProps) {
  const places = AREA_WORDING[useTerritory()];
  const { all, options } = choices(field, lists, places);
  const list = field === 'department' ? lists.departments : field === 'activityDomain' ? lists.divisions : undefined;
  const shown = list && list.status !== 'ready' && value !== '' ? [{ value, label: value }, ...options] : options;
  const failed = list && (list.status === 'error' || list.status === 'not-found') ? list : null;
  return (
    <>
      <FormField
        label={field === 'department' ? places.field : FIELD_LABELS[field]}
        hint={list?.status === 'loading' ? (field === 'department' ? places.loading : LOADING.activityDomain) : undefined}
      >
        <select name={field} value={value} onChange={onChange} aria-busy={list?.status === 'loading' || undefined}>
          <option value="">{all}</option>
          {groups(shown).map(([group, items]) => {
            const rendered = items.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ));
            return group === null ? rendered : <optgroup key={group} label={group}>{rendered}</optgroup>;
          })}
        </select>
      </FormField>
      {failed && <LoadFailure error={failed.error} retry={failed.retry} />}
    </>
  );
}

const LOADING = { activityDomain: "Chargement des domaines d'activité…" };

/** Consecutive options of the same group together, in their order; ungrouped ones stand alone. */
function groups(options: readonly Option[]): [string | null, Option[]][] {
  const out: [string | null, Option[]][] = [];
  for (const o of options) {
    const last = out[out.length - 1];
    if (o.group !== undefined && last && last[0] === o.group) last[1].push(o);
    else out.push([o.group ?? null, [o]]);
  }
  return out;
}
