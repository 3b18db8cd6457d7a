module.exports = require('../config/remote.webpack.cjs')({ dir: __dirname, title: 'Fiches entreprises' });
