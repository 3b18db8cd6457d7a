// Marks every emitted script for eager compilation (V8's explicit compile hints, Chromium 136+).
// Without the hint, V8 pre-parses each function and compiles it on the main thread the first
// time it runs, which at start-up is most of them. With it, the functions compile on the
// background thread that streams the script in, while it downloads. Other engines read a comment.
const { Compilation, sources } = require('webpack');

const HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  /** @param {{ test?: RegExp }} [options] */
  constructor(options = {}) {
    this.test = options.test || /\.js$/;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (which would drop the comment), before source maps are written
        // (which then account for the added line) and before content hashes are computed.
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const file of Object.keys(assets)) {
            if (!this.test.test(file)) continue;
            compilation.updateAsset(file, (old) => new sources.ConcatSource(HINT, old));
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, HINT };
