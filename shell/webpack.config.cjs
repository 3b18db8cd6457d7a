const path = require('node:path');
const webpack = require('webpack');
const createConfig = require('../config/webpack.factory.cjs');

// What the shell's server needs of its variant (shell/variants/<variant>), written beside the
// built shell as server.json: the product slug of its routes and the search boost it renders
// pages with.
const SERVER_CONFIG = {
  fr: { product: 'registre', searchBoost: null },
  nc: { product: 'nouvelle-caledonie', searchBoost: 'NC' },
};

/** Writes the variant's server.json into the build. */
class ServerConfigPlugin {
  constructor(config) {
    this.config = config;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ServerConfigPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ServerConfigPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('server.json', new webpack.sources.RawSource(`${JSON.stringify(this.config)}\n`));
      });
    });
  }
}

module.exports = (env = {}, argv) => {
  const variant = env.variant || 'fr';
  if (!['fr', 'nc'].includes(variant)) throw new Error(`Unknown variant ${variant}`);
  const names = { fr: 'Registre des entreprises', nc: 'Registre des entreprises de Nouvelle-Calédonie' };
  // The colour of the variant's logo.
  const themeColors = { fr: '#1f3a93', nc: '#00695c' };
  const config = createConfig(
    {
      dir: __dirname,
      federationName: 'shell',
      title: names[variant],
      outDir: path.join(__dirname, 'dist', variant),
      publicPath: '/',
      template: path.join(__dirname, 'src', 'index.html'),
      favicon: path.join(__dirname, 'variants', variant, 'favicon.svg'),
      themeColor: themeColors[variant],
      alias: { '@variant': path.join(__dirname, 'variants', variant, 'index.ts') },
      extraShared: [{ name: 'single-spa', range: '^6.0.3' }],
    },
    argv,
  );
  config.plugins.push(new ServerConfigPlugin({ variant, ...SERVER_CONFIG[variant] }));
  return config;
};
module.exports.SERVER_CONFIG = SERVER_CONFIG;
