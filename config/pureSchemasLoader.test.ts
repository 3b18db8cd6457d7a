/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expectDroppedOnceMarked, productionBundle, sideEffectFreePackage } from './productionBundle';

const { markPure } = require('./pure-schemas-loader.cjs') as { markPure: (source: string) => string };
const loader = require('./pure-schemas-loader.cjs') as (source: string) => string;
const LOADER = require.resolve('./pure-schemas-loader.cjs');
const { pureSchemasRule } = require('./webpack.factory.cjs') as {
  pureSchemasRule: { test: RegExp; include: string; exclude: (string | RegExp)[] };
};

const dir = sideEffectFreePackage('pure-schemas-', {
  // A schema library whose every schema the minifier must assume changes something, as zod's does.
  'zod.ts': [
    'export const globalRegistry = new Map<string, unknown>();',
    'function schema(shape: unknown) {',
    '  (globalThis as Record<string, unknown>).built = shape;',
    '  return { shape, register: (registry: Map<string, unknown>, meta: { id: string }) => (registry.set(meta.id, shape), { shape }) };',
    '}',
    'export function object(shape: unknown) { return schema(shape); }',
    'export function literal(value: string) { return schema(value); }',
    '',
  ].join('\n'),
  'api/contracts.ts': [
    "import * as z from '../zod';",
    '',
    "export const UsedSchema = z.object({ kind: z.literal('schéma utilisé') }).register(z.globalRegistry, { id: 'Used' });",
    '',
    '/** Spread over lines, as the formatter writes the longer ones; `z.object()` in a comment. */',
    'export const UnusedSchema = z',
    "  .object({ kind: z.literal('schéma inutilisé'), note: 'a ; in a string' })",
    "  .register(z.globalRegistry, { id: 'Unused' });",
    '',
  ].join('\n'),
  'index.ts': "import { UsedSchema } from './api/contracts';\ndocument.title = JSON.stringify(UsedSchema.shape);\n",
});

function build(withLoader: boolean): Promise<string> {
  const swc = { loader: require.resolve('swc-loader'), options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } } };
  // As in the factory: the loader runs on the TypeScript source, before SWC compiles it.
  return productionBundle(dir(), './index.ts', [{ test: /\.ts$/, use: swc }, ...(withLoader ? [{ test: /contracts\.ts$/, use: LOADER }] : [])], ['.ts', '.js']);
}

test('an unused schema leaves the bundle once marked, with its registration, and a used one stays', async () => {
  const marked = await expectDroppedOnceMarked(build, { used: 'schéma utilisé', unused: 'schéma inutilisé' });
  expect(marked).not.toContain('Unused');
}, 30_000);

test('each top-level definition that starts with a call is wrapped whole, its chain included', () => {
  const source = readFileSync(path.join(dir(), 'api', 'contracts.ts'), 'utf8');
  const out = markPure(source);
  expect(out).toContain("export const UsedSchema = /*#__PURE__*/ (() => z.object({ kind: z.literal('schéma utilisé') }).register(z.globalRegistry, { id: 'Used' }))();");
  expect(out).toContain("export const UnusedSchema = /*#__PURE__*/ (() => z\n  .object({ kind: z.literal('schéma inutilisé'), note: 'a ; in a string' })\n  .register(z.globalRegistry, { id: 'Unused' }))();");
  expect(out).toContain('`z.object()` in a comment');
});

test('a module that does not import the schema library, and a definition that is not a call, are left as they are', () => {
  const other = "import { x } from './x';\nexport const A = f(x);\n";
  expect(loader(other)).toBe(other);
  const constants = "import * as z from 'zod/mini';\nexport const CODES = ['A', 'B'] as const;\nexport const PATTERN = /^\\d{4}$/;\nexport type T = z.infer<typeof S>;\n";
  expect(loader(constants)).toBe(constants);
});

test('the factory applies it to the shared package sources, not to the library gateway nor to tests', () => {
  const shared = path.join(__dirname, '..', 'shared', 'src');
  expect(pureSchemasRule.include).toBe(shared);
  expect(pureSchemasRule.test.test(path.join(shared, 'api', 'companies.ts'))).toBe(true);
  expect(pureSchemasRule.exclude).toContain(path.join(shared, 'zod.ts'));
  expect(pureSchemasRule.exclude.some((e) => e instanceof RegExp && e.test('contracts.test.ts'))).toBe(true);
});
