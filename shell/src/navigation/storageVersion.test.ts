import { clearStaleLocalStorage, STORAGE_VERSION_KEY } from './storageVersion';

describe('clearStaleLocalStorage', () => {
  beforeEach(() => localStorage.clear());

  it('clears everything when the stored version differs from the build', () => {
    localStorage.setItem(STORAGE_VERSION_KEY, '41');
    localStorage.setItem('portail:panier-invite', 'abc');
    expect(clearStaleLocalStorage('42')).toBe(true);
    expect(localStorage.getItem('portail:panier-invite')).toBeNull();
    expect(localStorage.getItem(STORAGE_VERSION_KEY)).toBe('42');
  });

  it('keeps storage of the same build and tags a first visit', () => {
    localStorage.setItem(STORAGE_VERSION_KEY, '42');
    localStorage.setItem('portail:panier-invite', 'abc');
    expect(clearStaleLocalStorage('42')).toBe(false);
    expect(localStorage.getItem('portail:panier-invite')).toBe('abc');
    localStorage.clear();
    localStorage.setItem('orphelin', '1');
    expect(clearStaleLocalStorage('42')).toBe(false);
    expect(localStorage.getItem('orphelin')).toBeNull();
    expect(localStorage.getItem(STORAGE_VERSION_KEY)).toBe('42');
  });
});
