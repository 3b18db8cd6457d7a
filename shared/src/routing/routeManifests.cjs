// The remotes' route manifests (`routes/<remote>.json`) as Node scripts and build configurations
// read them, without a bundler: the shells' registry and the remote contract check. Bundled code
// imports `./routes.ts` instead.
const fs = require('node:fs');
const path = require('node:path');

const ROUTES_DIR = path.join(__dirname, 'routes');

/** The path patterns of a remote's pages, from its route manifest. */
function ownedRoutes(remote) {
  return Object.values(JSON.parse(fs.readFileSync(path.join(ROUTES_DIR, `${remote}.json`), 'utf8')));
}

/** Every remote with a route manifest, and the patterns it owns. */
function routeOwnership() {
  return Object.fromEntries(
    fs.readdirSync(ROUTES_DIR)
      .filter((f) => f.endsWith('.json'))
      .map((f) => {
        const remote = f.slice(0, -'.json'.length);
        return [remote, ownedRoutes(remote)];
      }),
  );
}

module.exports = { ownedRoutes, routeOwnership };
