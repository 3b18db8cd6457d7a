// Runs ESLint over the tree. typescript-eslint parses with the TypeScript release this workspace
// pins (the project compiles with a newer one that has no JavaScript API): every `typescript`
// import made while linting resolves to that release.
import { createRequire, registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const typescript = pathToFileURL(createRequire(path.join(here, 'package.json')).resolve('typescript')).href;
registerHooks({
  resolve: (specifier, context, next) => (specifier === 'typescript' ? { url: typescript, format: 'commonjs', shortCircuit: true } : next(specifier, context)),
});

const { ESLint } = await import('eslint');
const eslint = new ESLint({ cwd: path.resolve(here, '..'), overrideConfigFile: path.join(here, 'eslint.config.mjs'), cache: false });
const results = await eslint.lintFiles(process.argv.slice(2).length ? process.argv.slice(2) : ['.']);
const formatter = await eslint.loadFormatter(process.env.ESLINT_FORMAT ?? 'stylish');
const output = await formatter.format(results);
if (output) console.log(output);
const problems = results.reduce((n, r) => n + r.errorCount + r.warningCount, 0);
console.log(problems === 0 ? `ESLint : ${results.length} fichiers, aucun problème.` : `ESLint : ${problems} problème(s).`);
process.exitCode = problems === 0 ? 0 : 1;
