// A page's path is written once, in its owner's route manifest (shared/src/routing/routes/*.json:
// the shell's own pages and each remote's). Code links to a page with the manifest's pattern, a
// constant or a builder that fills it (`fillPattern`, the record paths), never with a copy of the
// path: a string or template literal whose static text is a path of the site is refused. The
// patterns are read from the manifests when the lint starts.
// - `:param` stands for one segment, `*` for any rest, `{product}` for a variant's slug;
// - a template literal's expressions stand for one segment (or part of one): `/dirigeant/${slug}/${id}`
//   is the executive page's path; its query and hash are left out;
// - the bare `/` is also the path separator (`split('/')`): it is refused only where a link is
//   written (an `href`, a `to`, a route's `path`, a navigation's argument);
// - a server's own route (`r.get('/formalites', …)` under the API's prefix) is no page's path.
// The manifests, tests and their helpers, and the journeys through the running site (end-to-end
// tests, the bench's measured pages, the tutorials' screen captures), which visit its real URLs,
// may write paths.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../../scripts/appLayout.mjs';

const require = createRequire(import.meta.url);
const { sitePatterns } = require('../../shared/src/routing/routeManifests.cjs');

const ALLOWED = [
  /^shared\/src\/routing\/routes\//,
  /\.test\.[cm]?[jt]sx?$/,
  /(^|\/)testing(\/|\.[cm]?[jt]sx?$)/,
  /^api\/test\//,
  /^e2e\//,
  /^bench\//,
  /^mf-content\/scripts\/capture-tutorial-screens\.mjs$/,
];

/** Whether `file` may write a path of the site as a literal. */
export function mayWritePaths(file) {
  const rel = path.relative(ROOT, file).split(path.sep).join('/');
  if (rel.startsWith('..')) return true;
  return ALLOWED.some((pattern) => pattern.test(rel));
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** What stands for a template literal's expression: text of one segment. */
const HOLE = '\u0000';

/** A manifest pattern as a regular expression over a path (its trailing slash dropped). */
export function patternRegExp(pattern) {
  const segments = pattern.split('/').filter(Boolean);
  if (segments.length === 0) return /^\/$/;
  const body = segments
    .map((s) => {
      if (s === '*') return '(?:/.*)?';
      if (s.startsWith(':')) return s.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${s.split(/\{\w+\}/).map(escape).join('[^/]+')}`;
    })
    .join('');
  return new RegExp(`^${body}$`);
}

/** The manifest pattern `text` (a path, its query and hash ignored) is a path of, or null. */
export function matchingPattern(text, patterns = SITE) {
  if (!text.startsWith('/')) return null;
  let p = text.split(/[?#]/)[0].replace(/\/{2,}/g, '/');
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return patterns.find((r) => r.re.test(p))?.pattern ?? null;
}

/** Per segment, higher is more specific: a literal, a parameter, the rest (as the route table ranks them). */
const specificity = (pattern) => pattern.split('/').filter(Boolean).map((s) => (s === '*' ? 1 : s.startsWith(':') ? 2 : 3));
function bySpecificity(a, b) {
  for (let i = 0; i < Math.max(a.score.length, b.score.length); i += 1) {
    const d = (b.score[i] ?? 0) - (a.score[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The patterns, the most specific first: a path is named by the page that owns it. */
const compile = (patterns) => patterns.map((pattern) => ({ pattern, re: patternRegExp(pattern), score: specificity(pattern) })).sort(bySpecificity);
const SITE = compile(sitePatterns());

export const pathLiteralMessage = (pattern) =>
  `Chemin de page écrit en dur (motif « ${pattern} ») : prenez-le du manifeste de routes de sa page (@portail/shared/routing/routes/*.json) ou d’un constructeur qui le remplit (fillPattern, recordPaths).`;

/** Attribute and property names that hold a link. */
const LINK_KEYS = new Set(['href', 'to', 'path']);
/** Calls whose argument is a page to go to. */
const NAVIGATIONS = new Set(['navigate', 'navigateTo', 'pushState', 'replaceState', 'assign', 'redirect']);
/** A server's route registrations (`app.get(path, …)`, `r.route(path, …)`): their path is the server's own. */
const ROUTE_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'all', 'route']);

/** Whether the literal `node` is the path of a server route's registration. */
function isServerRoute(node) {
  const parent = node.parent;
  return (
    parent?.type === 'CallExpression' &&
    parent.arguments[0] === node &&
    parent.callee.type === 'MemberExpression' &&
    parent.callee.property.type === 'Identifier' &&
    ROUTE_METHODS.has(parent.callee.property.name)
  );
}

/** Whether the literal `node` is where a link is written. */
function inLinkPosition(node) {
  const parent = node.parent;
  if (!parent) return false;
  if (parent.type === 'JSXAttribute') return LINK_KEYS.has(parent.name.name);
  if (parent.type === 'JSXExpressionContainer') return parent.parent?.type === 'JSXAttribute' && LINK_KEYS.has(parent.parent.name.name);
  if (parent.type === 'Property' && parent.value === node) {
    const key = parent.key.type === 'Identifier' ? parent.key.name : parent.key.value;
    return LINK_KEYS.has(key);
  }
  if (parent.type === 'CallExpression' && parent.arguments.includes(node)) {
    const callee = parent.callee.type === 'MemberExpression' ? parent.callee.property : parent.callee;
    return callee.type === 'Identifier' && NAVIGATIONS.has(callee.name);
  }
  return false;
}

export default {
  rules: {
    'path-literals': {
      meta: { type: 'problem', docs: { description: "A page's path comes from its route manifest, never from a copy" }, schema: [] },
      create(context) {
        if (mayWritePaths(context.filename)) return {};
        const check = (node, text) => {
          const pattern = matchingPattern(text);
          if (pattern === null || isServerRoute(node)) return;
          if (pattern === '/' && !inLinkPosition(node)) return;
          context.report({ node, message: pathLiteralMessage(pattern) });
        };
        return {
          Literal: (node) => {
            if (typeof node.value !== 'string') return;
            // Where a module is imported from is no link.
            const parent = node.parent;
            if (parent && (parent.type === 'ImportDeclaration' || parent.type === 'ExportNamedDeclaration' || parent.type === 'ExportAllDeclaration' || parent.type === 'ImportExpression')) return;
            check(node, node.value);
          },
          TemplateLiteral: (node) => {
            if (node.parent?.type === 'TaggedTemplateExpression') return;
            check(node, node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(HOLE));
          },
        };
      },
    },
  },
};
