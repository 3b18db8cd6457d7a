import { SIGN_IN_POPUP_HEIGHT, SIGN_IN_POPUP_WIDTH } from '@portail/shared';

// The sign-in popup's window (SPEC §4: 600×600, centred on the page), opened inside the click that
// asks for it: this part comes with the page's first code, the rest of the sign-in (popup.ts) with
// the session's code.

export const POPUP_NAME = 'portail-connexion';

export function popupFeatures(win: Pick<Window, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>): string {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - SIGN_IN_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - SIGN_IN_POPUP_HEIGHT) / 2));
  return `popup=yes,width=${SIGN_IN_POPUP_WIDTH},height=${SIGN_IN_POPUP_HEIGHT},left=${left},top=${top}`;
}

/** Opens the (blank) popup at once, inside the click, so that popup blockers let it through. */
export function openSignInPopup(win: Window): Window | null {
  try {
    return win.open('about:blank', POPUP_NAME, popupFeatures(win));
  } catch {
    return null;
  }
}
