// robots.txt of a site: the public pages may be crawled, not the personal, transactional and
// sign-in ones, nor the API.
import { REMOTE_ROUTES, SHELL_PAGES } from '@portail/shared/routing/routes';
import type { Site } from './sources';

/** Path prefixes crawlers are asked to leave alone. */
export const DISALLOWED_PATHS = [
  '/api',
  '/auth',
  REMOTE_ROUTES['mf-personal-space'].home,
  REMOTE_ROUTES['mf-basket'].basket,
  SHELL_PAGES.loading,
  SHELL_PAGES.signIn,
  SHELL_PAGES.postSignIn,
  SHELL_PAGES.signUp,
  SHELL_PAGES.customerAccountChoice,
  SHELL_PAGES.completeCustomerAccount,
  `${REMOTE_ROUTES['mf-records'].verificationForm}/`,
] as const;

export function robotsTxt(site: Site): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${site.origin}/sitemap.xml`,
    '',
  ].join('\n');
}
