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
