// ESLint for the whole tree: JavaScript and TypeScript rules, the rules of React hooks, the
// accessibility rules of JSX, and the import boundaries of the architecture
// (docs/ARCHITECTURE.md, "Boundaries"), and the site of a page read from its own render, never
// from the process-wide site store (lint/rules/siteStore.mjs), and a page's path from its route
// manifest, never from a copy (lint/rules/pathLiterals.mjs). Run by `npm run lint` (lint/run.mjs), in `npm test`.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './rules/boundaries.mjs';
import sitePerRender from './rules/siteStore.mjs';
import pathLiterals from './rules/pathLiterals.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.ci/**',
      'releases/**',
      '**/.data/**',
      'bench/.cache/**',
      'screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'react-hooks': reactHooks, portail: { rules: { ...boundaries.rules, ...sitePerRender.rules, ...pathLiterals.rules } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'portail/boundaries': 'error',
      'portail/api-boundaries': 'error',
      'portail/site-store': 'error',
      'portail/path-literals': 'error',
      // A scrolling table is a labelled region that takes the focus, so that it scrolls by keyboard.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
      // A component's autoFocus prop is its own business; on an element, the rule applies.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // A leading underscore names what is there to be left out (`{ secret: _secret, ...rest }`).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  // The shell's entry and the variant it imports run before the federated shared scope exists:
  // they take plain subpaths of @portail/shared, never its federated root.
  {
    files: ['shell/src/index.ts', 'shell/variants/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@portail/shared', message: "Le point d'entrée du shell s'exécute avant le partage fédéré : importez un sous-chemin (@portail/shared/…)." }] }],
    },
  },
  // Tests and their helpers read JSON answers whose shape each assertion states.
  {
    files: ['**/*.test.{ts,tsx}', '**/testing/**', 'api/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // The build's CommonJS modules are loaded by their tests as webpack loads them.
  {
    files: ['config/*.test.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Scripts, build configuration and servers run in Node.
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // The standalone federation runtime runs in the browser, and so do the functions these scripts
  // hand to a browser page.
  {
    files: ['config/standalone-runtime.js', 'mf-content/scripts/capture-tutorial-screens.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
