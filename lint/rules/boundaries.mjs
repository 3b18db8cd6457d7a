// The import boundaries of the architecture (docs/ARCHITECTURE.md, "Boundaries"), checked on every
// import, re-export and dynamic import:
// - a remote (mf-*) imports no other remote and not the shell; the shell imports no remote; the
//   shared package imports neither; apps meet through @portail/shared and Module Federation; the
//   API's code imports no app either (its tests may compare with one): it reads what an app's
//   build writes (the content index);
// - @portail/shared is imported through the entry points of its exports map, never by a path into
//   its folder;
// - inside an app (a remote or the shell), a feature (`src/features/<name>/`) reaches another
//   feature only through that feature's `index.ts`, what it offers the others, never by a path
//   into its folder.
// The API's modules follow the same rule, and have no cycle (apiBoundaries.mjs, `api-boundaries`).
import path from 'node:path';
import { REMOTES, ROOT } from '../../scripts/appLayout.mjs';
import { apiBoundariesRule } from './apiBoundaries.mjs';

const remote = (workspace) => REMOTES.includes(workspace);

/** The top folder of the tree a file is in ("mf-search", "shared", ...), or null for a root file. */
export function workspaceOf(file) {
  const rel = path.relative(ROOT, file);
  if (rel.startsWith('..') || !rel.includes(path.sep)) return null;
  return rel.split(path.sep)[0];
}

/** The top folder an import names: its package (`@portail/records`) or where its relative path leads. */
function targetOf(file, source) {
  if (source.startsWith('.')) return workspaceOf(path.resolve(path.dirname(file), source));
  const pkg = /^@portail\/([^/]+)/.exec(source)?.[1];
  if (!pkg) return null;
  if (pkg === 'shell' || pkg === 'shared') return pkg;
  return remote(`mf-${pkg}`) ? `mf-${pkg}` : null;
}

/** The feature folder a file is in (".../src/features/<name>"), or null. */
function featureOf(file) {
  const match = /^(.*[\\/]src[\\/]features[\\/][^\\/]+)(?:[\\/]|$)/.exec(file);
  return match ? match[1] : null;
}

/** A relative import from one feature into another's folder, past its `index.ts`, or null. */
function featureProblem(file, source) {
  if (!source.startsWith('.')) return null;
  const from = featureOf(file);
  const resolved = path.resolve(path.dirname(file), source);
  const target = featureOf(resolved);
  const app = workspaceOf(file);
  if (!from || !target || target === from || !(remote(app) || app === 'shell')) return null;
  const inside = path.relative(target, resolved);
  if (inside === '' || inside === 'index' || inside === 'index.ts') return null;
  return `« ${source} » : une fonctionnalité passe par l’index d’une autre (${path.basename(target)}/index.ts), pas par ses fichiers.`;
}

/** What is wrong with importing `source` from `file`, in French, or null. */
export function boundaryProblem(file, source) {
  const from = workspaceOf(file);
  const target = targetOf(file, source);
  if (source.startsWith('@portail/shared/src') || (source.startsWith('.') && target === 'shared' && from !== 'shared')) {
    return `« ${source} » : importer @portail/shared par les entrées de son champ exports, pas par son dossier.`;
  }
  if (!from || !target) return null;
  if (from === target) return featureProblem(file, source);
  if (remote(from) && (remote(target) || target === 'shell')) return `« ${source} » : un module distant n’importe ni un autre module distant ni le shell (${from} → ${target}).`;
  if (from === 'shell' && remote(target)) return `« ${source} » : le shell charge les modules distants par la fédération, il ne les importe pas (${target}).`;
  if (from === 'shared' && (remote(target) || target === 'shell')) return `« ${source} » : le paquet partagé ne dépend d’aucune application (${target}).`;
  if (from === 'api' && !/\.test\.tsx?$/.test(file) && (remote(target) || target === 'shell')) return `« ${source} » : l’API n’importe pas les sources d’une application, elle lit ce que sa construction produit (${target}).`;
  return null;
}

export default {
  rules: {
    boundaries: {
      meta: { type: 'problem', docs: { description: 'Import boundaries between the apps of the portal' }, schema: [] },
      create(context) {
        const check = (node, source) => {
          if (typeof source !== 'string') return;
          const message = boundaryProblem(context.filename, source);
          if (message) context.report({ node, message });
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
        };
      },
    },
    'api-boundaries': apiBoundariesRule,
  },
};
