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
    /** The store shared by every API process (limits, @fastify/rate-limit); unset, each process's memory. */
    redisUrl: env.REDIS_URL || undefined,
    dataDir: env.DATA_DIR || path.join(repoRoot, '.data', 'pglite'),
    /** The content app's index of its pages, for the sitemaps: its build writes it (the API's image holds a copy). */
    contentIndexFile: env.CONTENT_INDEX_FILE || path.join(repoRoot, 'mf-content', 'dist', 'content-index.json'),
    seedCompanies: Number(env.SEED_COMPANIES ?? 5000),
    /** 0 disables rate limiting. */
    rateLimit: rateMax > 0 ? { max: rateMax, timeWindow: Number(env.RATE_LIMIT_WINDOW_MS || 60_000) } : (false as const),
    /**
     * The proxies whose X-Forwarded-For the API believes (the shells and the remotes' page
     * renderers): comma-separated addresses or CIDR ranges. Everyone else is keyed on the socket's
     * address, whatever headers they send.
     */
    trustProxy: trustedProxies(env.TRUST_PROXY),
    identity: env.IDENTITY !== 'off',
    production: env.NODE_ENV === 'production',
    smtpUrl: env.SMTP_URL || undefined,
    /** The outbox viewer of the embedded default (no SMTP server): loopback only, never in production. */
    outboxPort: Number(env.OUTBOX_PORT || 8025 + portBase),
    logger: env.LOG !== '0',
    /** How often an idle job worker looks for due jobs (documents to produce). */
    jobsPollMs: Number(env.JOBS_POLL_MS || 1_000),
    /** How long a claimed job stays its worker's: past it, a job whose process died is taken up again. */
    jobsLeaseMs: Number(env.JOBS_LEASE_MS || 120_000),
    /** Bearer token of the staff operations endpoints (/api/exploitation); unset, they are not mounted. */
    staffApiToken: env.STAFF_API_TOKEN || undefined,
    /**
     * The loopback port of the operators' own listener, the only one that answers the staff
     * endpoints when set; unset, the API's address answers them to requests no proxy forwarded.
     */
    operationsPort: env.OPERATIONS_PORT ? Number(env.OPERATIONS_PORT) : undefined,
  };
}

/** Locally the shells and renderers reach the API over loopback; `TRUST_PROXY=` (empty) trusts nobody. */
export const DEFAULT_TRUSTED_PROXIES = ['127.0.0.1', '::1'];

export function trustedProxies(value: string | undefined): string[] {
  if (value === undefined) return DEFAULT_TRUSTED_PROXIES;
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Why the configuration cannot run, or null: production needs a way to deliver mail. */
export function configurationProblem(cfg: { production: boolean; smtpUrl?: string | undefined; operationsPort?: number | undefined }): string | null {
  if (cfg.operationsPort !== undefined && !(Number.isInteger(cfg.operationsPort) && cfg.operationsPort > 0 && cfg.operationsPort < 65_536)) {
    return 'OPERATIONS_PORT doit être un numéro de port (1 à 65535).';
  }
  if (cfg.production && !cfg.smtpUrl) {
    // Without an SMTP server mail stays in the database: nobody would receive a validation or
    // reset link, and the outbox holding them is a development tool.
    return 'SMTP_URL est obligatoire en production : sans serveur SMTP, aucun courriel (validation de compte, réinitialisation de mot de passe) ne serait remis.';
  }
  return null;
}
