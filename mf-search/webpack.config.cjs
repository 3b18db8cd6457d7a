const createConfig = require('../config/webpack.factory.cjs');

module.exports = (env, argv) =>
  createConfig(
    {
      dir: __dirname,
      federationName: 'mf_search',
      title: 'Recherche',
      exposes: { './app': './src/exposes/app.tsx', './SearchBar': './src/exposes/SearchBar.tsx' },
      server: './src/server.tsx',
      extraShared: [{ name: 'single-spa-react', range: '^6.0.2' }],
    },
    argv,
  );
