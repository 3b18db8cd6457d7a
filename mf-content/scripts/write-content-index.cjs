// Writes the content index (content-index.json, the file the build writes beside the page data)
// without building the app: for the API's tests and its Docker image.
//   node mf-content/scripts/write-content-index.cjs <file>
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const tsx = require('tsx/cjs/api');
const { compileFolder } = require('../config/contentPlugin.cjs');

const out = process.argv[2];
if (!out) {
  console.error('Usage : node mf-content/scripts/write-content-index.cjs <fichier>');
  process.exit(2);
}
const { result, problem } = compileFolder();
if (problem) {
  console.error(problem);
  process.exit(1);
}
const { contentIndex } = tsx.require('../src/content/compile/contentIndex.ts', __filename);
mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
writeFileSync(out, JSON.stringify(contentIndex(result)));
