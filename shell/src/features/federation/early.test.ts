import { federationPlugins, toFederationRemote } from './early';

describe('federation plugins', () => {
  it('answer the manifest fetch hook once, with the deadline, and keep the script retries', () => {
    const plugins = federationPlugins();
    expect(plugins.filter((p) => typeof p.fetch === 'function').map((p) => p.name)).toEqual(['portail-resilience']);
    expect(plugins.some((p) => p.name === 'retry-plugin' && typeof p.loadEntryError === 'function')).toBe(true);
  });

  it('register each remote under its federation name, aliased by its route name', () => {
    expect(toFederationRemote({ name: 'mf-records', federationName: 'mf_records', manifest: 'http://r/mf-manifest.json' })).toEqual({
      name: 'mf_records',
      alias: 'mf-records',
      entry: 'http://r/mf-manifest.json',
    });
  });
});
