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

// The classic build registers English messages when its first schema is built; zod/mini registers
// no locale, and a message a schema does not word itself would read "Invalid input". English stays
// the default; an app that picks a locale (the API picks French) still wins, whatever the order.
if (!z.config().localeError) z.config(z.locales.en());

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
