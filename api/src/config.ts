import path from 'node:path';

/** Runtime configuration from the environment. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const repoRoot = path.resolve(__dirname, '..', '..');
  const portBase = Number(env.PORT_BASE || 0);
  const rateMax = env.RATE_LIMIT_MAX === undefined ? 600 : Number(env.RATE_LIMIT_MAX);
  return {
    port: Number(env.PORT || 3000 + portBase),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || path.join(repoRoot, '.data', 'pglite'),
    seedCompanies: Number(env.SEED_COMPANIES ?? 5000),
    /** 0 disables rate limiting. */
    rateLimit: rateMax > 0 ? { max: rateMax, timeWindow: Number(env.RATE_LIMIT_WINDOW_MS || 60_000) } : (false as const),
    identity: env.IDENTITY !== 'off',
    logger: env.LOG !== '0',
  };
}
