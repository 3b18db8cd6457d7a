module.exports = require('../config/remote.webpack.cjs')({ dir: __dirname, title: 'Recherche', exposes: { './SearchBar': './src/exposes/SearchBar.tsx' } });
