// Builders of query-string and path parameters with French messages, for the API's request
// schemas.
import * as z from 'zod/mini';
import { preprocess } from '../../zod';
import { MAX_LIMIT } from '../common';

/** Query strings arrive as strings; empty values mean "not given" (SPEC §2: empty values are omitted). */
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

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

export const limitParam = (defaultValue: number, max = MAX_LIMIT) =>
  z._default(z.optional(intParam({ min: 0, max, label: 'limit' })), defaultValue);
export const offsetParam = () =>
  z._default(z.optional(intParam({ min: 0, max: 100_000, label: 'offset' })), 0);

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

/** Positive integer identifier in a path. */
export const idParam = (label = 'id') =>
  intParam({ min: 1, max: 2_147_483_647, label });
