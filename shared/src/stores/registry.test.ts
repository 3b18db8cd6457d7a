import { defineStore, resetStores, storeNames } from './registry';

describe('store registry', () => {
  afterEach(() => resetStores());

  it('returns the same store for the same name, even from another copy of the module', () => {
    const a = defineStore('compteur', () => ({ n: 1 }));
    a.setState({ n: 2 });
    let b: typeof a | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const copy = require('./registry') as typeof import('./registry');
      b = copy.defineStore('compteur', () => ({ n: 100 }));
    });
    expect(b).toBe(a);
    expect(b!.getState().n).toBe(2);
    expect(storeNames()).toEqual(['compteur']);
  });
});
