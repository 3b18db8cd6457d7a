// robots.txt of a site: the public pages may be crawled, not the personal, transactional and
// sign-in ones, nor the API.
import { REMOTE_ROUTES } from '@portail/shared/routing/routes';
import type { Site } from './sources';

/** Path prefixes crawlers are asked to leave alone. */
export const DISALLOWED_PATHS = [
  '/api',
  '/auth',
  REMOTE_ROUTES['mf-personal-space'].home,
  REMOTE_ROUTES['mf-basket'].basket,
  '/chargement',
  '/connexion',
  '/post-connexion',
  '/inscription',
  '/selection-compte-client',
  '/completer-compte-client',
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
