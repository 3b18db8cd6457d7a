const createConfig = require('../config/webpack.factory.cjs');

module.exports = (env, argv) =>
  createConfig(
    {
      dir: __dirname,
      federationName: 'mf_basket',
      title: 'Panier',
      exposes: { './app': './src/exposes/app.tsx', './agent': './src/exposes/agent.ts' },
      server: './src/server.tsx',
      extraShared: [{ name: 'single-spa-react', range: '^6.0.2' }],
    },
    argv,
  );
