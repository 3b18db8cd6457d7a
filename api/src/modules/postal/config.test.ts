import { postalConfigFromEnv, postalProblem } from './config';

describe('postal configuration', () => {
  it('asks nothing outside production, where npm start gives the sandbox and one secret per run', () => {
    expect(postalProblem({}, false)).toBeNull();
    const cfg = postalConfigFromEnv({ PORT_BASE: '300' });
    expect(cfg.apiUrl).toBe('http://127.0.0.1:8392');
    expect(cfg.secret).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses production without the provider API or with a short secret, in French', () => {
    expect(postalProblem({}, true)).toMatch(/^POSTAL_SECRET \(32 caractères au moins\) et POSTAL_API_URL sont obligatoires en production/);
    expect(postalProblem({ POSTAL_API_URL: 'https://courrier.example', POSTAL_SECRET: 'court' }, true)).not.toBeNull();
    expect(postalProblem({ POSTAL_SECRET: 'x'.repeat(32) }, true)).not.toBeNull();
    expect(postalProblem({ POSTAL_API_URL: 'https://courrier.example', POSTAL_SECRET: 'x'.repeat(32) }, true)).toBeNull();
  });
});
