// Query strings of API calls, built the same way by the API client and by early requests.

export type QueryValue = string | number | boolean | null | undefined;
/** Query parameters; null, undefined and empty values are left out, arrays give repeated parameters. */
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export function toSearchParams(params: QueryParams | undefined): URLSearchParams {
  const out = new URLSearchParams();
  if (!params) return out;
  for (const [key, value] of Object.entries(params)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const v of values) {
      if (v === null || v === undefined || v === '') continue;
      out.append(key, String(v));
    }
  }
  return out;
}
