import { SiteLink, formatDateFr, pageOrigin, reportJsonLd, useSite } from '@portail/shared';
import type { ContentPage } from '../../../content/model';
import { ContentBody } from '../ContentBody';
import { ContentFrame } from '../ContentFrame';
import { newsArticle } from '../structuredData';

/** A dated news article. */
export function NewsArticleView({ page }: { page: ContentPage }) {
  const siteName = useSite((s) => s.siteName);
  reportJsonLd(newsArticle(pageOrigin(), page, siteName));
  const parent = page.ancestors[page.ancestors.length - 1];
  return (
    <ContentFrame page={page}>
      <p className="content-meta">
        Publié le <time dateTime={page.date}>{formatDateFr(page.date)}</time>
        {page.modified && (
          <>
            {' '}
            · mis à jour le <time dateTime={page.modified}>{formatDateFr(page.modified)}</time>
          </>
        )}
      </p>
      <ContentBody html={page.html} />
      {parent && (
        <p>
          <SiteLink href={parent.path}>Toutes les actualités</SiteLink>
        </p>
      )}
    </ContentFrame>
  );
}
