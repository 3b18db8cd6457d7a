// The site of a page is read where it is known for that page alone (docs/ARCHITECTURE.md, "Server
// rendering"). One renderer serves both shells, so renders of the mainland France and New
// Caledonia sites run side by side in one process: the site store, one per process, cannot say
// which site a render is for. Only two places touch it:
// - the browser shell (`shell/src`), which fills it once for its page and never renders on a server;
// - `shared/src/stores/`, where it is defined and where `pageSite` and `useSite` read it, in the
//   browser only (a server render reads the site of its own scope).
// Tests stand in for the shell and fill it as the shell does.
import path from 'node:path';
import { ROOT } from '../../scripts/appLayout.mjs';

const STORE = 'siteStore';
/** The name the site store is registered under (`defineStore('site', …)`). */
const STORE_NAME = 'site';

const ALLOWED = [/^shell\/src\//, /^shared\/src\/stores\/(stores|useSite)\.ts$/, /\.test\.tsx?$/, /(^|\/)testing(\/|\.tsx?$)/];

/** Whether `file` may name the site store. */
export function mayReadSiteStore(file) {
  const rel = path.relative(ROOT, file).split(path.sep).join('/');
  if (rel.startsWith('..')) return true;
  return ALLOWED.some((pattern) => pattern.test(rel));
}

export const SITE_STORE_MESSAGE =
  'Le site d’une page se lit avec useSite ou pageSite, jamais dans siteStore : le rendu serveur sert les deux sites en même temps et chaque rendu a le sien.';

export default {
  rules: {
    'site-store': {
      meta: { type: 'problem', docs: { description: 'The site of a page comes from its render, never from the process-wide site store' }, schema: [] },
      create(context) {
        if (mayReadSiteStore(context.filename)) return {};
        // `import { siteStore }` names it twice at one place (imported and local): reported once.
        const reported = new Set();
        const report = (node) => {
          if (reported.has(node.range[0])) return;
          reported.add(node.range[0]);
          context.report({ node, message: SITE_STORE_MESSAGE });
        };
        return {
          Identifier: (node) => node.name === STORE && report(node),
          // A second handle on the same store, by its registered name.
          CallExpression: (node) => {
            const [first] = node.arguments;
            if (node.callee.type === 'Identifier' && node.callee.name === 'defineStore' && first?.type === 'Literal' && first.value === STORE_NAME) report(node);
          },
        };
      },
    },
  },
};
