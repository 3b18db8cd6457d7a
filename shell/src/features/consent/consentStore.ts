// The visitor's consent as the shell knows it: the recorded choice (null until they make one) and
// whether the preferences dialog is open. The banner, the dialog, the footer's « Préférences
// cookies » and the measurement gate all read this one store.
import { createStore } from 'zustand/vanilla';
import { readConsent, writeConsent, type ConsentChoice } from '@portail/shared/consent/consentCookie';

export interface ConsentState {
  choice: ConsentChoice | null;
  preferencesOpen: boolean;
}

export function createConsentStore(doc: Document = document, now: () => Date = () => new Date()) {
  const store = createStore<ConsentState>(() => ({ choice: readConsent(doc, now()), preferencesOpen: false }));
  return Object.assign(store, {
    /** Records the visitor's choice (cookie and store) and closes the preferences. */
    decide(measurement: boolean): void {
      store.setState({ choice: writeConsent(doc, measurement, now()), preferencesOpen: false });
    },
    openPreferences(): void {
      store.setState({ preferencesOpen: true });
    },
    closePreferences(): void {
      store.setState({ preferencesOpen: false });
    },
  });
}

export type ConsentStoreApi = ReturnType<typeof createConsentStore>;

/** The shell's store, made on first use (the cookie is read then). */
let shared: ConsentStoreApi | null = null;
export function consentStore(): ConsentStoreApi {
  return (shared ??= createConsentStore());
}
