import { consentStore, type ConsentStoreApi } from './consentStore';

export { ConsentManager } from './ConsentManager';
export { installMeasurementGate } from './gate';
export { consentStore };

export const CONSENT_SLOT_ID = 'shell-consent';

/**
 * Makes the banner's element, first in the body after the skip link, and reads the recorded
 * choice. The shell mounts the ConsentManager there.
 */
export function installConsent(doc: Document = document): ConsentStoreApi {
  if (!doc.getElementById(CONSENT_SLOT_ID)) {
    const slot = doc.createElement('div');
    slot.id = CONSENT_SLOT_ID;
    slot.className = 'consent-slot';
    const skip = doc.body.querySelector(':scope > .skip-link');
    doc.body.insertBefore(slot, skip ? skip.nextSibling : doc.body.firstChild);
  }
  return consentStore();
}
