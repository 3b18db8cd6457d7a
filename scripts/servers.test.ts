/** @jest-environment node */
import { withConsentBanner } from './servers.mjs';

const PAGE = '<body><a class="skip-link" href="#main">x</a><div id="shell-consent" class="consent-slot"></div><main></main></body>';
const BANNER = { cookie: 'consentement', html: '<section class="consent-banner">Mesure</section>' };

describe('withConsentBanner', () => {
  it('puts the banner in the slot for a visitor who has made no choice', () => {
    for (const cookie of [undefined, '', 'autre=1', 'consentement=', 'xconsentement=v1']) {
      expect(withConsentBanner(PAGE, BANNER, cookie)).toContain('<div id="shell-consent" class="consent-slot"><section class="consent-banner">Mesure</section></div>');
    }
  });

  it('leaves the page as it is when the request carries a choice, or the build has no banner', () => {
    expect(withConsentBanner(PAGE, BANNER, 'a=1; consentement=v1|mesure=0|2026-11-26')).toBe(PAGE);
    expect(withConsentBanner(PAGE, null, undefined)).toBe(PAGE);
  });
});
