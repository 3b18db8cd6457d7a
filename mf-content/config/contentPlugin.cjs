// Compiles the editorial files of `content/` while the app builds: each site's pages become JSON
// files under `page-data/{territory}/` beside the index of its pages (see pageDataAssets.ts), the
// content index the API's sitemaps read is written to `content-index.json` (see contentIndex.ts),
// and the media are copied to `medias/`. A file that breaks a content rule is a build error naming the file.
const path = require('node:path');
const { readFileSync } = require('node:fs');
const tsx = require('tsx/cjs/api');

const CONTENT_DIR = path.join(__dirname, '..', 'content');

/**
 * The editorial files compiled with the app's rules (its source read afresh on each call), and the
 * French message that lists the files breaking a rule, or null.
 */
function compileFolder(dir = CONTENT_DIR) {
  const { compileContent, formatErrors } = tsx.require('../src/content/compile/compileContent.ts', __filename);
  const { appPathMatcher } = tsx.require('../src/content/compile/appPaths.ts', __filename);
  const result = compileContent({ dir, isAppPath: appPathMatcher() });
  return { result, problem: result.errors.length ? `Contenu éditorial invalide :\n${formatErrors(dir, result.errors)}` : null };
}

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
        const { pageDataAssets } = tsx.require('../src/content/compile/pageDataAssets.ts', __filename);
        const { PAGE_DATA_DIR } = tsx.require('../src/content/model.ts', __filename);
        const { result, problem } = compileFolder();
        if (problem) {
          const error = new WebpackError(problem);
          error.hideStack = true;
          compilation.errors.push(error);
          return;
        }
        const emit = (name, text) => compilation.emitAsset(name, new sources.RawSource(text));
        for (const [file, value] of pageDataAssets(result)) emit(`${PAGE_DATA_DIR}/${file}`, JSON.stringify(value));
        const { contentIndex, CONTENT_INDEX_FILE } = tsx.require('../src/content/compile/contentIndex.ts', __filename);
        emit(CONTENT_INDEX_FILE, JSON.stringify(contentIndex(result)));
        if (this.media) {
          for (const file of result.media) emit(`medias/${file}`, readFileSync(path.join(CONTENT_DIR, 'medias', file)));
        }
      });
    });
  }
}

module.exports = { ContentPlugin, CONTENT_DIR, compileFolder };
