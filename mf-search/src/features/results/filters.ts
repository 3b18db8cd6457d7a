// The filters of the results page (SPEC §3 company filters, plus legal form and state): read from
// the URL, counted, shown as chips and removed, all through the URL so that a filtered list can be
// shared and is rendered on the server.
import type { FilterChip } from '@portail/shared';
import { FILTER_FIELDS, RESULTS_PATH, displayValue, fieldLabel, readCriteria, type FilterField, type ValueLabels } from '../advanced-search';
import { withParams } from './query';

export type FilterValues = Record<FilterField, string>;

export function readFilters(params: URLSearchParams): FilterValues {
  const c = readCriteria(params);
  return Object.fromEntries(FILTER_FIELDS.map((f) => [f, c[f]])) as FilterValues;
}

export function activeFilterCount(params: URLSearchParams): number {
  const f = readFilters(params);
  return FILTER_FIELDS.filter((k) => f[k] !== '').length;
}

/** The URL with these filter values (empty ones dropped), back on the first page. */
export function withFilters(params: URLSearchParams, values: Partial<Record<FilterField, string | null>>): URLSearchParams {
  return withParams(params, { ...values, page: null });
}

export function resultsHref(params: URLSearchParams): string {
  return `${RESULTS_PATH}?${params}`;
}

export function filterChips(params: URLSearchParams, labels: ValueLabels, boost: 'NC' | null = null): FilterChip[] {
  const values = readFilters(params);
  return FILTER_FIELDS.filter((f) => values[f] !== '').map((f) => ({
    id: f,
    label: fieldLabel(f, boost),
    value: displayValue(f, values[f], labels),
    removeHref: resultsHref(withFilters(params, { [f]: null })),
  }));
}

export function withoutFilters(params: URLSearchParams): URLSearchParams {
  return withParams(params, { ...Object.fromEntries(FILTER_FIELDS.map((f) => [f, null])), page: null });
}
