/** @jest-environment node */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expectDroppedOnceMarked, productionBundle, sideEffectFreePackage } from './productionBundle';

const loader = require('./pure-calls-loader.cjs') as (source: string) => string;
const LOADER = require.resolve('./pure-calls-loader.cjs');
const { pureCallsRule, REACT_ROUTER_PRODUCTION } = require('./webpack.factory.cjs') as {
  pureCallsRule: { test: RegExp };
  REACT_ROUTER_PRODUCTION: string;
};

const dir = sideEffectFreePackage('pure-calls-', {
  // A call the minifier cannot prove free of side effects, as React's is to it.
  'react.js': 'export function forwardRef(render) { globalThis.definitions = (globalThis.definitions || 0) + 1; return { render }; }\n',
  'library.js': [
    "import * as React10 from './react.js';",
    "var Prefetching = React10.forwardRef(function Prefetching() { return 'code du préchargement'; });",
    'Prefetching.displayName = "Prefetching";',
    "export function used() { return 'code utilisé'; }",
    'export { Prefetching };',
    '',
  ].join('\n'),
  'index.js': "import { used } from './library.js';\ndocument.title = used();\n",
});

function build(withLoader: boolean): Promise<string> {
  return productionBundle(dir(), './index.js', withLoader ? [{ test: /library\.js$/, use: LOADER }] : []);
}

test('an unused component defined by a forwardRef call leaves the bundle once marked', async () => {
  await expectDroppedOnceMarked(build, { used: 'code utilisé', unused: 'code du préchargement' });
  expect(readdirSync(path.join(dir(), 'dist'))).toEqual(['main.js']);
});

test("the router's production build gets the mark on Link, NavLink and Form, and loses their naming", () => {
  expect(pureCallsRule.test.test(REACT_ROUTER_PRODUCTION)).toBe(true);
  // The components are defined in one of the chunks the production index re-exports.
  const chunks = [...readFileSync(REACT_ROUTER_PRODUCTION, 'utf8').matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)].map((m) =>
    path.join(path.dirname(REACT_ROUTER_PRODUCTION), m[1] as string),
  );
  const file = chunks.find((f) => /^var Link = /m.test(readFileSync(f, 'utf8')));
  expect(file).toBeDefined();
  expect(pureCallsRule.test.test(file as string)).toBe(true);
  const out = loader(readFileSync(file as string, 'utf8'));
  for (const name of ['Link', 'NavLink', 'Form']) {
    expect(out).toMatch(new RegExp(`^var ${name} = /\\*#__PURE__\\*/ React\\d*\\.forwardRef\\(`, 'm'));
    expect(out).not.toMatch(new RegExp(`^${name}\\.displayName = `, 'm'));
  }
});

test('a source without such definitions is left as it is', () => {
  const source = 'var a = 1;\nfunction b() { return a; }\nb.displayName = "b";\n';
  expect(loader(source)).toBe(source);
});
