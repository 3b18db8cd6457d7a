const createConfig = require('../config/webpack.factory.cjs');
const { ContentPlugin } = require('./config/contentPlugin.cjs');

module.exports = (env, argv) =>
  createConfig(
    {
      dir: __dirname,
      federationName: 'mf_content',
      title: 'Contenus éditoriaux',
      exposes: { './app': './src/exposes/app.tsx' },
      server: './src/server.tsx',
      extraShared: [{ name: 'single-spa-react', range: '^6.0.2' }],
      // The browser build serves the page data and the media; the server build reads the page data.
      plugins: (build) => [new ContentPlugin({ media: build === 'app' })],
    },
    argv,
  );
