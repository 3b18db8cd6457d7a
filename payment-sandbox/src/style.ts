// The hosted page's stylesheet, served at /style.css: the test providers' common rules, then the
// page's own: a focus ring on everything that takes focus, the card form and its errors.
import { sandboxBaseStyles } from '@portail/shared/sandbox/style';

export const STYLESHEET = `${sandboxBaseStyles({ headerBackground: '#000091', width: '40rem', termWidth: '8rem' })}
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

.card-number {
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  white-space: nowrap;
}

.summary,
.card-form {
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

.summary__amount dd {
  font-size: 1.25rem;
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
}

@media (prefers-reduced-motion: no-preference) {
  .button {
    transition: background-color 0.15s ease;
  }
}

@media (forced-colors: active) {
  .field__input {
    border: 2px solid ButtonText;
  }
}
`;

/** The provider's icon: a card on the header's blue, so that the browser's request for it is answered. */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#000091"/><rect x="5" y="9" width="22" height="15" rx="2" fill="#ffffff"/><rect x="5" y="12" width="22" height="3" fill="#000091"/></svg>
`;
