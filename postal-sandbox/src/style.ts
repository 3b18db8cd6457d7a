// The tester page's stylesheet, served at /style.css, and its icon, served at /favicon.svg: the
// test providers' common rules, then the page's own: a focus ring on everything that takes focus,
// the letters, their states and steps.
import { sandboxBaseStyles } from '@portail/shared/sandbox/style';

export const STYLESHEET = `${sandboxBaseStyles({ headerBackground: '#4a2d00', width: '48rem', termWidth: '12rem' })}
h1, h2, h3 {
  line-height: 1.25;
  margin: 0 0 0.75rem;
}

h1 { font-size: 1.75rem; }
h2 { font-size: 1.25rem; }
h3 { font-size: 1.0625rem; }

p { margin: 0 0 1rem; }

:focus-visible,
a:focus,
button:focus {
  outline: 3px solid #0a5cd6;
  outline-offset: 2px;
}

.notice,
.letter {
  margin: 0 0 1.5rem;
  padding: 1rem;
  border-radius: 0.5rem;
}

.notice {
  background: #e8f5ec;
  border: 1px solid #18753c;
  border-left-width: 0.375rem;
}

.notice p:last-child { margin-bottom: 0; }

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
}

@media (forced-colors: active) {
  .state { border: 2px solid ButtonText; }
}
`;

/** An envelope on the test tag's yellow. */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#4a2d00"/><rect x="5" y="9" width="22" height="15" rx="2" fill="#ffe9a8"/><path d="M5.5 10 16 18l10.5-8" fill="none" stroke="#4a2d00" stroke-width="2"/></svg>
`;
