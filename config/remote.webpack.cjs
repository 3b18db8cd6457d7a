// A remote's webpack configuration: every remote exposes its pages as `./app`, renders them on the
// server from `src/server.tsx`, and shares single-spa-react at the range its package.json asks for.
// A remote's own file names what is its alone (its container name, title, other exposed modules,
// plugins).
const path = require('node:path');
const createConfig = require('./webpack.factory.cjs');

/**
 * @param {object} o
 * @param {string} o.dir  the remote's package directory
 * @param {string} o.title  its standalone page's title
 * @param {Record<string,string>} [o.exposes]  modules exposed beside `./app`
 * @param {(build: 'app' | 'server') => object[]} [o.plugins]
 */
module.exports = function remoteConfig({ dir, title, exposes = {}, plugins }) {
  const pkg = require(path.join(dir, 'package.json'));
  const range = pkg.dependencies?.['single-spa-react'];
  if (!range) throw new Error(`${pkg.name}: single-spa-react manque dans ses dépendances`);
  return (_env, argv) =>
    createConfig(
      {
        dir,
        federationName: path.basename(dir).replace(/-/g, '_'),
        title,
        exposes: { './app': './src/exposes/app.tsx', ...exposes },
        server: './src/server.tsx',
        extraShared: [{ name: 'single-spa-react', range }],
        ...(plugins ? { plugins } : {}),
      },
      argv,
    );
};
