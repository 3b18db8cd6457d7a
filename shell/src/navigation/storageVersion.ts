// SPEC §4/§9: local storage is cleared when its version tag differs from the build version.
export const STORAGE_VERSION_KEY = 'portail:version';

export function clearStaleLocalStorage(buildVersion: string, storage: Storage = window.localStorage): boolean {
  try {
    const stored = storage.getItem(STORAGE_VERSION_KEY);
    if (stored === buildVersion) return false;
    storage.clear();
    storage.setItem(STORAGE_VERSION_KEY, buildVersion);
    return stored !== null;
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): nothing to clear.
    return false;
  }
}
