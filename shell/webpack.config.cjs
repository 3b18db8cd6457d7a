const path = require('node:path');
const webpack = require('webpack');
const createConfig = require('../config/webpack.factory.cjs');

// The sites of the portal, one per variant (shared/src/site/variants.ts).
const { VARIANTS: SITES, DEFAULT_VARIANT } = require('@portail/shared/site/variants');

// What the build needs of each variant (shell/variants/<variant>): the page title, the colour of
// its logo for `theme-color`, and what the shell's server needs, written beside the built shell as
// server.json (the site's name, the product slug of its routes, its territory and the search boost it renders
// pages with).
const VARIANTS = Object.fromEntries(
  Object.values(SITES).map((site) => [
    site.id,
    { title: site.siteName, themeColor: site.themeColor, server: { product: site.product, searchBoost: site.searchBoost, territory: site.territory } },
  ]),
);

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

/**
 * Writes consent-banner.json into the build: the banner's markup, rendered from its component, and
 * the cookie that records a choice. The shell's server puts the banner in the pages it sends to a
 * visitor without that cookie.
 */
class ConsentBannerPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ConsentBannerPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ConsentBannerPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const { consentBannerPage } = require('tsx/cjs/api').require('./src/features/consent/bannerMarkup.tsx', __filename);
        compilation.emitAsset('consent-banner.json', new webpack.sources.RawSource(`${JSON.stringify(consentBannerPage())}\n`));
      });
    });
  }
}

module.exports = (env = {}, argv) => {
  const variant = env.variant || DEFAULT_VARIANT;
  const settings = VARIANTS[variant];
  if (!settings) throw new Error(`Unknown variant ${variant}`);
  const config = createConfig(
    {
      dir: __dirname,
      federationName: 'shell',
      title: settings.title,
      outDir: path.join(__dirname, 'dist', variant),
      publicPath: '/',
      template: path.join(__dirname, 'src', 'index.html'),
      favicon: path.join(__dirname, 'variants', variant, 'favicon.svg'),
      themeColor: settings.themeColor,
      alias: { '@variant': path.join(__dirname, 'variants', variant, 'index.ts') },
      extraShared: [{ name: 'single-spa', range: '^6.0.3' }],
    },
    argv,
  );
  config.plugins.push(new ServerConfigPlugin({ variant, siteName: settings.title, ...settings.server }), new ConsentBannerPlugin());
  return config;
};
module.exports.VARIANTS = VARIANTS;
