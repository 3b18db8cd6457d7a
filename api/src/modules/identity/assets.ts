// The stylesheet, script and icon of the provider's pages (and of the outbox viewer's), served from
// /auth/assets so that the pages' CSP can forbid inline code.
import { DEFAULT_VARIANT, VARIANTS } from '@portail/shared/site/variants';

/** The provider's pages serve every site, in the colour of the default one. */
const BRAND_COLOR = VARIANTS[DEFAULT_VARIANT].themeColor;

export const PAGE_CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1e1e1e;background:#f3f4f8}
.op{max-width:30rem;margin:2rem auto;padding:1.5rem 2rem;background:#fff;border-radius:6px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
.op__brand{margin:0 0 1rem;font-weight:700;color:${BRAND_COLOR}}
h1{font-size:1.5rem;margin:0 0 1rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input[type=email],input[type=password],input[type=text]{width:100%;padding:.6rem .7rem;font:inherit;border:1px solid #6b6b6b;border-radius:4px}
input:focus,button:focus,a:focus{outline:3px solid #ffbf47;outline-offset:1px}
.btn{display:inline-block;margin-top:1.25rem;padding:.65rem 1.25rem;font:inherit;font-weight:600;color:#fff;background:${BRAND_COLOR};border:0;border-radius:4px;cursor:pointer;text-decoration:none}
.btn--block{width:100%}
.links{margin-top:1.25rem;display:flex;flex-direction:column;gap:.5rem}
a{color:${BRAND_COLOR}}
.alert{padding:.75rem 1rem;border-radius:4px;margin:0 0 1rem}
.alert--error{background:#fdecea;color:#8a1c12;border-left:4px solid #c0392b}
.alert--info{background:#e8f0fe;color:#123a7a;border-left:4px solid ${BRAND_COLOR}}
.alert--success{background:#e6f4ea;color:#155724;border-left:4px solid #2e7d32}
.hint{font-size:.875rem;color:#4a4a4a;margin:.25rem 0 0}
table{width:100%;border-collapse:collapse;font-size:.9rem}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #ddd;vertical-align:top}
.op--wide{max-width:60rem}
.mail{white-space:pre-wrap;background:#f7f7f7;padding:1rem;border-radius:4px}
`;

// In the sign-in popup, "Créer un compte" asks the opener (the shell, same origin) to close the
// popup and open account creation (SPEC §4, INSCRIPTION_REDIRECT). Without an opener it is a link.
export const PAGE_JS = `
document.addEventListener('click', function (e) {
  var a = e.target && e.target.closest ? e.target.closest('[data-inscription-redirect]') : null;
  if (!a || !window.opener || window.opener.closed) return;
  try {
    window.opener.postMessage('INSCRIPTION_REDIRECT', window.location.origin);
    e.preventDefault();
  } catch (err) { /* fall back to the link */ }
});
`;

/**
 * The pages' icon, named by every page so that the browser asks for it rather than for a missing
 * /favicon.ico: a register's ruled page on the site's colour.
 */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${BRAND_COLOR}"/><rect x="8" y="6" width="16" height="20" rx="2" fill="#ffffff"/><path d="M11 12h10M11 16h10M11 20h6" stroke="${BRAND_COLOR}" stroke-width="2"/></svg>
`;
