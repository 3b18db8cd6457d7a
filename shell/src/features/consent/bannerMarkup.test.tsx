import { consentBannerPage } from './bannerMarkup';
import { CONSENT_COOKIE, CONSENT_FORM_FIELD, CONSENT_FORM_PATH } from '@portail/shared/consent/consentCookie';

it('renders the banner of a visit with no choice, with its three choices, for the server to send', () => {
  const page = consentBannerPage();
  expect(page.cookie).toBe(CONSENT_COOKIE);
  expect(page.html).toMatch(/^<section class="consent-banner"/);
  for (const label of ['Tout accepter', 'Tout refuser', 'Personnaliser']) expect(page.html).toContain(`>${label}</button>`);
});

it('posts accept and refuse to the shell’s server when clicked before the page’s scripts have run', () => {
  const slot = document.createElement('div');
  slot.innerHTML = consentBannerPage().html;
  const form = slot.querySelector('form')!;
  expect(form.getAttribute('method')).toBe('post');
  expect(form.getAttribute('action')).toBe(CONSENT_FORM_PATH);
  const submits = [...form.querySelectorAll('button[type="submit"]')].map((b) => [b.textContent, b.getAttribute('name'), b.getAttribute('value')]);
  expect(submits).toEqual([
    ['Tout accepter', CONSENT_FORM_FIELD, '1'],
    ['Tout refuser', CONSENT_FORM_FIELD, '0'],
  ]);
  // Customising needs the dialog, which the scripts bring: it submits nothing.
  expect(form.querySelector('button[type="button"]')?.textContent).toBe('Personnaliser');
});
