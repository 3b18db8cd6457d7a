// The route manifests (`routes/<owner>.json`: the shell's own pages in `shell.json`, each remote's
// in `<remote>.json`) as Node scripts, build configurations and lint rules read them, without a
// bundler: the shells' registry, the remote contract check and the path literal rule. Bundled code
// imports `./routes.ts` instead.
const fs = require('node:fs');
const path = require('node:path');

const ROUTES_DIR = path.join(__dirname, 'routes');
/** The manifest of the pages the shell renders itself; every other manifest is a remote's. */
const SHELL = 'shell';

/** Every route manifest's owner: `shell` and the remotes. */
function manifestOwners() {
  return fs.readdirSync(ROUTES_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length));
}

/** The path patterns of an owner's pages (a remote, or `shell`), from its route manifest. */
function ownedRoutes(owner) {
  return Object.values(JSON.parse(fs.readFileSync(path.join(ROUTES_DIR, `${owner}.json`), 'utf8')));
}

/** Every remote with a route manifest, and the patterns it owns. */
function routeOwnership() {
  return Object.fromEntries(
    manifestOwners()
      .filter((owner) => owner !== SHELL)
      .map((remote) => [remote, ownedRoutes(remote)]),
  );
}

/** The manifest files themselves, the one place a path pattern is written. */
function manifestFiles() {
  return manifestOwners().map((owner) => path.join(ROUTES_DIR, `${owner}.json`));
}

/** Every pattern of the site: the shell's and the remotes'. */
function sitePatterns() {
  return manifestOwners().flatMap((owner) => ownedRoutes(owner));
}

module.exports = { ownedRoutes, routeOwnership, manifestFiles, sitePatterns };
