// Server-only: the page frame of the two test providers (payment-sandbox, postal-sandbox): French,
// not indexed, the provider's stylesheet, a header that says "Test", a footer that says nothing
// real happens. The frame's texts are the provider's own constants, inserted as written; the title and
// the body are escaped by their makers. No script, no inline style.
import { html, noIndexPage, raw, type Raw } from '../format/html';

export interface SandboxFrame {
  /** After each page title: "Paiement sécurisé (test)". */
  titleSuffix: string;
  /** The header's name for the provider: "Prestataire de paiement". */
  brand: string;
  /** The footer's one sentence. */
  footer: string;
  /** Whether the provider serves an icon at /favicon.svg. */
  favicon?: boolean;
}

/** A whole page: `title` (prefixed with "Erreur : " when `error`) around `body`. */
export function sandboxLayout(frame: SandboxFrame, title: string, body: Raw, { error = false } = {}): string {
  return noIndexPage(
    html`${error ? 'Erreur : ' : ''}${title} – ${raw(frame.titleSuffix)}`,
    html`${frame.favicon ? html`<link rel="icon" href="/favicon.svg" type="image/svg+xml">\n` : ''}<link rel="stylesheet" href="/style.css">
`,
    html`<header class="site-header">
<p class="site-header__brand">${raw(frame.brand)} <span class="site-header__tag">Test</span></p>
</header>
<main class="page">
${body}
</main>
<footer class="site-footer">
<p>${raw(frame.footer)}</p>
</footer>
`,
  );
}
