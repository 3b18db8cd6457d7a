const { ContentPlugin } = require('./config/contentPlugin.cjs');

module.exports = require('../config/remote.webpack.cjs')({
  dir: __dirname,
  title: 'Contenus éditoriaux',
  // The browser build serves the page data and the media; the server build reads the page data.
  plugins: (build) => [new ContentPlugin({ media: build === 'app' })],
});
