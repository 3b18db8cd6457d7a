// What the classic zod build did on its own and the tree-shakable zod/mini build leaves to us, and
// the schema library as the browser apps load it.
//
// In the apps' browser builds `zod/mini` resolves to this module (config/webpack.factory.cjs), which
// the federation shares as one singleton: the shell provides it and every remote uses that copy,
// instead of each bundling the parts of the library its own schemas need. A shared module keeps
// every export it names, so it names only the functions the portal's schemas call (a tree-shaken
// subset, not the whole library with its forty locales). A function missing here fails the app's
// build (`exportsPresence`); add it to the list below. Types come from zod itself: TypeScript
// does not see the alias.
import * as z from 'zod/v4/mini';

export {
  _default,
  array,
  boolean,
  coerce,
  discriminatedUnion,
  extend,
  globalRegistry,
  gte,
  int,
  literal,
  looseObject,
  lte,
  maxLength,
  minLength,
  nullable,
  nullish,
  number,
  object,
  omit,
  optional,
  parse,
  pipe,
  positive,
  record,
  refine,
  regex,
  safeParse,
  startsWith,
  string,
  superRefine,
  transform,
  undefined,
  union,
  unknown,
  uuid,
} from 'zod/v4/mini';
export { enum } from 'zod/v4/mini';

/**
 * What a visitor reads when a schema does not word its message itself: French, as everything the
 * site says, with the generic wording of the product's forms for lengths. zod/mini registers no
 * locale (its messages would read "Invalid input"), and its French locale weighs more than these
 * few lines in every page. An app that picks a locale itself still wins, whatever the order.
 */
function frenchMessage(issue: z.core.$ZodRawIssue): string {
  if (issue.code === 'too_small') return issue.origin === 'string' ? `Minimum ${String(issue.minimum)} caractères requis.` : `La valeur doit être d’au moins ${String(issue.minimum)}.`;
  if (issue.code === 'too_big') return issue.origin === 'string' ? `Limité à ${String(issue.maximum)} caractères.` : `La valeur doit être d’au plus ${String(issue.maximum)}.`;
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'Ce champ est obligatoire.';
  if (issue.code === 'invalid_format') return 'Le format est invalide.';
  return 'La valeur est invalide.';
}
if (!z.config().localeError) z.config({ localeError: frenchMessage });

/** `z.preprocess` of the classic build: `fn` runs on the raw input before `schema` checks it. */
export function preprocess<U extends z.core.$ZodType>(fn: (value: unknown) => unknown, schema: U) {
  return z.pipe(z.transform(fn), schema);
}

/** A form's problems as `{ field: message }`, the first of each field (the field is the first key of the issue's path). */
export function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in out)) out[field] = issue.message;
  }
  return out;
}
