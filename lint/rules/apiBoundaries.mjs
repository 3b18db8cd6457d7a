// The module boundaries of the API (docs/ARCHITECTURE.md, "Boundaries"), the rule the front end's
// features follow, checked on every import, re-export and dynamic import of `api/src`:
// - a module (`api/src/modules/<name>/`) reaches another only through that module's `index.ts`,
//   what it offers the others, never by a path into its folder; the files outside the modules
//   (app.ts, server.ts, maintenance.ts, testing/, cli/...) go through the index too. A module's
//   `testing.ts` (its test helpers) is for tests and `api/src/testing/` only. Tests import anything;
// - no cycle: neither between modules (module A imports B and B, directly or not, imports A) nor
//   between files. Going through an index turns every module cycle into a cycle of the load order,
//   where a module can read another that has not finished loading: the shared piece moves down
//   into the lower module instead. Type-only imports are erased from the build and create no cycle.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/appLayout.mjs';

export const API_SRC = path.join(ROOT, 'api', 'src');
const MODULES = path.join(API_SRC, 'modules');

const isTest = (file) => /\.test\.[cm]?[jt]sx?$/.test(file);
const inside = (dir, file) => {
  const rel = path.relative(dir, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
};

/** The API module a file is in ("orders"), or null for a file outside the modules. */
export function apiModuleOf(file) {
  return inside(MODULES, file) ? path.relative(MODULES, file).split(path.sep)[0] : null;
}

/** What is wrong with importing `source` from `file` across the API's modules, in French, or null. */
export function apiImportProblem(file, source) {
  if (!source.startsWith('.') || !inside(API_SRC, file) || isTest(file)) return null;
  const resolved = path.resolve(path.dirname(file), source);
  const target = apiModuleOf(resolved);
  if (!target || target === apiModuleOf(file)) return null;
  const within = path.relative(path.join(MODULES, target), resolved).split(path.sep).join('/').replace(/\.[cm]?[jt]s$/, '');
  if (within === '' || within === 'index') return null;
  if (within === 'testing' && inside(path.join(API_SRC, 'testing'), file)) return null;
  return `« ${source} » : un module de l’API passe par l’index d’un autre module (${target}/index.ts), pas par ses fichiers.`;
}

// ---------- The import graph of the API, for the cycles ----------

const EXTENSIONS = ['.ts', '.tsx', '/index.ts'];
const IMPORT = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** The file a relative import names, or null. */
export function resolveImport(file, source) {
  const base = path.resolve(path.dirname(file), source);
  if (/\.[cm]?[jt]sx?$/.test(base) && fs.existsSync(base)) return base;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

/** Whether an import declaration brings only types (`import type`, or only `type X` specifiers). */
export function typeOnly(keyword, typeKeyword, clause) {
  if (typeKeyword) return true;
  const braces = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!braces) return false;
  const names = braces[1].split(',').map((s) => s.trim()).filter(Boolean);
  return names.length > 0 && names.every((n) => n.startsWith('type '));
}

/** The relative imports of a source text that remain at run time. */
export function runtimeImports(text) {
  const found = [];
  for (const m of text.matchAll(IMPORT)) {
    const source = m[4] ?? m[5] ?? m[6];
    if (!source.startsWith('.')) continue;
    if (m[4] && typeOnly(m[1], m[2], m[3])) continue;
    found.push(source);
  }
  return found;
}

const parsed = new Map();

function importsOf(file) {
  const { mtimeMs } = fs.statSync(file);
  const cached = parsed.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.imports;
  const imports = [...new Set(runtimeImports(fs.readFileSync(file, 'utf8')).map((s) => resolveImport(file, s)).filter(Boolean))];
  parsed.set(file, { mtimeMs, imports });
  return imports;
}

function sourceFiles(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(p, out);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTest(entry.name)) out.push(p);
  }
  return out;
}

/** The run-time import graph of the API's sources (tests left out): file -> files it imports. */
export function apiGraph() {
  const graph = new Map();
  for (const file of sourceFiles(API_SRC)) graph.set(file, importsOf(file));
  return graph;
}

const moduleGraphs = new WeakMap();

/** The modules' graph drawn from a file graph: module -> modules its files import. */
export function moduleGraph(graph) {
  if (moduleGraphs.has(graph)) return moduleGraphs.get(graph);
  const modules = new Map();
  moduleGraphs.set(graph, modules);
  for (const [file, imports] of graph) {
    const from = apiModuleOf(file);
    if (!from) continue;
    if (!modules.has(from)) modules.set(from, new Set());
    for (const target of imports) {
      const to = apiModuleOf(target);
      if (to && to !== from) modules.get(from).add(to);
    }
  }
  return modules;
}

/** A path from `start` to `goal` in `graph` (a Map of iterables), or null. */
export function pathBetween(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    if (node === goal) {
      const steps = [];
      for (let n = node; n !== null; n = previous.get(n)) steps.unshift(n);
      return steps;
    }
    for (const next of graph.get(node) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return null;
}

const shortName = (file) => path.relative(API_SRC, file).split(path.sep).join('/');

/**
 * The cycle that importing `source` from `file` closes, in French, or null: between modules first
 * (the imported module leads back to the importing one), then between files.
 */
export function cycleProblem(file, source, graph) {
  if (!source.startsWith('.') || !inside(API_SRC, file) || isTest(file)) return null;
  const target = resolveImport(file, source);
  if (!target) return null;
  const from = apiModuleOf(file);
  const to = apiModuleOf(target);
  if (from && to && from !== to) {
    const back = pathBetween(moduleGraph(graph), to, from);
    if (back) return `« ${source} » : cycle entre modules de l’API (${[from, ...back].join(' → ')}) ; déplacez ce qu’ils partagent dans le module le plus bas.`;
  }
  const back = pathBetween(graph, target, file);
  if (back) return `« ${source} » : cycle d’imports (${[file, ...back].map(shortName).join(' → ')}) ; déplacez ce que ces fichiers partagent dans un fichier qu’ils importent tous deux.`;
  return null;
}

export const apiBoundariesRule = {
  meta: { type: 'problem', docs: { description: "Module boundaries and import cycles of the API" }, schema: [] },
  create(context) {
    const file = context.filename;
    if (!inside(API_SRC, file) || isTest(file)) return {};
    let graph = null;
    const check = (node, source, types) => {
      if (typeof source !== 'string') return;
      const problem = apiImportProblem(file, source);
      if (problem) context.report({ node, message: problem });
      if (types) return;
      graph ??= apiGraph();
      const cycle = cycleProblem(file, source, graph);
      if (cycle) context.report({ node, message: cycle });
    };
    const onlyTypes = (node) =>
      node.importKind === 'type' || node.exportKind === 'type' || (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
    return {
      ImportDeclaration: (node) => check(node, node.source.value, onlyTypes(node)),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, onlyTypes(node)),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, false),
    };
  },
};

export default { rules: { 'api-boundaries': apiBoundariesRule } };
