module.exports = require('../config/remote.webpack.cjs')({ dir: __dirname, title: 'Panier', exposes: { './agent': './src/exposes/agent.ts' } });
