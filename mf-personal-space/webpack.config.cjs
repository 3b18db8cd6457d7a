const createConfig = require('../config/webpack.factory.cjs');

module.exports = (env, argv) =>
  createConfig(
    {
      dir: __dirname,
      federationName: 'mf_personal_space',
      title: 'Espace personnel',
      exposes: { './app': './src/exposes/app.tsx' },
      server: './src/server.tsx',
      extraShared: [{ name: 'single-spa-react', range: '^6.0.2' }],
    },
    argv,
  );
