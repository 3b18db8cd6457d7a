import { consentBannerPage } from './bannerMarkup';
import { CONSENT_COOKIE } from './consentCookie';

it('renders the banner of a visit with no choice, with its three choices, for the server to send', () => {
  const page = consentBannerPage();
  expect(page.cookie).toBe(CONSENT_COOKIE);
  expect(page.html).toMatch(/^<section class="consent-banner"/);
  for (const label of ['Tout accepter', 'Tout refuser', 'Personnaliser']) expect(page.html).toContain(`>${label}</button>`);
});
