// What the classic zod build did on its own and the tree-shakable zod/mini build leaves to us.
import * as z from 'zod/mini';

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
