// Unit and integration tests sit beside the code. Front-end packages run in jsdom, the API in node.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  transform: { '^.+\\.[cm]?[jt]sx?$': swc },
  moduleNameMapper: {
    '\\.css$': '<rootDir>/config/jest/style-stub.cjs',
    '\\.(svg|png)$': '<rootDir>/config/jest/file-stub.cjs',
    '^@portail/shared$': '<rootDir>/shared/src/index.ts',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

module.exports = {
  // Jest's default is one worker per core but one. The API's suites spend much of their time
  // waiting on databases, servers and child processes: on a two-core machine a second worker
  // keeps both cores busy and halves the run.
  maxWorkers: Math.max(2, require('node:os').availableParallelism() - 1),
  projects: [
    {
      ...common,
      displayName: 'web',
      testEnvironment: '<rootDir>/config/jest/jsdom-environment.cjs',
      roots: ['<rootDir>/shared', '<rootDir>/shell', '<rootDir>/mf-search', '<rootDir>/mf-records', '<rootDir>/mf-basket', '<rootDir>/mf-personal-space', '<rootDir>/mf-content', '<rootDir>/config', '<rootDir>/scripts', '<rootDir>/lint'],
      setupFiles: ['<rootDir>/config/jest/polyfills.cjs'],
      setupFilesAfterEnv: ['<rootDir>/config/jest/setup-web.ts'],
      moduleNameMapper: { ...common.moduleNameMapper, '^@variant$': '<rootDir>/shell/variants/fr/index.ts' },
      // ky, marked (the content compiler's Markdown renderer), content-disposition (of
      // @fastify/static, the apps' servers) and cookie (of light-my-request, their tests'
      // inject) ship ESM only.
      transformIgnorePatterns: ['/node_modules/(?!(ky|marked|content-disposition|cookie)/)'],
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      // A longer timeout for tests and hooks that open real databases and servers.
      setupFilesAfterEnv: ['<rootDir>/config/jest/setup-api.ts'],
      roots: ['<rootDir>/api', '<rootDir>/payment-sandbox', '<rootDir>/postal-sandbox'],
      // oidc-provider, openid-client and their jose/oauth4webapi ship ESM only, as does marked (the
      // content compiler the sitemaps read the editorial pages with).
      transformIgnorePatterns: ['/node_modules/(?!(ky|oidc-provider|jose|openid-client|oauth4webapi|marked|content-disposition)/)'],
    },
  ],
};
