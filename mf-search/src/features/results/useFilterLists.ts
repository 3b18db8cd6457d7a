import { useMemo } from 'react';
import { resourceCall, useResource, type ResourceState } from '@portail/shared';
import { legalForms } from '../../api/searchApi';
import type { ValueLabels } from '../advanced-search';
import { departmentLabel, departmentsCall, divisionLabel, nafDivisionsCall, useDepartments, useNafDivisions, type Departement, type Naf } from '../../reference/lists';

export interface FilterLists {
  /** The legal forms, from the API's reference list (empty until loaded). */
  legalForms: { code: string; libelle: string }[];
  /** The departments and the activity sectors the filters offer: loading, failed or ready. */
  departments: ResourceState<Departement[]>;
  divisions: ResourceState<Naf[]>;
  /** The labels of the filter values, as far as the lists are loaded (the code until then). */
  labels: ValueLabels;
}

export const legalFormsCall = resourceCall('reference:formes_juridiques', (signal) => legalForms(signal));

/** The calls of `useFilterLists`, for the loader of a page that shows the filters. */
export const FILTER_LIST_CALLS = [legalFormsCall, departmentsCall, nafDivisionsCall] as const;

/** The lists of the company filters, the API's (loaded once per page, on the server too). */
export function useFilterLists(): FilterLists {
  const forms = useResource(legalFormsCall);
  const departments = useDepartments();
  const divisions = useNafDivisions();
  const options = forms.status === 'ready' ? forms.data : EMPTY;
  const departmentList = departments.status === 'ready' ? departments.data : null;
  const divisionList = divisions.status === 'ready' ? divisions.data : null;
  const labels = useMemo<ValueLabels>(
    () => ({
      legalForm: new Map(options.map((o) => [o.code, o.libelle])),
      department: new Map((departmentList ?? []).map((d) => [d.code, departmentLabel(d)])),
      activityDomain: new Map((divisionList ?? []).map((d) => [d.code, divisionLabel(d)])),
    }),
    [options, departmentList, divisionList],
  );
  return { legalForms: options, departments, divisions, labels };
}

const EMPTY: { code: string; libelle: string }[] = [];
