import { createConsentStore } from './consentStore';
import { installMeasurementGate, type MeasurementModule } from './gate';
import type { MeasurementOptions } from '../measures';

const NOW = new Date('2026-11-26T10:00:00Z');
const options = { routes: { resolve: () => null }, territory: 'FR', landingPath: '/' } as MeasurementOptions;

/** A document with a cookie jar of its own. */
function jar(initial = '') {
  let cookie = initial;
  return {
    location: { protocol: 'http:' },
    get cookie() {
      return cookie;
    },
    set cookie(v: string) {
      cookie = v.split(';')[0]!;
    },
  } as unknown as Document;
}

function fakeModule() {
  const calls = { load: 0, start: 0, stop: 0 };
  const mod: MeasurementModule = {
    startMeasurement: () => {
      calls.start += 1;
      return { stop: () => (calls.stop += 1) };
    },
  };
  const load = () => {
    calls.load += 1;
    return Promise.resolve(mod);
  };
  return { calls, load };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('measurement gate', () => {
  it('loads nothing while no choice is recorded, nor after a refusal', async () => {
    const store = createConsentStore(jar(), () => NOW);
    const m = fakeModule();
    installMeasurementGate(store, m.load, options);
    await settle();
    expect(m.calls).toEqual({ load: 0, start: 0, stop: 0 });
    store.decide(false);
    await settle();
    expect(m.calls).toEqual({ load: 0, start: 0, stop: 0 });
  });

  it('loads and starts the measurement once consent is given, and stops it when withdrawn', async () => {
    const store = createConsentStore(jar(), () => NOW);
    const m = fakeModule();
    installMeasurementGate(store, m.load, options);
    store.decide(true);
    await settle();
    expect(m.calls).toEqual({ load: 1, start: 1, stop: 0 });
    store.decide(true);
    await settle();
    expect(m.calls).toEqual({ load: 1, start: 1, stop: 0 });
    store.decide(false);
    await settle();
    expect(m.calls).toEqual({ load: 1, start: 1, stop: 1 });
    // Given again: the module already loaded starts again.
    store.decide(true);
    await settle();
    expect(m.calls).toEqual({ load: 1, start: 2, stop: 1 });
  });

  it('starts at once on a visit whose cookie records consent', async () => {
    const store = createConsentStore(jar('consentement=v1|mesure=1|2026-11-20'), () => NOW);
    const m = fakeModule();
    const uninstall = installMeasurementGate(store, m.load, options);
    await settle();
    expect(m.calls).toEqual({ load: 1, start: 1, stop: 0 });
    uninstall();
    expect(m.calls.stop).toBe(1);
  });

  it('does not start a measurement withdrawn while its chunk was loading', async () => {
    const store = createConsentStore(jar(), () => NOW);
    const m = fakeModule();
    installMeasurementGate(store, m.load, options);
    store.decide(true);
    store.decide(false);
    await settle();
    expect(m.calls).toEqual({ load: 1, start: 0, stop: 0 });
  });

  it('tries the chunk again on the next choice when it failed to load', async () => {
    const store = createConsentStore(jar(), () => NOW);
    const m = fakeModule();
    let fail = true;
    installMeasurementGate(store, () => (fail ? Promise.reject(new Error('ChunkLoadError')) : m.load()), options);
    store.decide(true);
    await settle();
    expect(m.calls.start).toBe(0);
    fail = false;
    store.decide(false);
    store.decide(true);
    await settle();
    expect(m.calls).toEqual({ load: 1, start: 1, stop: 0 });
  });
});
