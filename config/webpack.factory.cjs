// Builds the webpack configuration of the shell or of a remote. Every app shares the same
// loaders, federation settings and singletons so that they compose at run time.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const rootPkg = require('../package.json');
const sharedPkg = require('../shared/package.json');

function dep(name) {
  // Versions come from the shared package so every app asks for the same ranges.
  return sharedPkg.dependencies[name] || require(path.join(__dirname, '..', 'shell', 'package.json')).dependencies[name];
}

// rxjs and react-router are not shared: the event bus crosses apps through window events and
// each remote has its own React root and router, so no instance needs to be common; unshared,
// each app's bundle keeps only what it uses (a shared module cannot be tree-shaken).
function sharedSingletons(extra = []) {
  const reactRange = dep('react');
  const singletons = {
    react: reactRange,
    'react/jsx-runtime': reactRange,
    'react-dom': reactRange,
    'react-dom/client': reactRange,
    zustand: dep('zustand'),
    'zustand/vanilla': dep('zustand'),
    '@portail/shared': sharedPkg.version,
  };
  for (const name of extra) singletons[name.name] = name.range;
  return Object.fromEntries(
    Object.entries(singletons).map(([name, requiredVersion]) => [name, { singleton: true, requiredVersion }]),
  );
}

/**
 * @param {object} o
 * @param {string} o.dir          package directory
 * @param {string} o.federationName  JS-safe container name (mf_search)
 * @param {string} o.title        standalone page title
 * @param {Record<string,string>} [o.exposes]
 * @param {string} [o.outDir]
 * @param {Record<string,string>} [o.define]
 * @param {Record<string,string>} [o.alias]
 * @param {string[]} [o.runtimePlugins]
 * @param {{name:string, range:string}[]} [o.extraShared]
 * @param {string} [o.publicPath]
 * @param {string} [o.template]
 */
module.exports = function createConfig(o, argv = {}) {
  const mode = argv.mode || process.env.NODE_ENV || 'production';
  const prod = mode === 'production';
  const buildVersion = process.env.BUILD_VERSION || rootPkg.version;
  return {
    mode,
    context: o.dir,
    entry: { main: './src/index.ts' },
    devtool: prod ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: o.outDir || path.join(o.dir, 'dist'),
      publicPath: o.publicPath || 'auto',
      filename: prod ? '[name].[contenthash].js' : '[name].js',
      chunkFilename: prod ? '[name].[contenthash].js' : '[name].js',
      uniqueName: o.federationName,
      clean: true,
      chunkLoadTimeout: 10_000,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: o.alias || {},
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !prod } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(svg|png|woff2?)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } })],
    },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
        __BUILD_VERSION__: JSON.stringify(buildVersion),
        ...(o.define || {}),
      }),
      new MiniCssExtractPlugin({ filename: prod ? '[name].[contenthash].css' : '[name].css' }),
      new ModuleFederationPlugin({
        name: o.federationName,
        filename: 'remoteEntry.js',
        exposes: o.exposes || {},
        remotes: {},
        shared: sharedSingletons(o.extraShared),
        runtimePlugins: o.runtimePlugins || [],
        manifest: true,
        dts: false,
      }),
      new HtmlWebpackPlugin({
        template: o.template || path.join(__dirname, 'index.html'),
        title: o.title,
        chunks: ['main'],
        // The standalone page may be opened at any depth: its own scripts load from the root.
        publicPath: o.publicPath || '/',
        templateParameters: { lang: 'fr', title: o.title },
      }),
    ],
    stats: 'errors-warnings',
  };
};
