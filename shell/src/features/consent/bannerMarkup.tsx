// The consent banner as the shell's server sends it to a visitor with no recorded choice: painted
// with the page, before any script runs, instead of appearing seconds later over the content (and
// counting as the page's largest paint). Rendered once when the shell builds, from the component
// the browser then mounts in its place.
import { renderToStaticMarkup } from 'react-dom/server';
import { ConsentManager } from './ConsentManager';
import { CONSENT_COOKIE } from '@portail/shared/consent/consentCookie';
import { createConsentStore } from './consentStore';

export interface ConsentBannerPage {
  /** The cookie whose presence means a choice was made: no banner in the page then. */
  cookie: string;
  /** The banner's markup, for the consent slot of the page. */
  html: string;
}

export function consentBannerPage(): ConsentBannerPage {
  const noChoice = createConsentStore({ cookie: '' } as Document);
  return { cookie: CONSENT_COOKIE, html: renderToStaticMarkup(<ConsentManager store={noChoice} />) };
}
