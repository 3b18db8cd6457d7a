// A remote's webpack configuration: every remote exposes its pages as `./app` and renders them on
// the server from `src/server.tsx`.
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
  return (_env, argv) =>
    createConfig(
      {
        dir,
        federationName: path.basename(dir).replace(/-/g, '_'),
        title,
        exposes: { './app': './src/exposes/app.tsx', ...exposes },
        server: './src/server.tsx',
        ...(plugins ? { plugins } : {}),
      },
      argv,
    );
};
