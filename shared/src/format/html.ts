// A tiny HTML template helper for pages and e-mails rendered as strings (the identity provider's
// pages, the mails, the payment sandbox): interpolated values are escaped unless wrapped by `raw`.

/** Markup that is inserted as is. */
export class Raw {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export const raw = (value: string): Raw => new Raw(value);

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

type Value = Raw | string | number | null | undefined | false | Array<Raw | string>;

/** Template tag: values are escaped unless they are {@link Raw} (the result of another `html`). */
export function html(strings: TemplateStringsArray, ...values: Value[]): Raw {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    if (Array.isArray(v)) out += v.map((x) => (x instanceof Raw ? x.value : escapeHtml(x))).join('');
    else if (v instanceof Raw) out += v.value;
    else if (v !== null && v !== undefined && v !== false) out += escapeHtml(v);
    out += strings[i + 1] ?? '';
  });
  return raw(out);
}

/**
 * A whole page in French that search engines must not index (the identity provider's pages, the test
 * providers' pages): `title`, what the head links after the metas, and the body's markup.
 */
export function noIndexPage(title: Raw, head: Raw, body: Raw): string {
  return html`<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
${head}</head>
<body>
${body}</body>
</html>
`.value;
}
