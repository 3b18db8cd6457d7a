// A remote is deployed on its own, against shells already in production. Its build fails when its
// federation manifest no longer offers what those shells need of it:
// - the modules the shell loads from it: `./app` for every remote that owns routes
//   (its route manifest, @portail/shared/routing/routes/<remote>.json; single-spa's loader is `loadRemote('<remote>/app')`), and the
//   modules the shell's code loads by name (shell/registry/remote-modules.json, which that code
//   imports);
// - shared singletons whose `requiredVersion` the shells' copy satisfies: the shells provide
//   theirs, and a singleton is never loaded twice, so a remote asking for another major would run
//   on a version it was not built for.
const fs = require('node:fs');
const path = require('node:path');
const { Compilation, WebpackError } = require('webpack');
const { satisfy } = require('@module-federation/enhanced/runtime');
const { routeOwnership } = require('@portail/shared/routing/routeManifests.cjs');

const ROOT = path.join(__dirname, '..');
const SHELL_DIR = path.join(ROOT, 'shell');
const REGISTRY_DIR = path.join(SHELL_DIR, 'registry');
const MANIFEST = 'mf-manifest.json';
/** What single-spa loads of a remote that owns routes. */
const APP_EXPOSE = './app';

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * The modules the shell loads from `remote`, as manifest expose paths (`./app`), each with why.
 * @param {string} remote  the remote's name (`mf-search`)
 * @returns {{ expose: string, reason: string }[]}
 */
function shellNeeds(remote, routes = routeOwnership(), modules = readJson(path.join(REGISTRY_DIR, 'remote-modules.json'))) {
  const needs = [];
  if ((routes[remote] || []).length > 0) {
    needs.push({ expose: APP_EXPOSE, reason: `${remote} possède des routes (@portail/shared/routing/routes/${remote}.json)` });
  }
  for (const id of Object.values(modules)) {
    const slash = id.indexOf('/');
    if (id.slice(0, slash) !== remote) continue;
    const expose = `./${id.slice(slash + 1)}`;
    if (!needs.some((n) => n.expose === expose)) needs.push({ expose, reason: `le shell charge ${id} (shell/registry/remote-modules.json)` });
  }
  return needs;
}

/** `react/jsx-runtime` -> `react`, `@scope/name/sub` -> `@scope/name`. */
function packageName(shared) {
  const parts = shared.split('/');
  return parts.slice(0, shared.startsWith('@') ? 2 : 1).join('/');
}

/**
 * The version of a shared module the shells provide: the one installed for the shell's build
 * (shell/node_modules, then the workspace's), `@portail/shared` included through its link.
 * @returns {string | undefined}
 */
function shellVersion(shared) {
  const name = packageName(shared);
  for (let dir = SHELL_DIR; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(file)) return readJson(file).version;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * What in `manifest` breaks the shells' contract with `remote`, one French sentence per problem.
 * Versions are compared with the federation runtime's own `satisfy`, the rule the shell's runtime
 * applies when it offers its copy to the remote.
 * @param {string} remote
 * @param {{ exposes?: { path: string }[], shared?: { name: string, singleton?: boolean, requiredVersion?: string | false }[] }} manifest
 * @param {{ needs?: { expose: string, reason: string }[], provided?: (shared: string) => string | undefined }} [o]
 * @returns {string[]}
 */
function checkManifest(remote, manifest, o = {}) {
  const needs = o.needs || shellNeeds(remote);
  const provided = o.provided || shellVersion;
  const problems = [];
  const exposed = new Set((manifest.exposes || []).map((e) => e.path));
  for (const { expose, reason } of needs) {
    if (!exposed.has(expose)) {
      problems.push(`${remote} : le manifeste n’expose pas « ${expose} », dont les shells ont besoin : ${reason}.`);
    }
  }
  for (const shared of manifest.shared || []) {
    if (!shared.singleton) continue;
    const range = shared.requiredVersion;
    if (typeof range !== 'string' || range === '') {
      problems.push(`${remote} : le singleton partagé ${shared.name} ne déclare pas de plage de versions (requiredVersion).`);
      continue;
    }
    const version = provided(shared.name);
    if (!version) {
      problems.push(`${remote} : le singleton partagé ${shared.name} (« ${range} ») n’est pas installé pour les shells : aucune version à lui fournir.`);
    } else if (!satisfy(version, range)) {
      problems.push(`${remote} : le singleton partagé ${shared.name} demande « ${range} », que la version fournie par les shells (${version}) ne satisfait pas.`);
    }
  }
  return problems;
}

/** Fails the build of `remote` (its app build, where the federation plugin emits the manifest)
 * when the manifest breaks the shells' contract. */
class RemoteContractPlugin {
  /** @param {{ remote: string, needs?: { expose: string, reason: string }[], provided?: (shared: string) => string | undefined }} o */
  constructor(o) {
    this.options = o;
  }

  apply(compiler) {
    const { remote } = this.options;
    compiler.hooks.thisCompilation.tap('RemoteContractPlugin', (compilation) => {
      // The manifest is written at the optimize-transfer stage; the report stage comes after.
      compilation.hooks.processAssets.tap({ name: 'RemoteContractPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const asset = compilation.getAsset(MANIFEST);
        const problems = asset
          ? checkManifest(remote, JSON.parse(asset.source.source().toString()), this.options)
          : [`${remote} : ${MANIFEST} est absent de la construction, le contrat avec les shells ne peut pas être vérifié.`];
        for (const problem of problems) {
          const error = new WebpackError(`Contrat avec les shells : ${problem}`);
          error.name = 'RemoteContractError';
          compilation.errors.push(error);
        }
      });
    });
  }
}

module.exports = { RemoteContractPlugin, checkManifest, shellNeeds, shellVersion, MANIFEST };
