import { configFromEnv } from './config';

describe('identity configuration: the demo customers', () => {
  const seeds = (env: NodeJS.ProcessEnv) => configFromEnv(env).seedDemo;

  it('are seeded on the embedded default unless AUTH_DEMO=0', () => {
    expect(seeds({})).toBe(true);
    expect(seeds({ AUTH_DEMO: '0' })).toBe(false);
  });

  it('are seeded on PostgreSQL only when AUTH_DEMO=1 asks, and never in production', () => {
    const postgres = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/portail' };
    expect(seeds(postgres)).toBe(false);
    expect(seeds({ ...postgres, AUTH_DEMO: '0' })).toBe(false);
    expect(seeds({ ...postgres, AUTH_DEMO: '1' })).toBe(true);
    expect(seeds({ ...postgres, AUTH_DEMO: '1', NODE_ENV: 'production' })).toBe(false);
  });

  it('are never seeded with an external provider', () => {
    expect(seeds({ OIDC_ISSUER: 'https://auth.example/realms/portail' })).toBe(false);
    expect(seeds({ OIDC_ISSUER: 'https://auth.example/realms/portail', DATABASE_URL: 'postgres://db/portail', AUTH_DEMO: '1' })).toBe(false);
  });
});

describe('identity configuration: the limit on forms that send mail', () => {
  const mailLimit = (env: NodeJS.ProcessEnv) => configFromEnv(env).limits.mailPerAddress;

  it('is 10 per address in 10 minutes unless MAIL_RATE_LIMIT_MAX sets the count', () => {
    expect(mailLimit({})).toEqual({ max: 10, windowSeconds: 600 });
    expect(mailLimit({ MAIL_RATE_LIMIT_MAX: '500' })).toEqual({ max: 500, windowSeconds: 600 });
  });

  it('keeps the default for a value that is not a positive whole number', () => {
    for (const value of ['0', '-3', '2.5', 'beaucoup']) expect(mailLimit({ MAIL_RATE_LIMIT_MAX: value })).toEqual({ max: 10, windowSeconds: 600 });
  });

  it('leaves the sign-in limits as they are', () => {
    expect(configFromEnv({ MAIL_RATE_LIMIT_MAX: '500' }).limits.perAddress).toEqual(configFromEnv({}).limits.perAddress);
  });
});
