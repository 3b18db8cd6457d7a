// The API's tests and hooks open real databases and servers (PGlite, PostgreSQL, child
// processes): on a loaded two-core machine, Jest's default 5 s is not enough for their set-up.
// Set here because Jest reads `testTimeout` from the global configuration only, not a project's.
jest.setTimeout(30_000);
