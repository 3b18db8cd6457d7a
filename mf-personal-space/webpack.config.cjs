module.exports = require('../config/remote.webpack.cjs')({ dir: __dirname, title: 'Espace personnel' });
