import type { MouseEvent } from 'react';
import { followSiteLink } from '@portail/shared';

/**
 * The HTML of an editorial body, compiled at build time from Markdown that may hold no raw HTML
 * (see content/README.md): every tag in it comes from the Markdown renderer. Clicks on the site's
 * own links stay in the page.
 */
export function ContentBody({ html, className = 'prose' }: { html: string; className?: string }) {
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const link = (e.target as Element).closest?.('a');
    const href = link?.getAttribute('href');
    if (link && href?.startsWith('/')) followSiteLink(e as unknown as MouseEvent<HTMLAnchorElement>, href, link.target);
  };
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegates the links' own clicks
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
