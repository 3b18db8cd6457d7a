// Compiles the editorial files of `content/` while the app builds: each site's pages become JSON
// files under `page-data/{territory}/` beside the index of its pages (see pageDataAssets.ts), and
// the media are copied to `medias/`. A file that breaks a content rule is a build error naming the file.
const path = require('node:path');
const { readFileSync } = require('node:fs');
const tsx = require('tsx/cjs/api');

const CONTENT_DIR = path.join(__dirname, '..', 'content');

class ContentPlugin {
  /** @param {{ media?: boolean }} [options] media: also copy the media files (the browser build) */
  constructor(options = {}) {
    this.media = options.media !== false;
  }

  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ContentPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ContentPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.contextDependencies.add(CONTENT_DIR);
        // Loaded per compilation, so that a watch rebuild reads the compiler's current source.
        const { compileContent, formatErrors } = tsx.require('../src/content/compile/compileContent.ts', __filename);
        const { appPathMatcher } = tsx.require('../src/content/compile/appPaths.ts', __filename);
        const { pageDataAssets } = tsx.require('../src/content/compile/pageDataAssets.ts', __filename);
        const { PAGE_DATA_DIR } = tsx.require('../src/content/model.ts', __filename);
        const result = compileContent({ dir: CONTENT_DIR, isAppPath: appPathMatcher() });
        if (result.errors.length) {
          const error = new WebpackError(`Contenu éditorial invalide :\n${formatErrors(CONTENT_DIR, result.errors)}`);
          error.hideStack = true;
          compilation.errors.push(error);
          return;
        }
        const emit = (name, text) => compilation.emitAsset(name, new sources.RawSource(text));
        for (const [file, value] of pageDataAssets(result)) emit(`${PAGE_DATA_DIR}/${file}`, JSON.stringify(value));
        if (this.media) {
          for (const file of result.media) emit(`medias/${file}`, readFileSync(path.join(CONTENT_DIR, 'medias', file)));
        }
      });
    });
  }
}

module.exports = { ContentPlugin, CONTENT_DIR };
