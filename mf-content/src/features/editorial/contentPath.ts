import { expandPattern, normalisePath } from '@portail/shared';
import routes from '@portail/shared/routing/routes/mf-content.json';
import { LEGAL_NOTICE_PATH, PAGE_SEGMENT } from '../../content/model';

const PAGE_PATH = new RegExp(`^(?:/${PAGE_SEGMENT})+$`);

/**
 * The editorial page a site path shows, or null when no editorial page can be there: the legal
 * notice lives at /mentions-legales-{product}, and page paths are lower-case words and hyphens.
 */
export function contentPath(pathname: string, product: string): string | null {
  const p = normalisePath(pathname);
  if (p === expandPattern(routes.legalNotice, { product })) return LEGAL_NOTICE_PATH;
  if (p === LEGAL_NOTICE_PATH || !PAGE_PATH.test(p)) return null;
  return p;
}
