// The tester page's stylesheet, served at /style.css, and its icon, served at /favicon.svg: mobile
// first, readable at 320 px wide and at 400 % zoom, 48 px buttons, a focus ring on everything that
// takes focus, AA contrast.

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

h1, h2, h3 {
  line-height: 1.25;
  margin: 0 0 0.75rem;
}

h1 { font-size: 1.75rem; }
h2 { font-size: 1.25rem; }
h3 { font-size: 1.0625rem; }

p { margin: 0 0 1rem; }

a {
  color: #000091;
  text-decoration: underline;
  text-underline-offset: 0.15em;
}

a:hover { text-decoration-thickness: 2px; }

:focus-visible,
a:focus,
button:focus {
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

.site-header {
  background: #4a2d00;
  color: #ffffff;
  padding: 0.75rem 1rem;
}

.site-header__brand {
  max-width: 48rem;
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
  text-transform: uppercase;
}

.page {
  display: block;
  max-width: 48rem;
  margin: 0 auto;
  padding: 1.5rem 1rem 2rem;
  overflow-wrap: break-word;
}

.site-footer {
  max-width: 48rem;
  margin: 0 auto;
  padding: 0 1rem 2rem;
  color: #4a4a4a;
  font-size: 0.875rem;
}

.lead { font-size: 1.125rem; }

.test-notice,
.notice,
.letter {
  margin: 0 0 1.5rem;
  padding: 1rem;
  border-radius: 0.5rem;
}

.test-notice {
  background: #fff6d9;
  border: 1px solid #8a6100;
  border-left-width: 0.375rem;
}

.notice {
  background: #e8f5ec;
  border: 1px solid #18753c;
  border-left-width: 0.375rem;
}

.notice p:last-child,
.test-notice p:last-child { margin-bottom: 0; }

.letters {
  margin: 0;
  padding: 0;
  list-style: none;
}

.letter {
  background: #ffffff;
  border: 1px solid #c9c9d1;
}

.state {
  display: inline-block;
  padding: 0.125rem 0.5rem;
  border-radius: 0.25rem;
  background: #e3e3fd;
  color: #000091;
  font-weight: 700;
}

.state--distribue { background: #e8f5ec; color: #18753c; }
.state--retourne { background: #ffe9e9; color: #c70000; }

.summary__list { margin: 0 0 1rem; }

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

.letter__address { font-style: normal; }

.letter__steps {
  margin: 0 0 1rem;
  padding-left: 1.5rem;
}

.letter__notification {
  color: #4a4a4a;
  font-size: 0.9375rem;
}

.letter__actions {
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
}

.letter__action { margin: 0; }

.letter__done {
  margin: 0;
  color: #4a4a4a;
}

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
  cursor: pointer;
}

.button:hover {
  background: #1212ff;
  border-color: #1212ff;
}

.button--secondary {
  background: #ffffff;
  color: #c70000;
  border-color: #c70000;
}

.button--secondary:hover {
  background: #ffe9e9;
  border-color: #c70000;
}

@media (min-width: 36em) {
  h1 { font-size: 2rem; }

  .summary__list > div {
    display: flex;
    gap: 1rem;
    align-items: baseline;
  }

  .summary__list dt { flex: 0 0 12rem; }

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
  .button,
  .state { border: 2px solid ButtonText; }
}
`;

/** An envelope on the test tag's yellow. */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#4a2d00"/><rect x="5" y="9" width="22" height="15" rx="2" fill="#ffe9a8"/><path d="M5.5 10 16 18l10.5-8" fill="none" stroke="#4a2d00" stroke-width="2"/></svg>
`;
