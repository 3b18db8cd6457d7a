// Server-only: the rules both test providers' stylesheets (payment-sandbox, postal-sandbox) start
// with: mobile first, readable at 320 px wide and at 400 % zoom, 48 px buttons, AA contrast. Each
// provider appends its own rules (headings, focus ring, its blocks) after these, so that they win
// over these where they differ.

export interface SandboxStyleOptions {
  /** The header band's colour, which tells one provider from the other. */
  headerBackground: string;
  /** The width of the header, the page and the footer: "40rem". */
  width: string;
  /** On wide screens, the width of the terms of a summary list: "8rem". */
  termWidth: string;
}

export function sandboxBaseStyles(o: SandboxStyleOptions): string {
  return `*,
*::before,
*::after {
  box-sizing: border-box;
}

html {
  -webkit-text-size-adjust: 100%;
  text-size-adjust: 100%;
}

body {
  margin: 0;
  background: #f4f4f6;
  color: #1e1e1e;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  font-size: 1rem;
  line-height: 1.5;
}

a {
  color: #000091;
  text-decoration: underline;
  text-underline-offset: 0.15em;
}

a:hover {
  text-decoration-thickness: 2px;
}

.visually-hidden {
  position: absolute !important;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
}

/* ---------- Page ---------- */

.site-header {
  background: ${o.headerBackground};
  color: #ffffff;
  padding: 0.75rem 1rem;
}

.site-header__brand {
  max-width: ${o.width};
  margin: 0 auto;
  font-weight: 700;
}

.site-header__tag {
  display: inline-block;
  margin-left: 0.5rem;
  padding: 0 0.5rem;
  border-radius: 0.25rem;
  background: #ffe9a8;
  color: #1e1e1e;
  font-size: 0.875rem;
  font-weight: 700;
  text-transform: uppercase;
}

.page {
  display: block;
  max-width: ${o.width};
  margin: 0 auto;
  padding: 1.5rem 1rem 2rem;
  overflow-wrap: break-word;
}

.site-footer {
  max-width: ${o.width};
  margin: 0 auto;
  padding: 0 1rem 2rem;
  color: #4a4a4a;
  font-size: 0.875rem;
}

.lead {
  font-size: 1.125rem;
}

/* ---------- Blocks ---------- */

.test-notice {
  margin: 0 0 1.5rem;
  padding: 1rem;
  border-radius: 0.5rem;
  background: #fff6d9;
  border: 1px solid #8a6100;
  border-left-width: 0.375rem;
}

.test-notice p:last-child {
  margin-bottom: 0;
}

.summary__list > div {
  padding: 0.5rem 0;
  border-top: 1px solid #e3e3e8;
}

.summary__list > div:first-child {
  border-top: 0;
  padding-top: 0;
}

.summary__list dt {
  color: #4a4a4a;
  font-size: 0.875rem;
}

.summary__list dd {
  margin: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
}

/* ---------- Buttons ---------- */

.button {
  display: block;
  width: 100%;
  min-height: 48px;
  padding: 0.625rem 1.25rem;
  border: 2px solid #000091;
  border-radius: 0.25rem;
  background: #000091;
  color: #ffffff;
  font: inherit;
  font-weight: 700;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
}

.button:hover {
  background: #1212ff;
  border-color: #1212ff;
}

@media (min-width: 36em) {
  .summary__list > div {
    display: flex;
    gap: 1rem;
    align-items: baseline;
  }

  .summary__list dt {
    flex: 0 0 ${o.termWidth};
  }

  .summary__list dd {
    flex: 1 1 auto;
    min-width: 0;
  }

  .button {
    display: inline-block;
    width: auto;
  }
}

@media (forced-colors: active) {
  .button {
    border: 2px solid ButtonText;
  }
}
`;
}
