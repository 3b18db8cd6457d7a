// Builds the webpack configuration of the shell or of a remote. Every app shares the same
// loaders, federation settings and singletons so that they compose at run time.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { CompileHintsPlugin } = require('./compileHints.cjs');
const { RemoteContractPlugin } = require('./remoteContract.cjs');

const rootPkg = require('../package.json');

/** SWC's minifier: several times faster than terser on React 19. */
const swcMinifier = () => new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } });

const INJECT_RUNTIME_CJS = require.resolve('@module-federation/inject-external-runtime-core-plugin');
const INJECT_RUNTIME_ESM = INJECT_RUNTIME_CJS.replace(/\.cjs$/, '.js');
const sharedPkg = require('../shared/package.json');
/** The schema library as the browser apps load it: `zod/mini` resolves to this module in their
 * builds, and the federation shares it (see shared/src/zod.ts). */
const ZOD_GATEWAY = path.join(__dirname, '..', 'shared', 'src', 'zod.ts');
const ZOD_VERSION = require('zod/package.json').version;
const REACT_ROUTER_PRODUCTION = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production', 'index.mjs');

/** Module resolution of every build of an app; `alias` adds to the app's own aliases. */
function resolveOptions(o, prod, alias = {}) {
  return {
    extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
    // rxjs's ES2015 build: native classes instead of ES5 helpers (tslib).
    conditionNames: ['es2015', '...'],
    alias: {
      ...alias,
      // react-router's package exports name only its development build, which keeps its
      // development warnings (code and work) in production bundles; its production build is
      // the same code with them turned off.
      ...(prod ? { 'react-router$': REACT_ROUTER_PRODUCTION } : {}),
      ...(o.alias || {}),
    },
  };
}

/** The constants every build of an app compiles in. */
function definitions(o, mode, buildVersion) {
  return new webpack.DefinePlugin({
    'process.env.NODE_ENV': JSON.stringify(mode),
    __BUILD_VERSION__: JSON.stringify(buildVersion),
    ...(o.define || {}),
  });
}

/** The router's production build, with its component definitions marked side-effect free. */
const pureCallsRule = {
  test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/,
  use: path.join(__dirname, 'pure-calls-loader.cjs'),
};

/** The shared contracts' schema definitions, marked side-effect free (config/pure-schemas-loader.cjs). */
const pureSchemasRule = {
  test: /\.tsx?$/,
  include: path.join(__dirname, '..', 'shared', 'src'),
  exclude: [ZOD_GATEWAY, /\.test\.tsx?$/],
  use: path.join(__dirname, 'pure-schemas-loader.cjs'),
};

/** TypeScript and JSX through SWC, for the browser or for Node (`target`). */
function scriptRule(prod, target) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !prod } },
          target,
        },
      },
    },
  };
}

function dep(name) {
  // Versions come from the shared package so every app asks for the same ranges.
  return sharedPkg.dependencies[name] || require(path.join(__dirname, '..', 'shell', 'package.json')).dependencies[name];
}

// rxjs and react-router are not shared: the event bus crosses apps through window events and
// each remote has its own React root and router, so no instance needs to be common; unshared,
// each app's bundle keeps only what it uses (a shared module cannot be tree-shaken).
// `@portail/shared` is not shared either, for the same reason: every app bundles the parts it
// imports, and what must be one per page (stores, session, early calls, server answers) lives
// on `globalThis`, the event bus on `window`. What every app uses whole is shared: ky, and the
// schema library's functions the contracts call (one gateway module, `shared/src/zod.ts`).
function sharedSingletons(extra = []) {
  const reactRange = dep('react');
  const singletons = {
    react: reactRange,
    'react/jsx-runtime': reactRange,
    'react-dom': reactRange,
    'react-dom/client': reactRange,
    zustand: dep('zustand'),
    'zustand/vanilla': dep('zustand'),
    ky: dep('ky'),
  };
  for (const name of extra) singletons[name.name] = name.range;
  return {
    ...Object.fromEntries(Object.entries(singletons).map(([name, requiredVersion]) => [name, { singleton: true, requiredVersion }])),
    // Matched by path: every import that resolves to the gateway (`zod/mini` through the alias,
    // `../zod` from the contracts) takes the one copy the shell provides.
    [ZOD_GATEWAY]: { shareKey: 'zod/mini', version: ZOD_VERSION, singleton: true, requiredVersion: dep('zod') },
  };
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
 * @param {string} [o.favicon]    the site icon, written beside index.html and linked from it
 * @param {string} [o.themeColor] the browser's colour for the page's chrome
 * @param {string} [o.server]     server entry: renders the remote's pages for the shell's server
 * @param {(build: 'app' | 'server') => object[]} [o.plugins] the app's own plugins, per build
 */
module.exports = function createConfig(o, argv = {}) {
  const mode = argv.mode || process.env.NODE_ENV || 'production';
  const prod = mode === 'production';
  const buildVersion = process.env.BUILD_VERSION || rootPkg.version;
  const remote = Boolean(o.exposes && Object.keys(o.exposes).length);
  const config = {
    mode,
    context: o.dir,
    // A remote's standalone page mounts it through its container (config/standalone-runtime.js):
    // the container is its only entry.
    entry: remote ? {} : { main: './src/index.ts' },
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
    resolve: resolveOptions(o, prod, {
      // The federation plugin names its runtime plugins by their CommonJS path; the ES build
      // shares the runtime core the rest of the bundle already holds instead of a second copy.
      [INJECT_RUNTIME_CJS]: INJECT_RUNTIME_ESM,
      'zod/mini$': ZOD_GATEWAY,
    }),
    module: {
      // A name the gateway does not offer (`z.someCheck`) fails the build instead of being undefined at run time.
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        scriptRule(prod, 'es2020'),
        pureCallsRule,
        pureSchemasRule,
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(svg|png|woff2?)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      minimizer: [swcMinifier()],
      ...(remote ? { splitChunks: WHOLE_EXPOSES } : {}),
    },
    performance: { hints: false },
    plugins: [
      definitions(o, mode, buildVersion),
      new MiniCssExtractPlugin({ filename: prod ? '[name].[contenthash].css' : '[name].css' }),
      ...(prod ? [new CompileHintsPlugin()] : []),
      new ModuleFederationPlugin({
        name: o.federationName,
        filename: 'remoteEntry.js',
        exposes: o.exposes || {},
        remotes: {},
        shared: sharedSingletons(o.extraShared),
        // The shell provides the shared singletons and every app is built from the same versions.
        // 'version-first' (the default) loads the entry of every registered remote to compare
        // versions when a shared module is first requested after the remotes are registered.
        shareStrategy: 'loaded-first',
        runtimePlugins: o.runtimePlugins || [],
        manifest: true,
        dts: false,
        experiments: {
          // One federation runtime per page: the shell provides its runtime core and every
          // remote's entry uses it instead of carrying a copy of its own.
          ...(remote ? { externalRuntime: true } : { provideExternalRuntime: true }),
          // Browser-only runtime. A remote only exposes modules: it never loads another remote
          // or reads a manifest, so the remote-loading and snapshot code stays out of its entry.
          optimization: remote
            ? { target: 'web', disableRemote: true, disableSnapshot: true }
            : { target: 'web' },
        },
      }),
      ...(remote ? [new RemoteContractPlugin({ remote: path.basename(o.dir) })] : []),
      ...(o.plugins ? o.plugins('app') : []),
      new HtmlWebpackPlugin({
        template: o.template || path.join(__dirname, 'index.html'),
        title: o.title,
        chunks: ['main'],
        // The standalone page may be opened at any depth: its own scripts load from the root.
        publicPath: o.publicPath || '/',
        favicon: o.favicon || false,
        templateParameters: {
          lang: 'fr',
          title: o.title,
          themeColor: o.themeColor,
          runtimeScript: remote ? `/${STANDALONE_RUNTIME}` : null,
        },
      }),
    ],
    stats: 'errors-warnings',
  };
  if (!remote) return config;
  config.name = 'app';
  config.dependencies = ['standalone-runtime'];
  config.output.clean = { keep: (file) => file === STANDALONE_RUNTIME };
  return [standaloneRuntimeConfig(o, mode), config, ...(o.server ? [serverConfig(o, mode, buildVersion)] : [])];
};

/** A remote's exposed module arrives as one file with all it imports (its lazy imports and the
 * fallbacks of shared libraries aside), instead of split across chunks that each cost a request. */
const WHOLE_EXPOSES = { cacheGroups: { default: false, defaultVendors: false } };

/** Where a remote's server render bundle is written: beside `dist`, never served as a file. */
function serverOutDir(o) {
  return path.join(o.dir, 'dist-server');
}

/** The remote's pages for Node: the same sources, without the federation (nothing is shared on
 * the server) and without styles (the page links the remote's built stylesheets). */
function serverConfig(o, mode, buildVersion) {
  return {
    name: 'server',
    mode,
    context: o.dir,
    target: 'node22',
    entry: { server: o.server },
    devtool: false,
    output: { path: serverOutDir(o), filename: 'server.cjs', library: { type: 'commonjs2' }, clean: true },
    resolve: resolveOptions(o, mode === 'production'),
    module: {
      rules: [
        scriptRule(mode === 'production', 'es2022'),
        { test: /\.css$/, use: path.join(__dirname, 'no-styles-loader.cjs') },
        { test: /\.(svg|png|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    optimization: { minimize: false },
    plugins: [
      definitions(o, mode, buildVersion),
      // The server bundle is one file (it is published alone): a page the browser downloads on
      // demand (`import()`) is in it, not in a chunk beside it.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ...(o.plugins ? o.plugins('server') : []),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

const STANDALONE_RUNTIME = 'federation-runtime.js';

/** A remote opened on its own origin has no shell to provide the federation runtime core its
 * entry expects, nor to mount it: its standalone page loads this bundle, which does both. */
function standaloneRuntimeConfig(o, mode) {
  return {
    name: 'standalone-runtime',
    mode,
    context: o.dir,
    target: 'web',
    entry: path.join(__dirname, 'standalone-runtime.js'),
    devtool: false,
    output: { path: o.outDir || path.join(o.dir, 'dist'), filename: STANDALONE_RUNTIME, clean: false },
    optimization: {
      minimizer: [swcMinifier()],
    },
    plugins: [
      new webpack.DefinePlugin({ __REMOTE_CONTAINER__: JSON.stringify(o.federationName), __REMOTE_NAME__: JSON.stringify(path.basename(o.dir)) }),
      ...(mode === 'production' ? [new CompileHintsPlugin()] : []),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
module.exports.pureCallsRule = pureCallsRule;
module.exports.pureSchemasRule = pureSchemasRule;
module.exports.REACT_ROUTER_PRODUCTION = REACT_ROUTER_PRODUCTION;
