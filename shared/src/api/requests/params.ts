// Builders of query-string and path parameters with French messages, for the API's request
// schemas.
import * as z from 'zod/mini';
import { preprocess } from '../../zod';
import { DEPARTMENT_CODE, TERRITOIRES } from '../companies';
import { MAX_LIMIT } from '../common';
import { isCalendarDate } from '../../format/dates';

export { DATE_YEARS, isCalendarDate } from '../../format/dates';

/** Query strings arrive as strings; empty values mean "not given" (SPEC §2: empty values are omitted). */
export const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** An integer query parameter with bounds and French messages. */
export function intParam(opts: { min: number; max: number; label: string }) {
  return preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: `Le paramètre ${opts.label} doit être un nombre entier.` })
      .check(
        z.int({ error: `Le paramètre ${opts.label} doit être un nombre entier.` }),
        z.gte(opts.min, { error: `Le paramètre ${opts.label} doit être supérieur ou égal à ${opts.min}.` }),
        z.lte(opts.max, { error: `Le paramètre ${opts.label} doit être inférieur ou égal à ${opts.max}.` }),
      ),
  );
}

/**
 * A query parameter that may be left out: absent and empty (`?q=`) both mean "not given", and the
 * key stays optional in the parsed type.
 */
export function optionalParam<T extends z.core.SomeType>(schema: T) {
  return z.pipe(z.optional(z.transform(emptyToUndefined)), z.optional(schema));
}

export const limitParam = (defaultValue: number, max = MAX_LIMIT) =>
  z._default(optionalParam(intParam({ min: 0, max, label: 'limit' })), defaultValue);
export const offsetParam = () => z._default(optionalParam(intParam({ min: 0, max: 100_000, label: 'offset' })), 0);

/**
 * Free text typed by a user: control characters (NUL breaks PostgreSQL) are replaced by spaces,
 * whitespace is collapsed, length is bounded.
 */
export function textParam(label: string, max = 200) {
  return preprocess(
    emptyToUndefined,
    z.pipe(
      z
        .string({ error: `Le paramètre ${label} doit être une chaîne de caractères.` })
        .check(z.maxLength(max, { error: `Le paramètre ${label} est limité à ${max} caractères.` })),
      // eslint-disable-next-line no-control-regex -- control characters are what this replaces
      z.transform((s) => s.replace(/[\u0000-\u001f\u007f-\u009f\ufffe\uffff]/g, ' ').replace(/\s+/g, ' ').trim()),
    ),
  );
}

/** An enumerated query parameter with a French message listing the allowed values. */
export function enumParam<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return preprocess(
    emptyToUndefined,
    z.enum(values, { error: `Le paramètre ${label} doit valoir ${values.join(', ')}.` }),
  );
}

/** The territory whose companies or registries are asked for: mainland France (FR) or New Caledonia (NC). */
export const territoryParam = () => enumParam(TERRITOIRES, 'territoire');

/** Positive integer identifier in a path. */
export const idParam = (label = 'id') =>
  intParam({ min: 1, max: 2_147_483_647, label });

/** A 5-digit postcode. */
export const postcodeParam = (label = 'code_postal') =>
  preprocess(emptyToUndefined, z.string().check(z.regex(/^\d{5}$/, { error: `Le paramètre ${label} doit comporter 5 chiffres.` })));

/** A department number (01 to 95, 2A, 2B, 971 to 989), upper-cased. */
export const departmentParam = (label: string) =>
  z.pipe(
    preprocess(
      emptyToUndefined,
      z.string().check(z.regex(DEPARTMENT_CODE, { error: `Le paramètre ${label} doit être un numéro de département.` })),
    ),
    z.transform((v) => v.toUpperCase()),
  );

/** A calendar date parameter (AAAA-MM-JJ). */
export const dateParam = (label: string) =>
  preprocess(
    emptyToUndefined,
    z.string({ error: `Le paramètre ${label} doit être une date au format AAAA-MM-JJ.` }).check(
      z.refine(isCalendarDate, { error: `Le paramètre ${label} doit être une date valide au format AAAA-MM-JJ.` }),
    ),
  );
