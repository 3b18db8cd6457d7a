// `npm run test:chaos` (API part): faults injected into real processes (the API killed with SIGKILL,
// PostgreSQL restarted). Kept out of `jest` (jest.config.cjs): the files end in .chaos.ts.
const base = require('./jest.config.cjs');

const api = base.projects.find((p) => p.displayName === 'api');

module.exports = {
  ...api,
  displayName: 'chaos',
  roots: ['<rootDir>/api/test/chaos'],
  testMatch: ['**/*.chaos.ts'],
  // One fault at a time: each test owns the processes (and for PostgreSQL, the server) it breaks.
  maxWorkers: 1,
};
