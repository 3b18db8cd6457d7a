// The hosted page's stylesheet, served at /style.css: mobile first, readable at 320 px wide and at
// 400 % zoom, 48 px touch targets, a focus ring on everything that takes focus, AA contrast.

export const STYLESHEET = `*,
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

h1,
h2 {
  line-height: 1.25;
  margin: 0 0 0.75rem;
}

h1 {
  font-size: 1.75rem;
}

h2 {
  font-size: 1.25rem;
}

p {
  margin: 0 0 1rem;
}

a {
  color: #000091;
  text-decoration: underline;
  text-underline-offset: 0.15em;
}

a:hover {
  text-decoration-thickness: 2px;
}

:focus-visible {
  outline: 3px solid #0a5cd6;
  outline-offset: 2px;
}

/* Without :focus-visible support, keep a ring anyway. */
a:focus,
button:focus,
input:focus,
[tabindex]:focus {
  outline: 3px solid #0a5cd6;
  outline-offset: 2px;
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
  background: #000091;
  color: #ffffff;
  padding: 0.75rem 1rem;
}

.site-header__brand {
  max-width: 40rem;
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
  max-width: 40rem;
  margin: 0 auto;
  padding: 1.5rem 1rem 2rem;
  overflow-wrap: break-word;
}

.site-footer {
  max-width: 40rem;
  margin: 0 auto;
  padding: 0 1rem 2rem;
  color: #4a4a4a;
  font-size: 0.875rem;
}

.lead {
  font-size: 1.125rem;
}

.card-number {
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  white-space: nowrap;
}

/* ---------- Blocks ---------- */

.summary,
.card-form,
.test-notice {
  margin: 0 0 1.5rem;
  padding: 1rem;
  border-radius: 0.5rem;
}

.summary,
.card-form {
  background: #ffffff;
  border: 1px solid #c9c9d1;
}

.summary__list {
  margin: 0;
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

.summary__amount dd {
  font-size: 1.25rem;
}

.test-notice {
  background: #fff6d9;
  border: 1px solid #8a6100;
  border-left-width: 0.375rem;
}

.test-notice h2 {
  font-size: 1.125rem;
}

.test-notice__cards {
  margin: 0 0 1rem;
  padding-left: 1.25rem;
}

.test-notice__cards li {
  margin-bottom: 0.25rem;
}

.test-notice p:last-child {
  margin-bottom: 0;
}

/* ---------- Errors ---------- */

.error-summary {
  margin: 0 0 1.5rem;
  padding: 1rem;
  border: 3px solid #c70000;
  border-radius: 0.5rem;
  background: #ffffff;
}

.error-summary h2 {
  color: #c70000;
}

.error-summary ul {
  margin: 0;
  padding-left: 1.25rem;
}

.error-summary a {
  color: #c70000;
  font-weight: 600;
}

/* ---------- Fields ---------- */

.field {
  margin: 0 0 1.25rem;
}

.field--error {
  padding-left: 0.75rem;
  border-left: 4px solid #c70000;
}

.field__label {
  display: block;
  margin-bottom: 0.25rem;
  font-weight: 700;
}

.field__hint {
  margin: 0 0 0.5rem;
  color: #4a4a4a;
  font-size: 0.9375rem;
}

.field__error {
  margin: 0 0 0.5rem;
  color: #c70000;
  font-weight: 700;
}

.field__input {
  display: block;
  width: 100%;
  min-height: 48px;
  padding: 0.5rem 0.75rem;
  border: 2px solid #3a3a3a;
  border-radius: 0.25rem;
  background: #ffffff;
  color: #1e1e1e;
  font: inherit;
  font-size: 1.125rem;
}

.field__input--short {
  max-width: 9rem;
}

.field__input[aria-invalid="true"] {
  border-color: #c70000;
  border-width: 3px;
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

.button--secondary {
  background: #ffffff;
  color: #000091;
}

.button--secondary:hover {
  background: #ececfe;
  border-color: #000091;
}

.cancel {
  margin: 0 0 1.5rem;
}

@media (min-width: 36em) {
  .page {
    padding-top: 2rem;
  }

  h1 {
    font-size: 2rem;
  }

  .summary,
  .card-form,
  .test-notice {
    padding: 1.5rem;
  }

  .summary__list > div {
    display: flex;
    gap: 1rem;
    align-items: baseline;
  }

  .summary__list dt {
    flex: 0 0 8rem;
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

@media (prefers-reduced-motion: no-preference) {
  .button {
    transition: background-color 0.15s ease;
  }
}

@media (forced-colors: active) {
  .button,
  .field__input {
    border: 2px solid ButtonText;
  }
}
`;
