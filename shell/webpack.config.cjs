const path = require('node:path');
const createConfig = require('../config/webpack.factory.cjs');

module.exports = (env = {}, argv) => {
  const variant = env.variant || 'fr';
  if (!['fr', 'nc'].includes(variant)) throw new Error(`Unknown variant ${variant}`);
  const names = { fr: 'Registre des entreprises', nc: 'Registre des entreprises de Nouvelle-Calédonie' };
  return createConfig(
    {
      dir: __dirname,
      federationName: 'shell',
      title: names[variant],
      outDir: path.join(__dirname, 'dist', variant),
      publicPath: '/',
      template: path.join(__dirname, 'src', 'index.html'),
      alias: { '@variant': path.join(__dirname, 'variants', variant, 'index.ts') },
      extraShared: [{ name: 'single-spa', range: '^6.0.3' }],
    },
    argv,
  );
};
