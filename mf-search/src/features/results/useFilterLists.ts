import { useMemo } from 'react';
import { keyedCall, useResource, type ResourceState } from '@portail/shared';
import { LEGAL_FORMS_PATH, legalForms } from '../../api/referenceApi';
import type { ValueLabels } from '../advanced-search';
import { departmentsCall, divisionLabel, nafDivisionsCall, provincesCall, useAreas, useNafDivisions, type Area, type Naf } from '../../reference/lists';

export interface FilterLists {
  /** The legal forms, from the API's reference list (empty until loaded). */
  legalForms: { code: string; libelle: string }[];
  /** The places (departments, or New Caledonia's provinces and communes) and the activity sectors the filters offer: loading, failed or ready. */
  departments: ResourceState<Area[]>;
  divisions: ResourceState<Naf[]>;
  /** The labels of the filter values, as far as the lists are loaded (the code until then). */
  labels: ValueLabels;
}

export const legalFormsCall = keyedCall(LEGAL_FORMS_PATH, undefined, (signal) => legalForms(signal));

/** The calls of `useFilterLists` on a territory's site, for the loader of a page that shows the filters. */
export function filterListCalls(territory: 'FR' | 'NC') {
  return [legalFormsCall, territory === 'NC' ? provincesCall : departmentsCall, nafDivisionsCall] as const;
}

/** The lists of the company filters, the API's (loaded once per page, on the server too). */
export function useFilterLists(): FilterLists {
  const forms = useResource(legalFormsCall);
  const departments = useAreas();
  const divisions = useNafDivisions();
  const options = forms.status === 'ready' ? forms.data : EMPTY;
  const departmentList = departments.status === 'ready' ? departments.data : null;
  const divisionList = divisions.status === 'ready' ? divisions.data : null;
  const labels = useMemo<ValueLabels>(
    () => ({
      legalForm: new Map(options.map((o) => [o.code, o.libelle])),
      department: new Map((departmentList ?? []).map((d) => [d.code, d.label])),
      activityDomain: new Map((divisionList ?? []).map((d) => [d.code, divisionLabel(d)])),
    }),
    [options, departmentList, divisionList],
  );
  return { legalForms: options, departments, divisions, labels };
}

const EMPTY: { code: string; libelle: string }[] = [];
